import type { Polygon } from 'geojson';

import type { WeatherAlert } from '@/types/weather';

import {
  ALERT_SEVERITY_COLORS,
  APPROXIMATE_ALERT_RADIUS_KM,
  buildAlertAreas,
  buildStormPoints,
  circlePolygon,
  mergeCollections,
} from './weatherMapLayers';

const alert = (over: Partial<WeatherAlert>): WeatherAlert => ({
  id: 'a1',
  event: 'Winter Storm Warning',
  severity: 'Severe',
  urgency: 'Expected',
  certainty: 'Likely',
  headline: 'Winter Storm Warning',
  description: '',
  instruction: null,
  onset: '2026-11-23T06:00:00-07:00',
  expires: '2026-11-24T06:00:00-07:00',
  areaDesc: 'Denver',
  ...over,
});

const place = { latitude: 39.74, longitude: -104.98, slug: 'denver-co-us' };

describe('circlePolygon', () => {
  it('is a closed ring about the radius away from the centre', () => {
    const ring = circlePolygon([-104.98, 39.74], 40).coordinates[0] ?? [];
    expect(ring).toHaveLength(49);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    // North point: 40 km is about 0.36° of latitude.
    expect(ring[0]?.[1]).toBeCloseTo(39.74 + 0.3597, 3);
    // East point: wider in longitude at this latitude.
    expect(ring[12]?.[0]).toBeCloseTo(-104.98 + 0.3597 / Math.cos((39.74 * Math.PI) / 180), 3);
  });
});

describe('buildAlertAreas', () => {
  const polygon: Polygon = {
    type: 'Polygon',
    coordinates: [
      [
        [-105, 39],
        [-104, 39],
        [-104, 40],
        [-105, 39],
      ],
    ],
  };

  it("draws an alert's own polygon, coloured by severity, linking to the place's alerts", () => {
    const [area] = buildAlertAreas([alert({ geometry: polygon })], place).features;
    expect(area?.geometry).toBe(polygon);
    expect(area?.properties).toEqual({
      id: 'a1',
      event: 'Winter Storm Warning',
      severity: 'Severe',
      color: ALERT_SEVERITY_COLORS.Severe,
      approximate: false,
      href: '/alerts/denver-co-us',
    });
  });

  it('draws an approximate circle around the place for an alert without an area', () => {
    const [area] = buildAlertAreas([alert({ geometry: null, severity: 'Minor' })], place).features;
    expect(area?.properties.approximate).toBe(true);
    expect(area?.properties.color).toBe(ALERT_SEVERITY_COLORS.Minor);
    expect(area?.geometry).toEqual(
      circlePolygon([place.longitude, place.latitude], APPROXIMATE_ALERT_RADIUS_KM),
    );
  });
});

describe('storms', () => {
  it('places each storm at [longitude, latitude] with its name', () => {
    expect(
      buildStormPoints([
        {
          id: 'al142026',
          name: 'Milton',
          classificationText: 'Hurricane',
          latitude: 25,
          longitude: -85,
        },
      ]).features,
    ).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-85, 25] },
        properties: { id: 'al142026', name: 'Milton', label: 'Hurricane Milton' },
      },
    ]);
  });

  it('merges collections, skipping missing ones', () => {
    const one = buildStormPoints([
      { id: 'a', name: 'A', classificationText: 'Storm', latitude: 1, longitude: 2 },
    ]);
    expect(mergeCollections([one, null, undefined, one]).features).toHaveLength(2);
  });
});
