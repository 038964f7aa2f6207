import { readFileSync } from 'node:fs';
import path from 'node:path';

import { strToU8, zipSync } from 'fflate';

import { getStormGis } from './hurricanes.service';
import { createSampleNhcSource } from './nhcSource';
import {
  coneFromKml,
  forecastTrackFromKml,
  kmlFromKmz,
  pastTrackFromKml,
  saffirSimpson,
  watchesWarningsFromKml,
  watchWarningType,
  windRadiiFromKml,
} from './stormGis';

const products = path.join(__dirname, 'samples', 'products');
const kmz = (name: string) => kmlFromKmz(new Uint8Array(readFileSync(path.join(products, name))));

describe('NHC storm GIS (KMZ) parsers, on the bundled sample files', () => {
  it('reads the forecast track points with time, wind, gusts, pressure, classification and category', () => {
    const track = forecastTrackFromKml(kmz('AL142024_015adv_TRACK.kmz'));
    const points = track.features.filter((f) => f.geometry.type === 'Point');
    expect(points).toHaveLength(9);
    expect(points[0]).toMatchObject({
      geometry: { type: 'Point', coordinates: [-86.6, 22.6, 0] },
      properties: {
        time: '2024-10-08T15:00:00.000Z',
        windKt: 140,
        gustKt: 170,
        pressureMb: 917,
        classification: 'MH',
        category: 5,
        tau: 0,
      },
    });
    // '7:00 PM CDT October 08' is 00 UTC the next day; post-tropical points carry no category.
    expect(points[1]?.properties).toMatchObject({ time: '2024-10-09T00:00:00.000Z', tau: 9 });
    expect(points.at(-1)?.properties).toMatchObject({
      time: '2024-10-13T12:00:00.000Z',
      windKt: 40,
      classification: 'PTC',
      category: null,
    });
    expect(track.features.filter((f) => f.geometry.type === 'LineString')).toHaveLength(1);
  });

  it('reads the cone polygon, the best track points in time order and the wind radii thresholds', () => {
    const cone = coneFromKml(kmz('AL142024_015adv_CONE.kmz'));
    expect(cone.features.map((f) => f.geometry.type)).toEqual(['Polygon']);

    const past = pastTrackFromKml(kmz('AL142024_best_track.kmz'));
    const points = past.features.flatMap((f) => ('time' in f.properties ? [f.properties] : []));
    expect(points[0]).toEqual({
      time: '2024-10-05T12:00:00.000Z',
      windKt: 30,
      pressureMb: 1006,
      classification: 'TD',
      category: null,
    });
    expect(points.map((p) => p.time)).toEqual([...points.map((p) => p.time)].sort());

    const radii = windRadiiFromKml(kmz('AL142024_015adv_RADII.kmz'));
    expect(radii.features.map((f) => f.properties)).toEqual([
      { thresholdKt: 34, time: '2024-10-08T15:00:00.000Z' },
      { thresholdKt: 50, time: '2024-10-08T15:00:00.000Z' },
      { thresholdKt: 64, time: '2024-10-08T15:00:00.000Z' },
      { thresholdKt: 34, time: '2024-10-09T12:00:00.000Z' },
      { thresholdKt: 50, time: '2024-10-09T12:00:00.000Z' },
      { thresholdKt: 64, time: '2024-10-09T12:00:00.000Z' },
    ]);
  });

  it('types every coastal watch and warning segment', () => {
    const ww = watchesWarningsFromKml(kmz('AL142024_015adv_WW.kmz'));
    expect(ww.features.map((f) => f.properties.type)).toEqual([
      'Hurricane Warning',
      'Hurricane Warning',
      'Hurricane Watch',
      'Tropical Storm Warning',
      'Tropical Storm Warning',
      'Tropical Storm Watch',
    ]);
    expect(ww.features.every((f) => f.geometry.type === 'LineString')).toBe(true);
  });
});

describe('NHC storm GIS parsers, on other layouts', () => {
  it('reads extended data, KML time stamps and shapefile codes, and skips storm-surge segments', () => {
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>
      <Placemark><ExtendedData><Data name="TCWW"><value>HWA</value></Data></ExtendedData>
        <LineString><coordinates>-80,25 -80.1,25.5</coordinates></LineString></Placemark>
      <Placemark><name>Storm Surge Warning</name>
        <LineString><coordinates>-81,26 -81.1,26.5</coordinates></LineString></Placemark>
      <Placemark><TimeStamp><when>2026-08-21T00:00:00Z</when></TimeStamp>
        <ExtendedData><Data name="MAXWIND"><value>65</value></Data><Data name="MSLP"><value>980</value></Data>
        <Data name="TCDVLP"><value>H</value></Data><Data name="TAU"><value>12</value></Data></ExtendedData>
        <Point><coordinates>-150,15</coordinates></Point></Placemark>
    </Folder></Document></kml>`;
    expect(watchesWarningsFromKml(kml).features.map((f) => f.properties.type)).toEqual([
      'Hurricane Watch',
    ]);
    expect(forecastTrackFromKml(kml).features[0]?.properties).toEqual({
      time: '2026-08-21T00:00:00.000Z',
      windKt: 65,
      gustKt: null,
      pressureMb: 980,
      classification: 'HU',
      category: 1,
      tau: 12,
    });
  });

  it('reads plain KML as well as KMZ, and refuses a document that is not KML', () => {
    const text = '<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>';
    expect(kmlFromKmz(strToU8(text))).toEqual([text]);
    expect(
      kmlFromKmz(
        zipSync({ 'b.kml': strToU8(`${text} `), 'a.kml': strToU8(text), 'icon.png': strToU8('x') }),
      ),
    ).toEqual([text, `${text} `]);
    expect(() => kmlFromKmz(zipSync({ 'readme.txt': strToU8('no kml') }))).toThrow(/KML/);
    expect(() => coneFromKml('<kml><Document>')).toThrow();
    // A KMZ holding several documents answers the placemarks of all of them.
    const cone = (lon: number) =>
      `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${lon},10 ${lon + 1},10 ${lon + 1},11 ${lon},10</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>`;
    expect(coneFromKml([cone(-80), cone(-70)]).features).toHaveLength(2);
  });

  it('maps watch/warning words and codes, the most severe first', () => {
    expect(watchWarningType('Hurricane Watch / Tropical Storm Warning')).toBe(
      'Tropical Storm Warning',
    );
    expect(watchWarningType('#twa')).toBe('Tropical Storm Watch');
    expect(watchWarningType('HWR')).toBe('Hurricane Warning');
    expect(watchWarningType('Storm Surge Watch')).toBeNull();
    expect(watchWarningType('Coastline')).toBeNull();
  });

  it('gives a Saffir–Simpson category to tropical hurricane-force winds only', () => {
    expect([63, 64, 83, 96, 113, 137].map((kt) => saffirSimpson(kt, 'HU'))).toEqual([
      null,
      1,
      2,
      3,
      4,
      5,
    ]);
    expect(saffirSimpson(70, 'PTC')).toBeNull();
    expect(saffirSimpson(null, 'HU')).toBeNull();
  });
});

describe('getStormGis over the bundled sample', () => {
  const source = createSampleNhcSource();

  it('answers every product of Milton', async () => {
    const gis = await getStormGis(source, 'Milton');
    expect(gis).toMatchObject({ stormId: 'al142024', advisoryNumber: '15' });
    for (const layer of [
      gis.cone,
      gis.forecastTrack,
      gis.pastTrack,
      gis.watchesWarnings,
      gis.windRadii,
    ])
      expect(layer?.features.length).toBeGreaterThan(0);
  });

  it('answers null for a product NHC does not list (no watches) or does not publish (no radii file)', async () => {
    const gis = await getStormGis(source, 'ep122024');
    expect(gis.watchesWarnings).toBeNull();
    expect(gis.windRadii).toBeNull();
    expect(gis.cone?.features).toHaveLength(1);
    expect(gis.forecastTrack?.features.length).toBeGreaterThan(1);
  });

  it('leaves one unreadable product empty and still answers the others', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const garbled = {
      ...source,
      product: async (url: string) =>
        url.endsWith('_CONE.kmz') ? strToU8('<not kml') : source.product(url),
    };
    const gis = await getStormGis(garbled, 'milton');
    expect(gis.cone).toBeNull();
    expect(gis.forecastTrack).not.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answers the other layers when NHC fails to serve one product, and fails when it serves none', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = new Error('NHC 500');
    const radiiDown = {
      ...source,
      product: async (url: string) => {
        if (url.endsWith('_RADII.kmz')) throw down;
        return source.product(url);
      },
    };
    const gis = await getStormGis(radiiDown, 'milton');
    expect(gis.windRadii).toBeNull();
    expect(gis.cone?.features).toHaveLength(1);
    const allDown = { ...source, product: async () => Promise.reject(down) };
    await expect(getStormGis(allDown, 'milton')).rejects.toMatchObject({ status: 502 });
    error.mockRestore();
  });

  it('404s for a storm that is not active', async () => {
    await expect(getStormGis(source, 'Zeta')).rejects.toMatchObject({ status: 404 });
  });
});
