import { t } from '../i18n';
import styles from './CameraUnavailable.module.css';

/** Said where no camera could be loaded (its source is down, or none is near). */
export function CameraUnavailable() {
  return (
    <p role="status" className={styles.message}>
      {t('unavailable')}
    </p>
  );
}
