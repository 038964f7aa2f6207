import '@/server/serverOnly';

import { z } from 'zod';

import { createHttpClient, isHttpError, type HttpClient } from '@/lib/http/createHttpClient';
import { HttpError } from '@/server/http/httpError';
import { upstreamDeadline } from '@/server/http/upstreamBudget';

import { formatLocalIso, zoneFor, type Zone } from '../localTime';
import type { ActiveAlerts, WeatherAlert, WeatherSource } from '../types';
import type { GeoPoint } from '../upstream';
import {
  alertsPlace,
  bySeverityThenOnset,
  LOOKAHEAD_MS,
  type MappedAlert,
} from '../officialAlerts';
import { nwsAlertCollectionSchema, nwsAlertFeatureSchema, type NwsAlertProperties } from './schema';

/** Attribution of alerts the National Weather Service issued. */
export const NWS_ATTRIBUTION = 'Alerts: U.S. National Weather Service (public domain)';

/** Source marking of NWS alert payloads. */
export const NWS_SOURCE: WeatherSource = { kind: 'nws', attribution: NWS_ATTRIBUTION };

/** What an alert payload says where the NWS issues no alerts. */
export const NWS_COVERAGE_NOTE = 'Weather alerts cover the United States only.';

/** The message of a failed NWS call. */
export const NWS_UNAVAILABLE = 'Alerts upstream unavailable';

export interface NwsAlertsOptions {
  /** API base, default `https://api.weather.gov` (env NWS_BASE_URL). */
  baseUrl?: string;
  /** The User-Agent the NWS asks for: the app and a contact (env NWS_USER_AGENT). */
  userAgent: string;
  /**
   * Test seam and timeout control: the HTTP client (default: createHttpClient with one retry
   * of network errors and 5xx, within the upstream budget). Its `User-Agent` and `Accept` are set
   * per call.
   */
  http?: HttpClient;
  /** The clock (test seam). */
  now?: () => Date;
}

/** The answer for a place the NWS does not cover: no alerts, and a note saying what is covered. */
export function uncoveredAlerts(point: GeoPoint, nowMs: number): ActiveAlerts {
  const zone = zoneFor(point);
  return {
    source: NWS_SOURCE,
    place: alertsPlace(point, zone, nowMs),
    alerts: [],
    covered: false,
    coverageNote: NWS_COVERAGE_NOTE,
  };
}

/**
 * One NWS alert as a `WeatherAlert`: `event` as issued, in force from `onset` (else `effective`,
 * else `sent`) until `ends` (else the message's `expires`), the issuing office as `sender`. Times
 * are written in the place's zone when it is known, else as the NWS wrote them. Null when it has
 * no start or end.
 */
export function mapNwsAlert(p: NwsAlertProperties, zone: Zone): MappedAlert | null {
  const start = p.onset ?? p.effective ?? p.sent;
  const end = p.ends ?? p.expires;
  if (!start || !end) return null;
  const onsetMs = Date.parse(start);
  const endsMs = Date.parse(end);
  const local = (iso: string, ms: number) => (zone.timeZone ? formatLocalIso(ms, zone) : iso);
  const alert: WeatherAlert = {
    id: p.id,
    event: p.event,
    severity: p.severity,
    urgency: p.urgency,
    certainty: p.certainty,
    headline: p.headline?.trim() || p.event,
    description: p.description?.trim() ?? '',
    instruction: p.instruction?.trim() || null,
    onset: local(start, onsetMs),
    expires: local(end, endsMs),
    areaDesc: p.areaDesc?.trim() ?? '',
  };
  const sender = p.senderName?.trim();
  if (sender) alert.sender = sender;
  return { alert, onsetMs, endsMs };
}

const position = z.tuple([z.number(), z.number()]).rest(z.number());
const ring = z.array(position).min(4);

/** An NWS alert's drawn area: a GeoJSON Polygon or MultiPolygon (zone-based alerts have none). */
const nwsAlertGeometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring).min(1)).min(1) }),
]);

/** The polygon an NWS alert feature carries (storm-based warnings), else null. */
export function nwsAlertGeometry(feature: unknown): WeatherAlert['geometry'] {
  const geometry = (feature as { geometry?: unknown } | null)?.geometry;
  const parsed = nwsAlertGeometrySchema.safeParse(geometry);
  return parsed.success ? parsed.data : null;
}

/** Whether an NWS failure says the service is down (it counts against its circuit breaker). */
export function isNwsOutage(err: unknown): boolean {
  const cause = err instanceof HttpError ? err.cause : err;
  if (!isHttpError(cause)) return true;
  const status = cause.response?.status;
  // A 4xx other than 408/429 is an answer about this request (e.g. a point it does not serve).
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * The National Weather Service's active alerts at a point:
 * `GET ${baseUrl}/alerts/active?point={lat},{lon}` (GeoJSON), keeping actual alerts that are not
 * cancellations, in force or starting within 48 hours, most severe first (an unreadable alert is
 * skipped). Throws HttpError 502 when the NWS fails or answers an unexpected shape.
 */
export class NwsAlerts {
  private readonly url: string;
  private readonly userAgent: string;
  private readonly http: HttpClient;
  private readonly now: () => Date;

  constructor(options: NwsAlertsOptions) {
    this.url = `${(options.baseUrl ?? 'https://api.weather.gov').replace(/\/+$/, '')}/alerts/active`;
    this.userAgent = options.userAgent;
    this.now = options.now ?? (() => new Date());
    this.http =
      options.http ??
      createHttpClient({
        deadline: upstreamDeadline,
        retry: { enableRetry: true, retryCount: 1, delay: 'exponential' },
      });
  }

  /** Active alerts at the point (the NWS takes at most 4 decimals). */
  async active(point: GeoPoint): Promise<ActiveAlerts> {
    const at = `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;
    let data: unknown;
    try {
      const res = await this.http.get<unknown>(this.url, {
        params: { point: at },
        headers: { 'User-Agent': this.userAgent, Accept: 'application/geo+json' },
      });
      data = res.data;
    } catch (err) {
      throw new HttpError(502, NWS_UNAVAILABLE, { cause: err });
    }
    const parsed = nwsAlertCollectionSchema.safeParse(data);
    if (!parsed.success)
      throw new HttpError(502, 'Alerts upstream answered an unexpected shape', {
        cause: parsed.error,
      });

    const zone = zoneFor(point);
    const nowMs = this.now().getTime();
    const mapped: MappedAlert[] = [];
    let readable = 0;
    for (const feature of parsed.data.features) {
      const one = nwsAlertFeatureSchema.safeParse(feature);
      if (!one.success) continue;
      readable += 1;
      const p = one.data.properties;
      if ((p.status && p.status !== 'Actual') || p.messageType === 'Cancel') continue;
      const m = mapNwsAlert(p, zone);
      if (!m || m.endsMs <= nowMs || m.onsetMs > nowMs + LOOKAHEAD_MS) continue;
      const geometry = nwsAlertGeometry(feature);
      if (geometry) m.alert.geometry = geometry;
      mapped.push(m);
    }
    // Alerts none of which can be read are a changed format, not "no alerts".
    if (parsed.data.features.length > 0 && readable === 0)
      throw new HttpError(502, 'Alerts upstream answered an unexpected shape');
    mapped.sort(bySeverityThenOnset);
    return {
      source: NWS_SOURCE,
      place: alertsPlace(point, zone, nowMs),
      alerts: mapped.map((m) => m.alert),
      covered: true,
    };
  }
}
