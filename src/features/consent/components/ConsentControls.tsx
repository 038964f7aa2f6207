import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/consent';

import { ConsentDialog, type ConsentDialogProps } from './ConsentDialog';
import styles from './ConsentControls.module.css';

const t = translator('consent', messages);

/**
 * A GDPR visitor's consent controls (downloaded only for them): "Manage consent" under the footer,
 * which reopens the consent dialog, and the dialog while it is open.
 */
export function ConsentControls({
  dialogOpen,
  onOpen,
  ...dialog
}: ConsentDialogProps & { dialogOpen: boolean; onOpen: () => void }) {
  return (
    <>
      <section className={styles.manage} aria-label={t('manage.region')}>
        <button type="button" className={styles.open} onClick={onOpen}>
          {t('manage.open')}
        </button>
      </section>
      {dialogOpen && <ConsentDialog {...dialog} />}
    </>
  );
}
