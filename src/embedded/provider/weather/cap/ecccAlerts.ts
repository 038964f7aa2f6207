import '@/server/serverOnly';

import type { HttpClient } from '@/lib/http/createHttpClient';
import { HttpError } from '@/server/http/httpError';

import { HOUR, zoneFor } from '../localTime';
import type { ActiveAlerts } from '../types';
import type { GeoPoint } from '../upstream';
import { ECCC_ISSUER } from './alertServices';
import { alertsPlace } from '../officialAlerts';
import { activeSorted, capInfoToAlert, isLiveMessage } from './capAlerts';
import { parseCapAlert, pickInfo, pointInPolygon, type CapAlert } from './capDocument';

/** ECCC's alert types, most serious first (CAP-CP parameter `layer:EC-MSC-SMC:1.0:Alert_Type`). */
export const ECCC_TYPES = ['warning', 'watch', 'advisory', 'statement'] as const;

const TYPE_PARAMETER = 'layer:EC-MSC-SMC:1.0:Alert_Type';

/** The links of an HTML directory listing (the Datamart's index pages), relative ones only. */
export function listingLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/href="([^"?#]+)"/gi)) {
    const href = m[1] ?? '';
    if (!href.startsWith('/') && !href.startsWith('.') && !/^[a-z]+:/i.test(href)) out.push(href);
  }
  return out;
}

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');

export interface EcccOptions {
  /** Datamart base, default `https://dd.weather.gc.ca` (env ECCC_BASE_URL). */
  baseUrl?: string;
  http: HttpClient;
  now: () => Date;
}

/**
 * Environment and Climate Change Canada's alerts (CAP-CP 1.2, bilingual) from the MSC Datamart:
 * `alerts/cap/{YYYYMMDD}/{office}/{HH}/*.cap` for the last 24 hours (UTC). Files never change, so
 * each is read once and kept; an hour's listing is kept once the hour is over. A message that a
 * later one updates or cancels is dropped; the rest are matched to the place by point-in-polygon.
 */
export class EcccAlerts {
  private readonly base: string;
  /** Parsed CAP files by URL (immutable on the Datamart). */
  private readonly files = new Map<string, CapAlert | null>();
  /** Listings of hours that are over (they no longer change). */
  private readonly closedHours = new Map<string, string[]>();

  constructor(private readonly options: EcccOptions) {
    this.base = `${(options.baseUrl ?? 'https://dd.weather.gc.ca').replace(/\/+$/, '')}/alerts/cap`;
  }

  private async text(url: string): Promise<string> {
    return (await this.options.http.get<string>(url, { responseType: 'text' })).data;
  }

  /** The `.cap` file URLs of one office's hour. */
  private async hourFiles(url: string, closed: boolean): Promise<string[]> {
    const kept = this.closedHours.get(url);
    if (kept) return kept;
    const files = listingLinks(await this.text(url))
      .filter((h) => h.endsWith('.cap'))
      .map((h) => url + h);
    if (closed) this.closedHours.set(url, files);
    return files;
  }

  /** Every CAP message of the last 24 hours. */
  private async messages(nowMs: number): Promise<CapAlert[]> {
    const hours = Array.from({ length: 25 }, (_, i) => nowMs - i * HOUR);
    const days = [...new Set(hours.map(ymd))];
    const urls: string[] = [];
    for (const day of days) {
      const dayUrl = `${this.base}/${day}/`;
      let offices: string[];
      try {
        offices = listingLinks(await this.text(dayUrl)).filter((h) => h.endsWith('/'));
      } catch (err) {
        // A new UTC day has no folder until its first alert (404); anything else is a failure.
        if (day !== ymd(nowMs) || !isNotFound(err)) throw err;
        continue;
      }
      const wanted = hours.filter((h) => ymd(h) === day);
      const lists = await Promise.all(
        offices.flatMap((office) =>
          wanted.map((h) => {
            const hh = new Date(h).toISOString().slice(11, 13);
            return this.hourFiles(`${dayUrl}${office}${hh}/`, h + HOUR <= nowMs - HOUR).catch(
              () => [],
            );
          }),
        ),
      );
      urls.push(...lists.flat());
    }
    await Promise.all(
      urls
        .filter((u) => !this.files.has(u))
        .map(async (u) => {
          const xml = await this.text(u);
          try {
            this.files.set(u, parseCapAlert(xml));
          } catch {
            this.files.set(u, null); // an unreadable file stays unread
          }
        }),
    );
    return urls.flatMap((u) => this.files.get(u) ?? []);
  }

  /** Alerts in force at the point. */
  async active(point: GeoPoint): Promise<ActiveAlerts> {
    const nowMs = this.options.now().getTime();
    let messages: CapAlert[];
    try {
      messages = await this.messages(nowMs);
    } catch (err) {
      throw new HttpError(502, 'ECCC alerts unavailable', { cause: err });
    }
    // `references` name `sender,identifier,sent`; the identifier is enough to drop what was replaced.
    const replaced = new Set(messages.flatMap((m) => m.references.map((r) => r.split(',')[1])));
    const zone = zoneFor(point);
    const mapped = messages
      .filter((m) => isLiveMessage(m) && !replaced.has(m.identifier))
      .flatMap((m) => {
        const info = pickInfo(m.infos);
        if (!info) return [];
        const inside = info.areas.some((a) =>
          a.polygons.some((r) => pointInPolygon(point.latitude, point.longitude, r)),
        );
        const one = inside ? capInfoToAlert(m, info, zone) : null;
        if (!one) return [];
        const type = info.parameters[TYPE_PARAMETER]?.toLowerCase();
        if (type && (ECCC_TYPES as readonly string[]).includes(type))
          one.alert.level = { scheme: 'eccc', code: type };
        // An area is one of several in the message: name only those holding the point.
        one.alert.areaDesc = info.areas
          .filter((a) => a.polygons.some((r) => pointInPolygon(point.latitude, point.longitude, r)))
          .map((a) => a.areaDesc)
          .join('; ');
        return [one];
      });
    // One message often repeats per area: keep one alert per identifier.
    const unique = [...new Map(mapped.map((m) => [m.alert.id, m])).values()];
    return {
      source: {
        kind: 'eccc',
        attribution: 'Alerts: Environment and Climate Change Canada (MSC Datamart)',
      },
      place: alertsPlace(point, zone, nowMs),
      alerts: activeSorted(unique, nowMs),
      covered: true,
      issuer: ECCC_ISSUER,
    };
  }
}

/** True for an HTTP 404 answer (the axios-shaped error the site's HTTP clients throw). */
function isNotFound(err: unknown): boolean {
  return (err as { response?: { status?: number } } | null)?.response?.status === 404;
}
