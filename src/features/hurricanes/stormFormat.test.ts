import { buildGis } from './fixtures';
import { buildHurricaneMapData, mapDataBounds } from './map/hurricaneMapData';
import { intensityBand } from './map/mapStyle';
import {
  formatInViewerZone,
  formatMovement,
  formatPosition,
  formatScaleThreshold,
  formatStormWind,
  formatUtc,
  isStale,
  joinWords,
  saffirSimpsonCategory,
  SCALE_THRESHOLDS,
  stormClass,
} from './stormFormat';

describe('storm facts', () => {
  it.each([
    [63, null],
    [64, 1],
    [82, 1],
    [83, 2],
    [95, 2],
    [96, 3],
    [112, 3],
    [113, 4],
    [136, 4],
    [137, 5],
    [160, 5],
  ])('a %i kt wind is category %p', (kt, category) => {
    expect(saffirSimpsonCategory(kt)).toBe(category);
  });

  it('names hurricanes by category and other storms by their classification', () => {
    const storm = { classification: 'HU', classificationText: 'Hurricane', windKt: 100 };
    expect(stormClass(storm).label).toBe('Category 3 Hurricane');
    expect(
      stormClass({
        ...storm,
        classification: 'TS',
        classificationText: 'Tropical Storm',
        windKt: 50,
      }).label,
    ).toBe('Tropical Storm');
    expect(
      stormClass({
        classification: 'PTC',
        classificationText: 'Post-Tropical Cyclone',
        windKt: 70,
      }),
    ).toEqual({ label: 'Post-Tropical Cyclone', category: null });
  });

  it('writes positions, movement and UTC times', () => {
    expect(formatPosition(22.6, -86.6)).toBe('22.6°N 86.6°W');
    expect(formatPosition(-12.05, 130.2)).toBe('12.1°S 130.2°E');
    const speed = (ms: number | null) => `${ms?.toFixed(2)} m/s`;
    expect(formatMovement({ directionDeg: 45, speedKt: 10 }, speed)).toBe('NE at 5.14 m/s');
    expect(formatMovement({ directionDeg: null, speedKt: 0 }, speed)).toBe('Stationary');
    expect(formatMovement({ directionDeg: null, speedKt: 5 }, speed)).toBeNull();
    expect(formatUtc('2024-10-08T15:00:00.000Z')).toBe('Tue, Oct 8, 3:00 PM UTC');
  });

  // NHC's advisories: the knots converted and rounded to the nearest 5 mph and 5 km/h.
  it.each([
    [25, '30 mph', '45 km/h'],
    [30, '35 mph', '55 km/h'],
    [35, '40 mph', '65 km/h'],
    [45, '50 mph', '85 km/h'],
    [50, '60 mph', '95 km/h'],
    [85, '100 mph', '155 km/h'],
    [100, '115 mph', '185 km/h'],
    [115, '130 mph', '215 km/h'],
    [135, '155 mph', '250 km/h'],
    [140, '160 mph', '260 km/h'],
    [170, '195 mph', '315 km/h'],
  ])('writes a %i kt storm wind as the advisories do: %s, %s', (kt, mph, kmh) => {
    expect(formatStormWind(kt, 1)).toBe(mph);
    expect(formatStormWind(kt, 2)).toBe(kmh);
  });

  it('leaves a storm wind in knots as given and in m/s to a tenth', () => {
    expect(formatStormWind(140, 3)).toBe('140 knots');
    expect(formatStormWind(140, 4)).toBe('72.0 m/s');
    expect(formatStormWind(null, 1)).toBe('-- mph');
  });

  it("writes the scale's thresholds with its published mph and km/h", () => {
    const { tropicalStorm, category1, category3, category5 } = SCALE_THRESHOLDS;
    expect(
      [tropicalStorm, category1, category3, category5].map((c) => formatScaleThreshold(c, 1)),
    ).toEqual(['39 mph', '74 mph', '111 mph', '157 mph']);
    expect(
      [tropicalStorm, category1, category3, category5].map((c) => formatScaleThreshold(c, 2)),
    ).toEqual(['63 km/h', '119 km/h', '178 km/h', '252 km/h']);
    expect(formatScaleThreshold(category5, 3)).toBe('137 knots');
    // Each published threshold is where its category starts in knots.
    expect(
      Object.values(SCALE_THRESHOLDS)
        .slice(1)
        .map((c) => saffirSimpsonCategory(c.kt)),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('flags data older than 12 hours', () => {
    const now = Date.parse('2024-10-09T03:00:00Z');
    expect(isStale('2024-10-08T15:00:00Z', now)).toBe(false);
    expect(isStale('2024-10-08T14:59:00Z', now)).toBe(true);
    expect(isStale(null, now)).toBe(true);
  });
});

describe('joinWords', () => {
  it('lists words as prose', () => {
    expect(joinWords([])).toBe('');
    expect(joinWords(['Milton'])).toBe('Milton');
    expect(joinWords(['Milton', 'Kristy'])).toBe('Milton and Kristy');
    expect(joinWords(['Milton', 'Kristy', 'Leslie'])).toBe('Milton, Kristy and Leslie');
  });
});

describe('hurricane map data', () => {
  it('bands points by intensity and fits the box around everything drawn', () => {
    expect([20, 40, 70, 140].map(intensityBand)).toEqual(['TD', 'TS', 'C1', 'C5']);
    const data = buildHurricaneMapData(
      [{ name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 }],
      [buildGis([140, 60])],
    );
    expect(data.storms.features[0]?.properties).toEqual({ name: 'Milton', band: 'C5' });
    expect(data.forecastPoints.features.map((f) => f.properties?.band)).toEqual(['C5', 'TS']);
    // No line in the product: the points are joined in order.
    expect(data.forecastLines.features).toHaveLength(1);
    expect(data.cones.features).toHaveLength(1);
    expect(data.watchesWarnings.features[0]?.properties).toEqual({ type: 'Hurricane Warning' });
    expect(mapDataBounds(data)).toEqual([-87, 22, -78, 30]);
    // Without outlook areas, no label is written on the map.
    expect(data.outlookLabels.features).toEqual([]);
  });

  it('draws outlook areas by 7-day level, labels each area once and names the storms beside them', () => {
    const milton = { name: 'Milton', latitude: 22.6, longitude: -86.6, windKt: 140 };
    const data = buildHurricaneMapData(
      [milton],
      [],
      [
        {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: {
                type: 'MultiPolygon',
                coordinates: [
                  [
                    [
                      [-50, 10],
                      [-46, 10],
                      [-46, 14],
                      [-50, 14],
                      [-50, 10],
                    ],
                  ],
                  [
                    [
                      [-40, 10],
                      [-39, 10],
                      [-39, 11],
                      [-40, 10],
                    ],
                  ],
                ],
              },
              properties: {
                areaId: 'al-3',
                chance48h: null,
                chance7d: { level: 'high', percent: 70 },
              },
            },
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [-30, 12] },
              properties: {
                areaId: 'AL95',
                chance48h: { level: 'medium', percent: 50 },
                chance7d: null,
              },
            },
          ],
        },
      ],
    );
    expect(data.outlookAreas.features.map((f) => f.properties)).toEqual([
      { areaId: 'al-3', label: 'Area 3', level: 'high' },
    ]);
    expect(data.outlookPoints.features.map((f) => f.properties?.level)).toEqual(['medium']);
    // The area's label sits in its largest part; a disturbance without a polygon at its position.
    expect(
      data.outlookLabels.features.map((f) => [
        f.properties?.label,
        (f.geometry as { coordinates: number[] }).coordinates,
      ]),
    ).toEqual([
      ['Area 3', [-48, 12]],
      ['AL95', [-30, 12]],
      ['Milton', [-86.6, 22.6]],
    ]);
  });
});

describe('formatInViewerZone', () => {
  it("reads a UTC time in the viewer's zone, the zone named, again and again alike", () => {
    const shown = formatInViewerZone('2024-10-08T15:00:00Z');
    // The test machine's zone decides the hour and the zone's name; the shape is fixed.
    expect(shown).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s[AP]M \S+/);
    expect(formatInViewerZone('2024-10-08T15:00:00Z')).toBe(shown);
    expect(formatInViewerZone('2024-10-08T15:00:00Z', 'de-DE')).not.toBe(shown);
  });

  it('answers a placeholder for an unreadable time', () => {
    expect(formatInViewerZone('not a time')).toBe('--');
  });
});
