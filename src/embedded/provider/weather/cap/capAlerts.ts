import { formatLocalIso, zoneFor, type Zone } from '../localTime';
import { bySeverityThenOnset, LOOKAHEAD_MS, type MappedAlert } from '../officialAlerts';
import type { WeatherAlert } from '../types';
import { capGeometry, type CapAlert, type CapInfo } from './capDocument';

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
    .sort(bySeverityThenOnset)
    .map((m) => m.alert);
}

/** Whether a CAP message is a real alert or update (not a test, exercise or cancellation). */
export function isLiveMessage(alert: Pick<CapAlert, 'status' | 'msgType'>): boolean {
  return alert.status === 'Actual' && alert.msgType !== 'Cancel' && alert.msgType !== 'Ack';
}

export { zoneFor };
