import '@/server/serverOnly';

import type { HttpClient } from '@/lib/http/createHttpClient';
import { HttpError } from '@/server/http/httpError';

import { zoneFor } from '../localTime';
import type { ActiveAlerts, AlertIssuer, WeatherSource } from '../types';
import type { GeoPoint } from '../upstream';
import { activeSorted, capInfoToAlert, isLiveMessage } from './capAlerts';
import { alertsPlace, type MappedAlert } from '../officialAlerts';
import {
  childElements,
  childText,
  parseCapAlert,
  parseXml,
  pickInfo,
  pointInPolygon,
} from './capDocument';
import type { MeteoAlarmCountry } from './meteoAlarmCountries';

/** Linked CAP documents read per place at most (the entries whose area names the place). */
const MAX_DOCUMENTS = 8;

/** MeteoAlarm's awareness levels (`awareness_level` "2; yellow; Moderate"). */
export const AWARENESS_LEVELS = ['green', 'yellow', 'orange', 'red'] as const;

/** One `<entry>` of a MeteoAlarm legacy Atom feed: its CAP summary fields and linked document. */
export interface MeteoAlarmEntry {
  identifier: string;
  areaDesc: string;
  event: string;
  status: string;
  msgType: string;
  link: string | null;
}

/** The entries of a MeteoAlarm legacy Atom feed (`<feed><entry>` with `cap:` summary fields). */
export function parseMeteoAlarmFeed(xml: string): MeteoAlarmEntry[] {
  const root = parseXml(xml);
  if (root.localName !== 'feed') throw new Error(`Not an Atom feed: <${root.localName}>`);
  return childElements(root, 'entry').map((entry) => {
    const links = childElements(entry, 'link');
    const cap =
      links.find((l) => /cap/i.test(l.getAttribute('type') ?? '')) ??
      links.find((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate') ??
      links[0];
    return {
      identifier: childText(entry, 'identifier') ?? childText(entry, 'id') ?? '',
      areaDesc: childText(entry, 'areaDesc') ?? '',
      event: childText(entry, 'event') ?? '',
      status: childText(entry, 'status') ?? 'Actual',
      msgType: childText(entry, 'message_type') ?? childText(entry, 'msgType') ?? 'Alert',
      link: cap?.getAttribute('href') || null,
    };
  });
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether an entry's area names the place: its area description contains the place's name or
 * its region's name as whole words (MeteoAlarm's Atom entries carry no polygon).
 */
export function areaNamesPlace(areaDesc: string, names: string[]): boolean {
  const area = ` ${fold(areaDesc)} `;
  return names.map(fold).some((n) => n.length > 1 && area.includes(` ${n} `));
}

/** `"2; yellow; Moderate"` → `yellow`; `"1; Wind"` → `Wind`. */
function field(value: string | undefined, index: number): string | null {
  const part = value?.split(';')[index]?.trim();
  return part ? part : null;
}

export interface MeteoAlarmOptions {
  /** Feed base, default `https://feeds.meteoalarm.org` (env METEOALARM_BASE_URL). */
  baseUrl?: string;
  http: HttpClient;
  now: () => Date;
}

/**
 * A European country's official warnings through MeteoAlarm (EUMETNET): the country's legacy Atom
 * feed, then the linked CAP 1.2 documents of the entries whose area names the place (at most 8),
 * each kept when its polygon contains the point or, without a polygon, on the area name; awareness
 * level and type from the documents' parameters, texts in English when the service sent them.
 */
export class MeteoAlarmAlerts {
  private readonly base: string;

  constructor(private readonly options: MeteoAlarmOptions) {
    this.base = (options.baseUrl ?? 'https://feeds.meteoalarm.org').replace(/\/+$/, '');
  }

  /** The issuer of a country's warnings. */
  static issuer(country: MeteoAlarmCountry): AlertIssuer {
    return { name: `${country.service} via MeteoAlarm`, url: country.url, scheme: 'meteoalarm' };
  }

  private async text(url: string): Promise<string> {
    const res = await this.options.http.get<string>(url, {
      responseType: 'text',
      headers: { Accept: 'application/atom+xml, application/cap+xml, application/xml' },
    });
    return res.data;
  }

  /** Warnings in force at the point in the country (names: the place's and its region's). */
  async active(
    point: GeoPoint,
    country: MeteoAlarmCountry,
    names: string[],
  ): Promise<ActiveAlerts> {
    let entries: MeteoAlarmEntry[];
    try {
      entries = parseMeteoAlarmFeed(
        await this.text(`${this.base}/feeds/meteoalarm-legacy-atom-${country.feed}`),
      );
    } catch (err) {
      throw new HttpError(502, 'MeteoAlarm unavailable', { cause: err });
    }
    const zone = zoneFor(point);
    const nowMs = this.options.now().getTime();
    const candidates = entries
      .filter((e) => isLiveMessage({ status: e.status, msgType: e.msgType }))
      .filter((e) => e.link && areaNamesPlace(e.areaDesc, names))
      .slice(0, MAX_DOCUMENTS);
    const mapped = await Promise.all(candidates.map((e) => this.document(e, point, zone)));
    const issuer = MeteoAlarmAlerts.issuer(country);
    const source: WeatherSource = {
      kind: 'meteoalarm',
      attribution: `Warnings: ${issuer.name} (EUMETNET, meteoalarm.org)`,
    };
    return {
      source,
      place: alertsPlace(point, zone, nowMs),
      alerts: activeSorted(mapped.flat(), nowMs),
      covered: true,
      issuer,
    };
  }

  /** One linked CAP document as alerts at the point (none when its polygon leaves it out). */
  private async document(
    entry: MeteoAlarmEntry,
    point: GeoPoint,
    zone: ReturnType<typeof zoneFor>,
  ): Promise<MappedAlert[]> {
    const cap = parseCapAlert(await this.text(entry.link as string));
    if (!isLiveMessage(cap)) return [];
    const info = pickInfo(cap.infos);
    if (!info) return [];
    const polygons = info.areas.flatMap((a) => a.polygons);
    if (
      polygons.length &&
      !polygons.some((r) => pointInPolygon(point.latitude, point.longitude, r))
    )
      return [];
    const m = capInfoToAlert(cap, info, zone);
    if (!m) return [];
    const level = field(info.parameters.awareness_level, 1)?.toLowerCase();
    if (level && (AWARENESS_LEVELS as readonly string[]).includes(level))
      m.alert.level = { scheme: 'meteoalarm', code: level };
    const hazard = field(info.parameters.awareness_type, 1);
    if (hazard) m.alert.hazard = hazard;
    return [m];
  }
}
