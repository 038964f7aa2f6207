/** Small typed hurricane payloads for component tests. */
import type {
  ActiveStormsPayload,
  OutlookArea,
  OutlookPayload,
  StormAdvisory,
  StormGis,
  StormPayload,
} from '@/types/hurricane';

const nhc = { source: { kind: 'nhc', attribution: 'National Hurricane Center (NOAA)' } } as const;
const sample = {
  source: { kind: 'sample', attribution: 'National Hurricane Center (NOAA), bundled sample' },
  sample: true,
  note: 'Sample data — not a live storm',
} as const;

/** Hurricane Milton's figures on 8 Oct 2024, live unless `sample` is asked for. */
export function buildStorm(overrides: Partial<StormPayload> = {}, isSample = false): StormPayload {
  return {
    id: 'al142024',
    binNumber: 'AT4',
    name: 'Milton',
    basin: 'at',
    classification: 'HU',
    classificationText: 'Hurricane',
    windKt: 140,
    pressureMb: 917,
    latitude: 22.6,
    longitude: -86.6,
    movement: { directionDeg: 90, speedKt: 8 },
    lastUpdate: '2024-10-08T15:00:00.000Z',
    advisories: {
      number: '015',
      publicUrl: 'https://www.nhc.noaa.gov/text/MIATCPAT4.shtml',
      forecastUrl: null,
      discussionUrl: null,
      windSpeedProbabilitiesUrl: null,
      graphicsUrl: null,
    },
    hasWatchesWarnings: true,
    ...(isSample ? sample : nhc),
    ...overrides,
  };
}

/** Tropical Storm Kristy in the Eastern Pacific. */
export function buildTropicalStorm(overrides: Partial<StormPayload> = {}): StormPayload {
  return buildStorm({
    id: 'ep122024',
    binNumber: 'EP2',
    name: 'Kristy',
    basin: 'ep',
    classification: 'TS',
    classificationText: 'Tropical Storm',
    windKt: 50,
    pressureMb: 1000,
    latitude: 14.2,
    longitude: -101.5,
    movement: { directionDeg: 270, speedKt: 12 },
    hasWatchesWarnings: false,
    ...overrides,
  });
}

export function buildActive(
  storms: StormPayload[],
  outlookAreasOpen = 0,
  isSample = false,
): ActiveStormsPayload {
  return { storms, outlookAreasOpen, ...(isSample ? sample : nhc) };
}

export function buildArea(overrides: Partial<OutlookArea> = {}): OutlookArea {
  return {
    id: 'AL93',
    title: 'Central Tropical Atlantic',
    description: 'Showers and thunderstorms associated with a trough of low pressure.',
    chance48h: { level: 'low', percent: 10 },
    chance7d: { level: 'medium', percent: 40 },
    ...overrides,
  };
}

export function buildOutlook(
  overrides: Partial<OutlookPayload> = {},
  isSample = false,
): OutlookPayload {
  return {
    basin: 'at',
    issuedAt: '2024-10-08T12:00:00.000Z',
    areas: [buildArea()],
    activeStorms: 0,
    allClear: false,
    ...(isSample ? sample : nhc),
    ...overrides,
  };
}

/** Forecast points every 12 hours with these winds (knots), from 8 Oct 2024 12 UTC. */
export function buildGis(winds: number[] = [140, 130, 110, 65, 45]): StormGis {
  const start = Date.parse('2024-10-08T12:00:00Z');
  return {
    stormId: 'al142024',
    advisoryNumber: '15',
    cone: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-87, 22],
                [-80, 26],
                [-78, 30],
                [-86, 23],
                [-87, 22],
              ],
            ],
          },
        },
      ],
    },
    forecastTrack: {
      type: 'FeatureCollection',
      features: winds.map((windKt, i) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-86.6 + i * 1.8, 22.6 + i * 1.2] },
        properties: {
          time: new Date(start + i * 12 * 3600 * 1000).toISOString(),
          windKt,
          classification: windKt >= 64 ? 'HU' : windKt >= 34 ? 'TS' : 'TD',
          category: null,
        },
      })),
    },
    pastTrack: null,
    watchesWarnings: {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { type: 'Hurricane Warning' },
          geometry: {
            type: 'LineString',
            coordinates: [
              [-82.8, 27.5],
              [-82.6, 26.5],
            ],
          },
        },
      ],
    },
    windRadii: null,
    ...nhc,
  };
}

export function buildAdvisory(overrides: Partial<StormAdvisory> = {}): StormAdvisory {
  return {
    stormId: 'al142024',
    number: '15',
    issuedAt: '2024-10-08T15:00:00.000Z',
    headline: 'MILTON REMAINS A CATEGORY 5 HURRICANE',
    text: 'At 1000 AM CDT, the center of Hurricane Milton was located near latitude 22.6 North.',
    keyMessages: ['Life-threatening storm surge is likely along the west coast of Florida.'],
    ...nhc,
    ...overrides,
  };
}
