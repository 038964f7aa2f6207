import type { SyntheticEvent } from 'react';

import { Dialog } from '@/components/Dialog';
import { framedViewUrl } from '@/lib/routes/framedView';
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
 * titled by the policy (its framed view: the text without the site frame), and Close. The framed
 * page shows no notices of its own (see `readNotices`).
 */
export function PolicyDialog({ policy, onClose }: { policy: OpenPolicy; onClose: () => void }) {
  // Escape pressed while focus is in the framed page reaches that page, not this one: the frame
  // is the site's own (same origin), so its window tells this dialog, unless the page used it.
  const onFrameLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const framed = event.currentTarget.contentWindow;
    try {
      framed?.addEventListener('keydown', (key) => {
        if (key.key === 'Escape' && !key.defaultPrevented) onClose();
      });
    } catch {
      // Another origin (a configured external policy): Escape works once focus is back here.
    }
  };
  return (
    <Dialog
      title={policy.title}
      onClose={onClose}
      closeLabel={t('policy.close')}
      className={styles.policyDialog}
    >
      <iframe
        className={styles.policyFrame}
        src={framedViewUrl(policy.url)}
        title={policy.title}
        onLoad={onFrameLoad}
      />
    </Dialog>
  );
}
