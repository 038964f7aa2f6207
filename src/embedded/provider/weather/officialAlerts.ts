import { HOUR, offsetMinutesAt, type Zone } from './localTime';
import type { ActiveAlerts, AlertSeverity, WeatherAlert } from './types';
import type { GeoPoint } from './upstream';

/** Alerts starting later than this from now are left out (official and derived alike). */
export const LOOKAHEAD_MS = 48 * HOUR;

/** CAP severities from the gravest; alerts are listed most severe first. */
export const SEVERITY_RANK: Record<AlertSeverity, number> = {
  Extreme: 4,
  Severe: 3,
  Moderate: 2,
  Minor: 1,
  Unknown: 0,
};

/** An alert with the times it is sorted and filtered by. */
export interface MappedAlert {
  alert: WeatherAlert;
  onsetMs: number;
  endsMs: number;
}

/** Most severe first, then the earliest. */
export function bySeverityThenOnset(a: MappedAlert, b: MappedAlert): number {
  return SEVERITY_RANK[b.alert.severity] - SEVERITY_RANK[a.alert.severity] || a.onsetMs - b.onsetMs;
}

/** The place part of an alerts payload. */
export function alertsPlace(point: GeoPoint, zone: Zone, nowMs: number): ActiveAlerts['place'] {
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    elevationMeters: point.elevationMeters ?? null,
    timeZone: zone.timeZone,
    utcOffsetSeconds: offsetMinutesAt(zone, nowMs) * 60,
  };
}
