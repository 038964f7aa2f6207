import { useAppSelector } from '@/store/hooks';
import { ActiveAlerts } from '@/features/alerts';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { PushToggle } from '@/features/push';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { ActiveAlerts as ActiveAlertsPayload } from '@/types/weather';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/alerts';

import styles from './AlertsView.module.css';

const t = translator('alerts', messages);

/** The data of the alerts page. */
export interface AlertsData {
  alerts: ActiveAlertsPayload;
}

/** Props of the alerts page. */
export type AlertsViewProps = PageProps & AlertsData;

/** `/alerts/[location]`: the weather alerts in force or expected at the place, kept fresh. */
export function AlertsView({ alerts }: AlertsViewProps) {
  usePolledRefresh('alerts');
  const locality = useAppSelector(selectActiveLocality);
  const name = locality?.DisplayCompositeName ?? t('page.thisPlace');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('page.heading', { place: name })}</h1>
      {locality ? (
        <PushToggle place={{ slug: locality.SlugName, name: locality.CityName }} />
      ) : null}
      <ActiveAlerts data={alerts} placeName={name} />
    </div>
  );
}
