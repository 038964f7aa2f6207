import { Dialog } from '@/components/Dialog';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notices';

import styles from './Notices.module.css';

const t = translator('notices', messages);

/** A policy page shown over the whole window. */
export interface OpenPolicy {
  title: string;
  url: string;
}

/**
 * A policy (Terms of Use, Privacy Policy) in a full-screen dialog: the site's own page in a frame
 * titled by the policy, and Close. The framed page shows no notices of its own (see `readNotices`).
 */
export function PolicyDialog({ policy, onClose }: { policy: OpenPolicy; onClose: () => void }) {
  return (
    <Dialog
      title={policy.title}
      onClose={onClose}
      closeLabel={t('policy.close')}
      className={styles.policyDialog}
    >
      <iframe className={styles.policyFrame} src={policy.url} title={policy.title} />
    </Dialog>
  );
}
