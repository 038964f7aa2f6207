import { formatLocalIso, HOUR, offsetMinutesAt, zoneFor, type Zone } from '../localTime';
import type { ActiveAlerts, AlertSeverity, WeatherAlert } from '../types';
import type { GeoPoint } from '../upstream';
import { capGeometry, type CapAlert, type CapInfo } from './capDocument';

/** Alerts starting later than this from now are left out (as the NWS's and the derived ones). */
export const LOOKAHEAD_MS = 48 * HOUR;

const SEVERITY_RANK: Record<AlertSeverity, number> = {
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

/**
 * One CAP `<info>` as a `WeatherAlert`: in force from `onset` (else `effective`, else the
 * message's `sent`) until `expires`; times in the place's zone. Null without an end.
 */
export function capInfoToAlert(alert: CapAlert, info: CapInfo, zone: Zone): MappedAlert | null {
  const start = info.onset ?? info.effective ?? alert.sent;
  const end = info.expires;
  if (!end) return null;
  const onsetMs = Date.parse(start);
  const endsMs = Date.parse(end);
  const local = (iso: string, ms: number) => (zone.timeZone ? formatLocalIso(ms, zone) : iso);
  const mapped: WeatherAlert = {
    id: alert.identifier,
    event: info.event,
    severity: info.severity,
    urgency: info.urgency,
    certainty: info.certainty,
    headline: info.headline ?? info.event,
    description: info.description ?? '',
    instruction: info.instruction,
    onset: local(start, onsetMs),
    expires: local(end, endsMs),
    areaDesc: info.areas.map((a) => a.areaDesc).join('; '),
    language: info.language,
  };
  if (info.senderName) mapped.sender = info.senderName;
  const geometry = capGeometry(info.areas);
  if (geometry) mapped.geometry = geometry;
  return { alert: mapped, onsetMs, endsMs };
}

/** Keeps alerts in force or starting within 48 hours; most severe first, then earliest. */
export function activeSorted(mapped: MappedAlert[], nowMs: number): WeatherAlert[] {
  return mapped
    .filter((m) => m.endsMs > nowMs && m.onsetMs <= nowMs + LOOKAHEAD_MS)
    .sort(
      (a, b) =>
        SEVERITY_RANK[b.alert.severity] - SEVERITY_RANK[a.alert.severity] || a.onsetMs - b.onsetMs,
    )
    .map((m) => m.alert);
}

/** Whether a CAP message is a real alert or update (not a test, exercise or cancellation). */
export function isLiveMessage(alert: Pick<CapAlert, 'status' | 'msgType'>): boolean {
  return alert.status === 'Actual' && alert.msgType !== 'Cancel' && alert.msgType !== 'Ack';
}

export { zoneFor };
