import { SiteLink } from '@/components/SiteLink';
import type { CameraKind } from '@/types/cameras';

import { cameraListPath } from '../cameraPaths';
import { t } from '../i18n';
import styles from './CameraTabs.module.css';

const TABS: { kind: CameraKind; label: string }[] = [
  { kind: 'weather', label: t('tabWeather') },
  { kind: 'traffic', label: t('tabTraffic') },
];

/** Links between the weather and the traffic cameras of a place, the current kind marked. */
export function CameraTabs({ current, slug }: { current: CameraKind; slug: string }) {
  return (
    <nav aria-label={t('tabsLabel')} className={styles.nav}>
      <ul className={styles.list}>
        {TABS.map(({ kind, label }) => (
          <li key={kind}>
            <SiteLink
              href={cameraListPath(kind, slug)}
              className={styles.link}
              aria-current={kind === current ? 'page' : undefined}
            >
              {label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
