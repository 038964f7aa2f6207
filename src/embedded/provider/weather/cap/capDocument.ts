import { DOMParser, type Element } from '@xmldom/xmldom';
import { z } from 'zod';

import type { AlertCertainty, AlertSeverity, AlertUrgency } from '../types';

/** A CAP polygon: its ring as [latitude, longitude] pairs (CAP writes `lat,lon lat,lon …`). */
export type CapPolygon = Array<[number, number]>;

/** One `<area>` of a CAP `<info>`. */
export interface CapArea {
  areaDesc: string;
  polygons: CapPolygon[];
  /** `<geocode>` values by name (e.g. `EMMA_ID` → `DE411`, `profile:CAP-CP:Location:0.3` → …). */
  geocodes: Array<{ name: string; value: string }>;
}

const time = z.iso.datetime({ offset: true }).nullable();

/** One `<info>` block (one language) of a CAP 1.2 alert; only what the site reads. */
export const capInfoSchema = z.object({
  language: z.string(),
  event: z.string().min(1),
  severity: z.enum(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']).catch('Unknown'),
  urgency: z.enum(['Immediate', 'Expected', 'Future', 'Past', 'Unknown']).catch('Unknown'),
  certainty: z.enum(['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown']).catch('Unknown'),
  effective: time,
  onset: time,
  expires: time,
  senderName: z.string().nullable(),
  headline: z.string().nullable(),
  description: z.string().nullable(),
  instruction: z.string().nullable(),
  web: z.string().nullable(),
  parameters: z.record(z.string(), z.string()),
  areas: z.array(
    z.object({
      areaDesc: z.string(),
      polygons: z.array(z.array(z.tuple([z.number(), z.number()])).min(4)),
      geocodes: z.array(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
});

/** A CAP 1.2 `<alert>` (OASIS CAP 1.2 §3.2; CAP-CP and the MeteoAlarm profile add parameters). */
export const capAlertSchema = z.object({
  identifier: z.string().min(1),
  sender: z.string(),
  sent: z.iso.datetime({ offset: true }),
  status: z.string(),
  msgType: z.string(),
  /** `sender,identifier,sent` triples of the messages this one updates or cancels. */
  references: z.array(z.string()),
  infos: z.array(capInfoSchema),
});

export type CapInfo = z.infer<typeof capInfoSchema>;
export type CapAlert = z.infer<typeof capAlertSchema>;

/** The direct children of `el` with this local name, whatever their namespace prefix. */
export function childElements(el: Element, name: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (n as Element).localName === name) out.push(n as Element);
  return out;
}

/** The trimmed text of the first child with this local name, else null. */
export function childText(el: Element, name: string): string | null {
  const child = childElements(el, name)[0];
  const text = child?.textContent?.trim();
  return text ? text : null;
}

/** Parses XML text; throws on a document that is not well-formed. */
export function parseXml(text: string): Element {
  let failed: string | null = null;
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') failed ??= message;
    },
  }).parseFromString(text, 'text/xml');
  const root = doc.documentElement;
  if (failed || !root) throw new Error(`Not well-formed XML: ${failed ?? 'no root element'}`);
  return root;
}

/** `lat,lon lat,lon …` as pairs; null when a pair is not two numbers. */
function polygonOf(text: string): CapPolygon | null {
  const pairs: CapPolygon = [];
  for (const pair of text.trim().split(/\s+/)) {
    const [lat, lon] = pair.split(',').map(Number);
    if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon))
      return null;
    pairs.push([lat, lon]);
  }
  return pairs.length >= 4 ? pairs : null;
}

function areaOf(el: Element): CapArea {
  return {
    areaDesc: childText(el, 'areaDesc') ?? '',
    polygons: childElements(el, 'polygon')
      .map((p) => polygonOf(p.textContent ?? ''))
      .filter((p): p is CapPolygon => p !== null),
    geocodes: childElements(el, 'geocode').map((g) => ({
      name: childText(g, 'valueName') ?? '',
      value: childText(g, 'value') ?? '',
    })),
  };
}

function infoOf(el: Element): unknown {
  const parameters: Record<string, string> = {};
  for (const p of childElements(el, 'parameter')) {
    const name = childText(p, 'valueName');
    if (name) parameters[name] = childText(p, 'value') ?? '';
  }
  return {
    language: childText(el, 'language') ?? 'en-US',
    event: childText(el, 'event') ?? '',
    severity: childText(el, 'severity'),
    urgency: childText(el, 'urgency'),
    certainty: childText(el, 'certainty'),
    effective: childText(el, 'effective'),
    onset: childText(el, 'onset'),
    expires: childText(el, 'expires'),
    senderName: childText(el, 'senderName'),
    headline: childText(el, 'headline'),
    description: childText(el, 'description'),
    instruction: childText(el, 'instruction'),
    web: childText(el, 'web'),
    parameters,
    areas: childElements(el, 'area').map(areaOf),
  };
}

/**
 * A CAP 1.2 document read with a real XML parser (namespace prefixes ignored, elements matched by
 * local name) and checked with zod. Throws when it is not XML or not a CAP alert.
 */
export function parseCapAlert(xml: string): CapAlert {
  const root = parseXml(xml);
  if (root.localName !== 'alert') throw new Error(`Not a CAP alert: <${root.localName}>`);
  return capAlertSchema.parse({
    identifier: childText(root, 'identifier') ?? '',
    sender: childText(root, 'sender') ?? '',
    sent: childText(root, 'sent'),
    status: childText(root, 'status') ?? '',
    msgType: childText(root, 'msgType') ?? '',
    references: (childText(root, 'references') ?? '').split(/\s+/).filter(Boolean),
    infos: childElements(root, 'info').map(infoOf),
  });
}

/**
 * The `<info>` to show: the first in one of `languages` (by primary subtag, in order), else the
 * first English one, else the first. CAP allows one `<info>` per language (ECCC sends en-CA and
 * fr-CA; MeteoAlarm members send their languages and usually English).
 */
export function pickInfo(infos: CapInfo[], languages: readonly string[] = ['en']): CapInfo | null {
  const primary = (tag: string) => tag.toLowerCase().split('-')[0];
  for (const lang of [...languages, 'en']) {
    const hit = infos.find((i) => primary(i.language) === primary(lang));
    if (hit) return hit;
  }
  return infos[0] ?? null;
}

/** Ray casting: whether the point lies inside the ring (edges count as either). */
export function pointInPolygon(lat: number, lon: number, ring: CapPolygon): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [yi, xi] = ring[i] as [number, number];
    const [yj, xj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A CAP area's polygons as one GeoJSON geometry (longitude first), or null when it has none. */
export function capGeometry(
  areas: CapArea[],
):
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] }
  | null {
  const rings = areas.flatMap((a) => a.polygons).map((r) => r.map(([lat, lon]) => [lon, lat]));
  if (rings.length === 0) return null;
  if (rings.length === 1) return { type: 'Polygon', coordinates: [rings[0] as number[][]] };
  return { type: 'MultiPolygon', coordinates: rings.map((r) => [r]) };
}

/** CAP values mapped onto the site's alert fields. */
export type CapLevels = {
  severity: AlertSeverity;
  urgency: AlertUrgency;
  certainty: AlertCertainty;
};
