import { useAppSelector } from '@/store/hooks';
import { ActiveAlerts } from '@/features/alerts';
import { selectActiveLocality } from '@/features/location/locationSlice';
import { usePolledRefresh } from '@/features/page';
import type { PageProps } from '@/types/page';
import type { ActiveAlerts as ActiveAlertsPayload } from '@/types/weather';

import styles from './AlertsView.module.css';

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
  const name = locality?.DisplayCompositeName ?? 'this place';
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{name} Weather Alerts</h1>
      <ActiveAlerts data={alerts} placeName={name} />
    </div>
  );
}
