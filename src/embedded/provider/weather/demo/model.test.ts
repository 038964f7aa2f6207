import { getTimes } from 'suncalc';

import { modelHour, modelPlace } from './model';
import { mulberry32 } from './random';

const H = 3_600_000;
const hourOf = (iso: string) => Math.floor(Date.parse(iso) / H);

/** Random places (latitude −89..89) and hours in 2025–2027, from a fixed seed. */
function randomCases(n: number, seed = 7) {
  const rnd = mulberry32(seed);
  return Array.from({ length: n }, () => ({
    place: modelPlace({
      latitude: rnd() * 178 - 89,
      longitude: rnd() * 360 - 180,
      elevationMeters: rnd() < 0.3 ? rnd() * 3000 : 0,
    }),
    hour: hourOf('2025-01-01T00:00:00Z') + Math.floor(rnd() * 3 * 365 * 24),
  }));
}

describe('demo model', () => {
  const nyc = modelPlace({ latitude: 40.7128, longitude: -74.006 });
  const noon = hourOf('2026-06-21T16:00:00Z');

  it('is deterministic: same place (2 decimals) and hour give deep-equal values', () => {
    expect(modelHour(nyc, noon)).toEqual(
      modelHour(modelPlace({ latitude: 40.7131, longitude: -74.0061 }), noon),
    );
  });

  it("tells day from night by the sunrise and sunset the pages show (suncalc's)", () => {
    const places = [
      [40.71, -74.01], // New York: the equation of time moves December's sunrise by 10 minutes
      [64.15, -21.94], // Reykjavík
      [61.22, -149.9], // Anchorage
      [51.51, -0.13], // London
      [-33.87, 151.21], // Sydney
    ] as const;
    for (const [latitude, longitude] of places) {
      const place = modelPlace({ latitude, longitude });
      const times = getTimes(new Date('2026-12-02T12:00:00Z'), latitude, longitude);
      const [rise, set] = [times.sunrise!.getTime(), times.sunset!.getTime()];
      for (let hour = Math.floor(rise / H) - 2; hour <= Math.ceil(set / H) + 2; hour++) {
        const daytime = hour * H > rise && hour * H < set;
        expect([latitude, hour, modelHour(place, hour).isDay]).toEqual([latitude, hour, daytime]);
      }
    }
  });

  it('gives different values for another hour and for another place', () => {
    expect(modelHour(nyc, noon + 1)).not.toEqual(modelHour(nyc, noon));
    expect(modelHour(nyc, noon + 1).temperatureC).not.toBe(modelHour(nyc, noon).temperatureC);
    const other = modelHour(modelPlace({ latitude: 40.73, longitude: -74.006 }), noon);
    expect(other.temperatureC).not.toBe(modelHour(nyc, noon).temperatureC);
  });

  it('gives neighbours (a town and a station 20 km away) nearly the same weather', () => {
    let temperature = 0;
    let pressure = 0;
    let [rainEither, rainBoth] = [0, 0];
    let far = 0;
    const cases = randomCases(1000, 5);
    for (const { place, hour } of cases) {
      const here = modelHour(place, hour);
      const near = modelHour(
        modelPlace({
          ...place,
          latitude: place.latitude + 0.12,
          longitude: place.longitude + 0.14,
        }),
        hour,
      );
      const distant = modelHour(
        modelPlace({ ...place, latitude: place.latitude - 9, longitude: place.longitude + 12 }),
        hour,
      );
      temperature += Math.abs(here.temperatureC - near.temperatureC) / cases.length;
      pressure += Math.abs(here.pressureHpa - near.pressureHpa) / cases.length;
      far += Math.abs(here.pressureHpa - distant.pressureHpa) / cases.length;
      const [a, b] = [here.precipitationMm >= 0.1, near.precipitationMm >= 0.1];
      if (a || b) rainEither++;
      if (a && b) rainBoth++;
    }
    expect(temperature).toBeLessThan(0.5);
    expect(pressure).toBeLessThan(1);
    expect(rainBoth / rainEither).toBeGreaterThan(0.6);
    // Weather systems have a size: 1,500 km away the pressure is another system's.
    expect(far).toBeGreaterThan(5);
  });

  it('keeps every value in a sensible range over many places and hours', () => {
    const bad: string[] = [];
    const check = (ok: boolean, what: string, value: unknown) => {
      if (!ok) bad.push(`${what}: ${JSON.stringify(value)}`);
    };
    for (const { place, hour } of randomCases(1500)) {
      const s = modelHour(place, hour);
      check(s.temperatureC > -80 && s.temperatureC < 60, 'temperature', s);
      check(s.dewPointC <= s.temperatureC, 'dew point above temperature', s);
      check(s.humidityPercent >= 0 && s.humidityPercent <= 100, 'humidity', s);
      check(s.pressureHpa >= 960 && s.pressureHpa <= 1050, 'pressure', s);
      check(s.windSpeedMs >= 0 && (s.windGustMs ?? 0) >= s.windSpeedMs, 'wind/gust', s);
      check(s.windDirectionDeg >= 0 && s.windDirectionDeg < 360, 'direction', s);
      check(s.cloudCoverPercent >= 0 && s.cloudCoverPercent <= 100, 'cloud', s);
      const pop = s.precipitationProbabilityPercent ?? -1;
      check(pop >= 0 && pop <= 100, 'precipitation probability', s);
      check(s.precipitationMm >= 0 && s.precipitationMm < 40, 'precipitation', s);
      check(
        (s.uvIndex ?? -1) >= 0 && (s.uvIndex ?? 99) < 16 && (s.isDay || s.uvIndex === 0),
        'uv',
        s,
      );
      check((s.visibilityKm ?? 0) > 0 && (s.visibilityKm ?? 99) <= 30, 'visibility', s);
      check(Number.isFinite(s.feelsLikeC), 'feels-like', s);
    }
    expect(bad).toEqual([]);
  });

  it('makes hourly temperatures continuous (adjacent hours differ by less than 6 °C)', () => {
    let worst = 0;
    for (const { place, hour } of randomCases(60, 11)) {
      let prev = modelHour(place, hour).temperatureC;
      for (let h = hour + 1; h < hour + 168; h++) {
        const t = modelHour(place, h).temperatureC;
        worst = Math.max(worst, Math.abs(t - prev));
        prev = t;
      }
    }
    expect(worst).toBeLessThan(6);
  });

  it('is colder poleward, in the hemisphere’s winter and higher up', () => {
    const mean = (lat: number, iso: string, elevationMeters = 0) => {
      const place = modelPlace({ latitude: lat, longitude: 10, elevationMeters });
      const start = hourOf(iso);
      let sum = 0;
      for (let h = 0; h < 24 * 30; h++) sum += modelHour(place, start + h).temperatureC;
      return sum / (24 * 30);
    };
    expect(mean(5, '2026-07-01T00:00:00Z')).toBeGreaterThan(mean(45, '2026-07-01T00:00:00Z'));
    expect(mean(45, '2026-07-01T00:00:00Z')).toBeGreaterThan(mean(70, '2026-07-01T00:00:00Z'));
    expect(mean(45, '2026-07-01T00:00:00Z')).toBeGreaterThan(mean(45, '2026-01-01T00:00:00Z') + 10);
    expect(mean(-45, '2026-01-01T00:00:00Z')).toBeGreaterThan(
      mean(-45, '2026-07-01T00:00:00Z') + 10,
    );
    expect(mean(45, '2026-07-01T00:00:00Z') - mean(45, '2026-07-01T00:00:00Z', 2000)).toBeCloseTo(
      13,
      5,
    );
  });

  it('puts the daily minimum near sunrise and the maximum in the afternoon (clear days)', () => {
    const place = modelPlace({ latitude: 35, longitude: 0 });
    const day = hourOf('2026-05-10T00:00:00Z');
    const temps = Array.from({ length: 24 }, (_, h) => modelHour(place, day + h).temperatureC);
    const hottest = temps.indexOf(Math.max(...temps));
    const coldest = temps.indexOf(Math.min(...temps));
    expect(hottest).toBeGreaterThanOrEqual(12);
    expect(hottest).toBeLessThanOrEqual(17);
    expect(coldest).toBeGreaterThanOrEqual(3);
    expect(coldest).toBeLessThanOrEqual(7);
  });
});
