import { setServerCacheForTests, type ServerCache } from '@/server/cache';
import { readWeather } from '@/server/weather/weather.service';

import { setUpServerPageTests } from '@tests/support/serverPageTests';
import { paris } from '@tests/fixtures/localities';

/**
 * A forecast kept by the server cache comes back starting at the current hour and the place's
 * today, however long it was kept.
 */

/** A cache that keeps the first answer of each key for ever (a kept forecast, at its oldest). */
function keepingCache(): ServerCache {
  const kept = new Map<string, unknown>();
  return {
    async read({ key, load }) {
      if (!kept.has(key)) kept.set(key, await load());
      return kept.get(key) as never;
    },
    delete: async (key) => void kept.delete(key),
    close: async () => undefined,
  };
}

const HOUR_MS = 3_600_000;

setUpServerPageTests({ WEATHER_UPSTREAM: 'demo' });

describe('a kept forecast read later', () => {
  beforeEach(() => setServerCacheForTests(keepingCache()));

  it('starts at the hour now running, not one gone by', async () => {
    const first = await readWeather('hourly', paris);
    const start = Date.parse(first.hours[0]!.time);
    jest.spyOn(Date, 'now').mockReturnValue(start + 2 * HOUR_MS + 60_000);
    const later = await readWeather('hourly', paris);
    expect(later.hours[0]).toEqual(first.hours[2]);
    expect(later.hours).toHaveLength(first.hours.length - 2);
  });

  it("starts at the place's today once its midnight has passed", async () => {
    const first = await readWeather('daily', paris);
    const tomorrow = Date.parse(first.days[1]!.startTime);
    jest.spyOn(Date, 'now').mockReturnValue(tomorrow + 5 * 60_000);
    const later = await readWeather('daily', paris);
    expect(later.days[0]!.date).toBe(first.days[1]!.date);
  });
});
