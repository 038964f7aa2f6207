import { readFileSync } from 'node:fs';
import path from 'node:path';

import { outlookShapesFromKml } from './outlookGis';
import { parseOutlookText } from './outlookText';
import { kmlFromKmz } from './stormGis';

const samples = path.join(__dirname, 'samples');
const sampleKml = readFileSync(path.join(samples, 'kml', 'gtwo_atl.kml'), 'utf8');
const sampleAreas = parseOutlookText(
  'at',
  readFileSync(path.join(samples, 'MIATWOAT.txt'), 'utf8'),
).areas;

const kmlOf = (placemarks: string) =>
  `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`;
const square =
  '<Polygon><outerBoundaryIs><LinearRing><coordinates>-40,10 -38,10 -38,12 -40,12 -40,10</coordinates></LinearRing></outerBoundaryIs></Polygon>';

describe('outlookShapesFromKml', () => {
  it('reads the sample outlook KML: each area polygon and the disturbance point, named as in the text', () => {
    const shapes = outlookShapesFromKml('at', sampleKml, sampleAreas);
    expect(
      shapes.features.map((f) => [f.geometry.type, f.properties.areaId, f.properties.chance7d]),
    ).toEqual([
      ['Polygon', 'AL93', { level: 'medium', percent: 40 }],
      ['Polygon', 'at-2', { level: 'low', percent: 20 }],
      ['Point', 'AL93', { level: 'medium', percent: 40 }],
    ]);
    expect(shapes.features[0]?.properties.chance48h).toEqual({ level: 'low', percent: 10 });
    expect(shapes.features[1]?.properties.chance48h).toEqual({ level: 'low', percent: 0 });
    // Every polygon id is one of the listed areas (the list is the map's text alternative).
    expect(
      shapes.features.every((f) => sampleAreas.some((a) => a.id === f.properties.areaId)),
    ).toBe(true);
  });

  it('reads the bundled KMZ the sample source serves', () => {
    const kmz = new Uint8Array(readFileSync(path.join(samples, 'products', 'gtwo_atl.kmz')));
    expect(outlookShapesFromKml('at', kmlFromKmz(kmz), sampleAreas).features).toHaveLength(3);
  });

  it('names a numbered area after the invest id the text gives it, and reads chances from the description', () => {
    const kml = kmlOf(
      `<Placemark><name>Area 1</name><description><![CDATA[Formation chance through 48 hours: High (70%)<br/>Formation chance through 7 days: High (90 percent)]]></description>${square}</Placemark>`,
    );
    expect(outlookShapesFromKml('at', kml, sampleAreas).features[0]?.properties).toEqual({
      areaId: 'AL93',
      chance48h: { level: 'high', percent: 70 },
      chance7d: { level: 'high', percent: 90 },
    });
  });

  it("takes the text area's chances when the KML gives none, and leaves out placemarks naming no area", () => {
    const kml = kmlOf(
      `<Placemark><name>AL93</name>${square}</Placemark><Placemark><name>Legend</name>${square}</Placemark>`,
    );
    const shapes = outlookShapesFromKml('at', kml, sampleAreas);
    expect(shapes.features.map((f) => f.properties)).toEqual([
      {
        areaId: 'AL93',
        chance48h: { level: 'low', percent: 10 },
        chance7d: { level: 'medium', percent: 40 },
      },
    ]);
  });

  it('rejects a document that is not KML', () => {
    expect(() => outlookShapesFromKml('at', '<kml><Document>')).toThrow();
  });
});
