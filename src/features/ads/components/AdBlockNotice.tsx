import { selectSiteName } from '@/features/config/configSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/ads';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

import { rememberDismissal } from '../adBlock';
import { adBlockNoticeDismissed } from '../adsSlice';
import styles from './AdBlockNotice.module.css';

const t = translator('ads', messages);

/**
 * The polite ad-blocker message: over the bottom of the window (nothing moves), dismissed for the
 * rest of the session.
 */
export function AdBlockNotice() {
  const dispatch = useAppDispatch();
  const siteName = useAppSelector(selectSiteName);
  return (
    <section className={styles.notice} aria-label={t('adBlock.label')}>
      <p className={styles.text}>{t('adBlock.text', { siteName })}</p>
      <button
        type="button"
        className={styles.close}
        onClick={() => {
          rememberDismissal();
          dispatch(adBlockNoticeDismissed());
        }}
      >
        {t('adBlock.close')}
      </button>
    </section>
  );
}
