import type { NotificationStatus } from '@/types/location';

import type { AlertSeverity, WeatherAlert } from '../weather/types';
import type { GeoPoint, WeatherUpstream } from '../weather/upstream';

/** Badge colour per highest alert severity; `none` when there is no alert. */
export const BADGE_COLOURS: Record<AlertSeverity | 'none', string> = {
  Extreme: '#b3261e',
  Severe: '#e8590c',
  Moderate: '#f2a900',
  Minor: '#2f6fb3',
  Unknown: '#6c6c6c',
  none: '#6c6c6c',
};

const ORDER: AlertSeverity[] = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'];

/** The highest severity among alerts, or null for none. */
export function highestSeverity(alerts: Pick<WeatherAlert, 'severity'>[]): AlertSeverity | null {
  return ORDER.find((s) => alerts.some((a) => a.severity === s)) ?? null;
}

/** The notification status of a location from its alerts: count, badge colour by highest severity, opacity 1 or 0.5. */
export function statusFromAlerts(
  emLocationId: string,
  alerts: Pick<WeatherAlert, 'severity'>[],
): NotificationStatus {
  const top = highestSeverity(alerts);
  return {
    eml: emLocationId,
    tnc: alerts.length,
    'nb.ids.sbgd.afc.ch6': BADGE_COLOURS[top ?? 'none'],
    'nb.ids.sbgd.afc.opa': alerts.length > 0 ? 1 : 0.5,
  };
}

/** The notification status of a location at a point, from the weather upstream's active alerts. */
export async function notificationStatus(
  emLocationId: string,
  point: GeoPoint,
  upstream: WeatherUpstream,
): Promise<NotificationStatus> {
  const { alerts } = await upstream.alerts(point);
  return statusFromAlerts(emLocationId, alerts);
}
