import { HttpError, notFound } from '@/server/http/httpError';

import { parseKeyMessages, parsePublicAdvisory } from './advisoryText';
import { stormsFromNhc } from './currentStorms';
import {
  BASINS,
  type ActiveStorms,
  type Basin,
  type Outlook,
  type OutlookAreaShapes,
  type Storm,
  type StormAdvisory,
  type StormGis,
  type Unmarked,
} from './hurricane.types';
import type { NhcSource } from './nhcProducts';
import { OUTLOOK_GIS_PRODUCTS, outlookShapesFromKml } from './outlookGis';
import { parseOutlookText } from './outlookText';
import {
  coneFromKml,
  forecastTrackFromKml,
  kmlFromKmz,
  type KmlInput,
  pastTrackFromKml,
  watchesWarningsFromKml,
  windRadiiFromKml,
} from './stormGis';
import { stormProductLinks, type StormProductLinks } from './stormProducts';

/** Runs an NHC read; any failure (network, HTTP status, unreadable document) becomes a 502. */
async function fromNhc<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    console.error(`NHC ${what} unavailable`, err);
    throw new HttpError(502, `NHC ${what} unavailable`, { cause: err });
  }
}

/** The active storms of every basin, normalized. */
export function loadStorms(source: NhcSource): Promise<Storm[]> {
  return fromNhc('CurrentStorms', async () => stormsFromNhc(await source.currentStorms()));
}

function outlookFrom(basin: Basin, text: string, storms: Storm[]): Outlook {
  const { issuedAt, areas } = parseOutlookText(basin, text);
  const activeStorms = storms.filter((s) => s.basin === basin).length;
  // An empty storm list with outlook areas still open is not "all clear".
  return {
    basin,
    issuedAt,
    areas,
    activeStorms,
    allClear: activeStorms === 0 && areas.length === 0,
  };
}

/**
 * The shapes of a basin's outlook areas from its GIS product (`bytes`: null when NHC has none),
 * named after the text's areas. No product is no shape when the text lists no area, and unknown
 * (null) when it does; a failed or unreadable product is null too: the outlook still answers, its
 * areas listed only.
 */
async function outlookShapes(
  bytes: Promise<Uint8Array | null>,
  basin: Basin,
  areas: Outlook['areas'],
): Promise<OutlookAreaShapes | null> {
  try {
    const product = await bytes;
    if (!product) return areas.length === 0 ? { type: 'FeatureCollection', features: [] } : null;
    return outlookShapesFromKml(basin, kmlFromKmz(product), areas);
  } catch (err) {
    console.warn(`NHC outlook GIS ${basin} unavailable: the areas are listed only`, err);
    return null;
  }
}

/**
 * The Tropical Weather Outlook of one basin, with `allClear` weighed against its active storms and
 * the areas' shapes from the outlook's GIS product (read alongside the text).
 */
export async function getOutlook(source: NhcSource, basin: Basin): Promise<Outlook> {
  const gis = source.product(OUTLOOK_GIS_PRODUCTS[basin]);
  // Handled in outlookShapes; this keeps a failure before then from going unhandled.
  gis.catch(() => undefined);
  const [storms, text] = await Promise.all([
    loadStorms(source),
    fromNhc(`outlook ${basin}`, () => source.outlookText(basin)),
  ]);
  const outlook = outlookFrom(basin, text, storms);
  return { ...outlook, areaShapes: await outlookShapes(gis, basin, outlook.areas) };
}

/** Every active storm, plus the number of outlook areas open in all basins. */
export async function getActiveStorms(source: NhcSource): Promise<ActiveStorms> {
  const storms = await loadStorms(source);
  const texts = await Promise.all(
    BASINS.map((b) => fromNhc(`outlook ${b}`, () => source.outlookText(b))),
  );
  const outlookAreasOpen = BASINS.reduce(
    (n, basin, i) => n + parseOutlookText(basin, texts[i] ?? '').areas.length,
    0,
  );
  return { storms, outlookAreasOpen };
}

function findStorm(storms: Storm[], name: string): Storm {
  const wanted = name.trim().toLowerCase();
  const storm = storms.find((s) => s.name.toLowerCase() === wanted || s.id === wanted);
  if (!storm) throw notFound(`Active storm '${name.trim()}'`);
  return storm;
}

/** One active storm by name (or NHC id), case-insensitive; 404 when it is not active. */
export async function getActiveStorm(source: NhcSource, name: string): Promise<Storm> {
  return findStorm(await loadStorms(source), name);
}

/** The storm named (404 when not active) and the products CurrentStorms.json links for it. */
async function stormWithLinks(
  source: NhcSource,
  name: string,
): Promise<{ storm: Storm; links: StormProductLinks }> {
  const document = await fromNhc('CurrentStorms', () => source.currentStorms());
  const storm = findStorm(
    await fromNhc('CurrentStorms', async () => stormsFromNhc(document)),
    name,
  );
  const links = stormProductLinks(document, storm.id);
  return {
    storm,
    links: links ?? {
      advisoryNumber: storm.advisories.number,
      advisoryIssuedAt: storm.advisoryIssuedAt ?? null,
      cone: null,
      forecastTrack: null,
      pastTrack: null,
      watchesWarnings: null,
      windRadii: null,
      publicAdvisory: storm.advisories.publicUrl,
      discussion: storm.advisories.discussionUrl,
    },
  };
}

/** Reads one linked product (null when not linked or not published); a fetch failure is a 502. */
async function readProduct<T>(
  source: NhcSource,
  what: string,
  url: string | null,
  parse: (bytes: Uint8Array) => T,
): Promise<T | null> {
  if (!url) return null;
  const bytes = await fromNhc(what, () => source.product(url));
  if (!bytes) return null;
  try {
    return parse(bytes);
  } catch (err) {
    // One unreadable product leaves its layer empty; the others still draw.
    console.warn(`NHC ${what}: unreadable product ${url}`, err);
    return null;
  }
}

/** A layer read that may fail on its own: its failure, kept to decide whether the whole read fails. */
async function settle<T>(read: Promise<T | null>, failures: unknown[]): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    failures.push(err);
    return null;
  }
}

/**
 * A storm's GIS products as GeoJSON: cone, forecast track, past track, watches/warnings, wind
 * radii. A product NHC fails to serve leaves its layer null while the others still answer; when
 * every linked product fails, the read fails (502).
 */
export async function getStormGis(source: NhcSource, name: string): Promise<Unmarked<StormGis>> {
  const { storm, links } = await stormWithLinks(source, name);
  const failures: unknown[] = [];
  const read = <T>(what: string, url: string | null, parse: (kml: KmlInput) => T) =>
    settle(
      readProduct(source, what, url, (bytes) => parse(kmlFromKmz(bytes))),
      failures,
    );
  const [cone, forecastTrack, pastTrack, watchesWarnings, windRadii] = await Promise.all([
    read('cone', links.cone, coneFromKml),
    read('forecast track', links.forecastTrack, forecastTrackFromKml),
    read('best track', links.pastTrack, pastTrackFromKml),
    read('watches and warnings', links.watchesWarnings, watchesWarningsFromKml),
    read('wind radii', links.windRadii, windRadiiFromKml),
  ]);
  const linked = [
    links.cone,
    links.forecastTrack,
    links.pastTrack,
    links.watchesWarnings,
    links.windRadii,
  ].filter(Boolean).length;
  if (failures.length > 0 && failures.length === linked) throw failures[0];
  return {
    stormId: storm.id,
    advisoryNumber: links.advisoryNumber?.replace(/^0+(?=\w)/, '') ?? null,
    cone,
    forecastTrack,
    pastTrack,
    watchesWarnings,
    windRadii,
  };
}

/**
 * The latest public advisory of a storm with the key messages of its forecast discussion (null
 * when the discussion cannot be read: the advisory still answers).
 */
export async function getStormAdvisory(
  source: NhcSource,
  name: string,
): Promise<Unmarked<StormAdvisory>> {
  const { storm, links } = await stormWithLinks(source, name);
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8').decode(bytes);
  const [advisory, keyMessages] = await Promise.all([
    readProduct(source, 'public advisory', links.publicAdvisory, (b) =>
      parsePublicAdvisory(decode(b)),
    ),
    settle(
      readProduct(source, 'forecast discussion', links.discussion, (b) =>
        parseKeyMessages(decode(b)),
      ),
      [],
    ),
  ]);
  if (!advisory) throw notFound(`Public advisory of '${storm.name}'`);
  return {
    stormId: storm.id,
    number: advisory.number ?? links.advisoryNumber?.replace(/^0+(?=\w)/, '') ?? null,
    issuedAt: advisory.issuedAt ?? links.advisoryIssuedAt,
    headline: advisory.headline,
    text: advisory.text,
    keyMessages,
  };
}
