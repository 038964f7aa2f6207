import { buildLocality } from '@tests/fixtures/localities';

import { radarSummaryFor } from './radarSummary';

describe('radarSummaryFor', () => {
  // The tile service keeps a day of frames: the clock is set to the hour of the known values.
  const at = (iso: string) => jest.spyOn(Date, 'now').mockReturnValue(Date.parse(iso));
  afterEach(() => jest.restoreAllMocks());

  it("answers the tile service's summary of the place for its latest radar frame", async () => {
    at('2026-07-01T12:04:00Z');
    const dryville = buildLocality({ CityName: 'Dryville', Latitude: 35, Longitude: -104.5 });
    const summary = await radarSummaryFor(dryville);
    expect(summary).toEqual({
      text: 'Light rain 28 km south of Dryville, moving northwest',
      frameTime: '2026-07-01T12:00:00.000Z',
      intensity: 'light',
      distanceKm: 28,
      bearing: 180,
      movingToward: 329,
      demo: true,
      note: expect.stringMatching(/^Demo data/),
    });
  });

  it('describes precipitation at the place itself', async () => {
    at('2026-07-01T12:00:00Z');
    const place = buildLocality({ CityName: 'Wetton', Latitude: 37, Longitude: -101 });
    const summary = await radarSummaryFor(place);
    expect(summary.distanceKm).toBe(0);
    expect(summary.text).toMatch(/^(Moderate|Heavy) rain at Wetton/);
  });
});
