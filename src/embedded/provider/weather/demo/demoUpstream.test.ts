import { getTimes } from 'suncalc';

import { DEMO_NOTE } from '../source';
import { DemoWeatherUpstream } from './demoUpstream';

const at = (iso: string) => new DemoWeatherUpstream({ now: () => new Date(iso) });
const NYC = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' };
const minutes = (a: string, b: Date) => Math.abs(Date.parse(a) - b.getTime()) / 60_000;

describe('demo upstream', () => {
  it('answers the same values within the same hour and different ones in another hour', async () => {
    const a = await at('2026-06-21T16:05:00Z').current(NYC);
    const b = await at('2026-06-21T16:55:00Z').current(NYC);
    const c = await at('2026-06-21T17:05:00Z').current(NYC);
    expect(a).toEqual(b);
    expect(c.current).not.toEqual(a.current);
    const elsewhere = await at('2026-06-21T16:05:00Z').current({ ...NYC, latitude: 41.2 });
    expect(elsewhere.current).not.toEqual(a.current);
  });

  it('marks every payload as demo data with its note', async () => {
    const up = at('2026-06-21T16:00:00Z');
    const payloads = await Promise.all([
      up.current(NYC),
      up.hourly(NYC),
      up.daily(NYC),
      up.alerts(NYC),
      up.airQuality(NYC),
    ]);
    for (const p of payloads) {
      expect(p.demo).toBe(true);
      expect(p.note).toBe(DEMO_NOTE);
      expect(p.source.kind).toBe('demo');
      expect(p.source.attribution).toMatch(/demo/i);
    }
    expect(payloads[3].source.alertsDerived).toBe(true);
  });

  it('answers 48 hours by default, continuous and in local time', async () => {
    const { hours, place } = await at('2026-06-21T16:20:00Z').hourly(NYC);
    expect(hours).toHaveLength(48);
    expect(hours[0]?.time).toBe('2026-06-21T12:00:00-04:00');
    expect(place).toMatchObject({
      latitude: 40.71,
      longitude: -74.01,
      timeZone: 'America/New_York',
      utcOffsetSeconds: -14400,
    });
    for (let i = 1; i < hours.length; i++)
      expect(
        Math.abs((hours[i]?.temperatureC ?? 0) - (hours[i - 1]?.temperatureC ?? 0)),
      ).toBeLessThan(6);
    expect((await at('2026-06-21T16:20:00Z').hourly(NYC, 168)).hours).toHaveLength(168);
  });

  it('gives daily highs and lows that are the extremes of the hourly values of each local day', async () => {
    for (const point of [
      NYC,
      { latitude: -33.87, longitude: 151.21 },
      { latitude: 64.2, longitude: -21.9, elevationMeters: 400 },
    ]) {
      const probe = await at('2026-06-21T12:00:00Z').daily(point, 1);
      const midnight = Date.parse(probe.days[0]?.startTime ?? '');
      const up = new DemoWeatherUpstream({ now: () => new Date(midnight) });
      const { days } = await up.daily(point, 3);
      const { hours } = await up.hourly(point, 72);
      expect(days).toHaveLength(3);
      for (const day of days) {
        const temps = hours.filter((h) => h.time.startsWith(day.date)).map((h) => h.temperatureC);
        expect(day.temperatureHighC).toBeGreaterThanOrEqual(day.temperatureLowC);
        expect(day.temperatureHighC).toBe(Math.max(...temps));
        expect(day.temperatureLowC).toBe(Math.min(...temps));
      }
    }
    expect((await at('2026-06-21T12:00:00Z').daily(NYC)).days).toHaveLength(10);
  });

  it('computes New York sun times for 2026-06-21 with suncalc (sunrise about 05:25 EDT)', async () => {
    const { days } = await at('2026-06-21T12:00:00Z').daily(NYC, 1);
    const day = days[0];
    expect(day?.date).toBe('2026-06-21');
    const ref = getTimes(new Date('2026-06-21T16:00:00Z'), 40.71, -74.01);
    expect(minutes(day?.sunrise ?? '', ref.sunrise as Date)).toBeLessThan(2);
    expect(minutes(day?.sunset ?? '', ref.sunset as Date)).toBeLessThan(2);
    expect(day?.sunrise).toMatch(/^2026-06-21T05:2\d:\d\d-04:00$/);
    expect(day?.sunset).toMatch(/^2026-06-21T20:3\d:\d\d-04:00$/);
    expect(day?.moonPhase.name).toMatch(/Quarter|Crescent|Gibbous|Moon/);
    expect(day?.moonPhase.illuminationPercent).toBeGreaterThanOrEqual(0);
    expect(day?.moonPhase.illuminationPercent).toBeLessThanOrEqual(100);
    for (const t of [day?.moonrise, day?.moonset])
      if (t) expect(t.startsWith('2026-06-21T')).toBe(true);
  });

  it('handles polar day and night with null sun times', async () => {
    const tromso = { latitude: 69.65, longitude: 18.96, timeZone: 'Europe/Oslo' };
    const summer = (await at('2026-06-21T12:00:00Z').daily(tromso, 2)).days[0];
    expect(summer).toMatchObject({
      sunrise: null,
      sunset: null,
      sunAlwaysUp: true,
      sunAlwaysDown: false,
    });
    const winter = (await at('2026-12-21T12:00:00Z').daily(tromso, 2)).days[0];
    expect(winter).toMatchObject({
      sunrise: null,
      sunset: null,
      sunAlwaysUp: false,
      sunAlwaysDown: true,
    });
    for (const latitude of [90, -90, 89.99]) {
      const up = at('2026-03-20T12:00:00Z');
      const point = { latitude, longitude: 0 };
      await expect(up.daily(point, 16)).resolves.toMatchObject({ demo: true });
      await expect(up.hourly(point, 168)).resolves.toMatchObject({ demo: true });
      await expect(up.alerts(point)).resolves.toMatchObject({ demo: true });
    }
  });

  it('derives alerts deterministically, and most places have none', async () => {
    let withAlerts = 0;
    for (let i = 0; i < 40; i++) {
      const point = { latitude: -60 + i * 3.1, longitude: -170 + i * 8.7 };
      const iso = `2026-${String((i % 12) + 1).padStart(2, '0')}-11T0${i % 10}:00:00Z`;
      const first = await at(iso).alerts(point);
      expect(await at(iso).alerts(point)).toEqual(first);
      if (first.alerts.length) withAlerts++;
      for (const alert of first.alerts) {
        expect(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']).toContain(alert.severity);
        expect(Date.parse(alert.expires)).toBeGreaterThan(Date.parse(alert.onset));
      }
    }
    expect(withAlerts).toBeLessThan(20);
  });

  it('answers air quality on the US EPA scale', async () => {
    const aq = await at('2026-06-21T16:00:00Z').airQuality(NYC);
    expect(aq.aqiScale).toBe('US EPA');
    expect(aq.aqi).toBeGreaterThanOrEqual(0);
    expect(aq.aqi).toBeLessThanOrEqual(500);
    expect(aq.category).toEqual(expect.any(String));
    expect(aq.pollutants.map((p) => p.code)).toEqual(['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co']);
    expect(aq.pollutants.find((p) => p.code === aq.dominantPollutant)?.aqi).toBe(aq.aqi);
  });
});
