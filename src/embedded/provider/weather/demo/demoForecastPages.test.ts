import { DEMO_NOTE } from '../source';
import { DemoWeatherUpstream } from './demoUpstream';
import { modelPollen, seasonFactor } from './demoPollen';
import { modelPlace } from './model';
import { depthAt, simulateSnow, snowAnchorHour } from './demoSnow';

const at = (iso: string) => new DemoWeatherUpstream({ now: () => new Date(iso) });
const NYC = { latitude: 40.7128, longitude: -74.006, timeZone: 'America/New_York' };
const SYDNEY = { latitude: -33.87, longitude: 151.21, timeZone: 'Australia/Sydney' };
const grains = (
  forecast: { days: { readings: { type: string; grainsPerM3: number | null }[] }[] },
  type: string,
) =>
  forecast.days
    .flatMap((d) => d.readings.filter((r) => r.type === type))
    .map((r) => r.grainsPerM3 ?? 0);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('demo upstream: forecast-page reads', () => {
  it('marks every new payload as demo data and answers the same within the hour', async () => {
    const a = at('2026-06-21T16:05:00Z');
    const b = at('2026-06-21T16:50:00Z');
    for (const read of [
      (u: DemoWeatherUpstream) => u.airQualityHourly(NYC),
      (u: DemoWeatherUpstream) => u.pollen(NYC),
      (u: DemoWeatherUpstream) => u.uv(NYC),
      (u: DemoWeatherUpstream) => u.almanac(NYC),
      (u: DemoWeatherUpstream) => u.snow(NYC),
      (u: DemoWeatherUpstream) => u.airports(NYC),
    ]) {
      const first = await read(a);
      expect(first).toMatchObject({ demo: true, note: DEMO_NOTE, source: { kind: 'demo' } });
      expect(await read(b)).toEqual(first);
    }
  });

  it('answers hourly air quality that agrees with the current reading', async () => {
    const up = at('2026-06-21T16:20:00Z');
    const forecast = await up.airQualityHourly(NYC);
    expect(forecast.hours).toHaveLength(24);
    expect(forecast.aqiScale).toBe('US EPA');
    expect(forecast.hours[0]?.time).toBe('2026-06-21T12:00:00-04:00');
    const now = await up.airQuality(NYC);
    expect(forecast.hours[0]).toEqual({
      time: now.time,
      aqi: now.aqi,
      category: now.category,
      dominantPollutant: now.dominantPollutant,
    });
    expect((await up.airQualityHourly(NYC, 500)).hours).toHaveLength(120);
  });

  it('answers UV by hour with WHO risk, and each touched day’s maximum', async () => {
    const up = at('2026-06-21T16:20:00Z');
    const uv = await up.uv(NYC, 30);
    expect(uv.hours).toHaveLength(30);
    expect(uv.days.map((d) => d.date)).toEqual(['2026-06-21', '2026-06-22']);
    const hourly = (await up.hourly(NYC, 30)).hours;
    expect(uv.hours.map((h) => h.uvIndex)).toEqual(hourly.map((h) => h.uvIndex));
    for (const h of uv.hours) if ((h.uvIndex ?? 0) === 0) expect(h.risk).toBe('Low');
    const noon = Math.max(
      ...uv.hours.filter((h) => h.time.startsWith('2026-06-21')).map((h) => h.uvIndex ?? 0),
    );
    expect(uv.days[0]?.uvIndexMax).toBeGreaterThanOrEqual(noon);
    const daily = (await up.daily(NYC, 2)).days;
    expect(uv.days.map((d) => d.uvIndexMax)).toEqual(daily.map((d) => d.uvIndexMax));
    expect((await up.uv(NYC, 168)).days).toHaveLength(8);
  });

  it('answers the almanac for local days', async () => {
    const almanac = await at('2026-06-21T12:00:00Z').almanac(NYC, 3);
    expect(almanac.days.map((d) => d.date)).toEqual(['2026-06-21', '2026-06-22', '2026-06-23']);
    expect(almanac.days[0]?.sunrise).toMatch(/^2026-06-21T05:2\d:\d\d-04:00$/);
    expect(almanac.days[0]?.dayLengthMinutes).toBeGreaterThan(900);
    expect((await at('2026-06-21T12:00:00Z').almanac(NYC)).days).toHaveLength(10);
  });

  it('puts pollen in season by hemisphere: trees in spring, grass early summer, weeds late summer', () => {
    expect(seasonFactor('tree', 45, 105)).toBeCloseTo(1);
    expect(seasonFactor('tree', 45, 15)).toBeLessThan(0.01);
    expect(seasonFactor('grass', 45, 165)).toBeCloseTo(1);
    expect(seasonFactor('weed', 45, 235)).toBeCloseTo(1);
    expect(seasonFactor('weed', 45, 120)).toBeLessThan(0.01);
    // Southern hemisphere: half a year later.
    expect(seasonFactor('tree', -45, 105 + 183)).toBeGreaterThan(0.99);
    expect(seasonFactor('tree', -45, 105)).toBeLessThan(0.01);
    // Later poleward.
    expect(seasonFactor('tree', 60, 105)).toBeLessThan(seasonFactor('tree', 60, 127));
    expect(seasonFactor('grass', 80, 165)).toBe(0);
  });

  it('has no pollen in winter or over snow, and rain washes it out', () => {
    const place = modelPlace(NYC);
    const mild = { meanTemperatureC: 18, precipitationMm: 0, snowDepthCm: 0 };
    const april = Math.floor(Date.parse('2026-04-15T00:00:00Z') / 86_400_000);
    const dry = modelPollen(place, 'tree', april, mild);
    expect(dry).toBeGreaterThan(0);
    expect(modelPollen(place, 'tree', april, { ...mild, snowDepthCm: 5 })).toBe(0);
    expect(modelPollen(place, 'tree', april, { ...mild, meanTemperatureC: 2 })).toBe(0);
    expect(modelPollen(place, 'tree', april, { ...mild, precipitationMm: 12 })).toBeLessThan(
      dry / 4,
    );
    const january = Math.floor(Date.parse('2026-01-15T00:00:00Z') / 86_400_000);
    expect(modelPollen(place, 'tree', january, mild)).toBe(0);
  });

  it('answers pollen by group and day with levels', async () => {
    const spring = await at('2026-04-20T15:00:00Z').pollen(NYC);
    expect(spring.days).toHaveLength(4);
    expect(spring.days[0]?.date).toBe('2026-04-20');
    for (const day of spring.days) {
      expect(day.readings.map((r) => r.type)).toEqual(['tree', 'grass', 'weed']);
      expect(day.readings[0]).toMatchObject({
        name: 'Tree pollen',
        species: ['Oak', 'Maple', 'Birch'],
      });
      expect(day.readings[2]).toMatchObject({
        name: 'Weed pollen',
        species: ['Ragweed', 'Pigweed', 'Plantain'],
      });
      for (const r of day.readings)
        expect(['None', 'Low', 'Moderate', 'High', 'Very High']).toContain(r.level);
    }
    expect((await at('2026-04-20T15:00:00Z').pollen(NYC, 9)).days).toHaveLength(7);
    // Over a season, trees dominate spring and weeds late summer; the south is mirrored.
    const north = { spring: 0, august: 0 };
    const south = { spring: 0, august: 0 };
    for (const day of [1, 8, 15, 22]) {
      const apr = `2026-04-${String(day).padStart(2, '0')}T15:00:00Z`;
      const aug = `2026-08-${String(day + 5).padStart(2, '0')}T15:00:00Z`;
      north.spring += sum(grains(await at(apr).pollen(NYC, 7), 'tree'));
      north.august += sum(grains(await at(aug).pollen(NYC, 7), 'weed'));
      south.spring += sum(grains(await at(apr).pollen(SYDNEY, 7), 'tree'));
      south.august += sum(grains(await at(aug).pollen(SYDNEY, 7), 'weed'));
    }
    expect(north.spring).toBeGreaterThan(0);
    expect(north.august).toBeGreaterThan(0);
    expect(south.spring).toBe(0);
    expect(south.august).toBe(0);
    // The south's trees flower in its spring.
    let southSpring = 0;
    for (const day of [10, 17, 24])
      southSpring += sum(grains(await at(`2026-09-${day}T03:00:00Z`).pollen(SYDNEY, 7), 'tree'));
    expect(southSpring).toBeGreaterThan(0);
    const winter = await at('2026-01-15T15:00:00Z').pollen(NYC, 7);
    expect(
      sum(grains(winter, 'tree')) + sum(grains(winter, 'grass')) + sum(grains(winter, 'weed')),
    ).toBe(0);
  });

  it('builds snow depth from modelled snowfall and melts it above 0 °C', async () => {
    const place = modelPlace({ latitude: 64.2, longitude: -21.9, elevationMeters: 600 });
    const start = snowAnchorHour(Math.floor(Date.parse('2026-02-10T00:00:00Z') / 3_600_000));
    const run = simulateSnow(place, start, start + 1440);
    expect(Math.max(...run.depthsCm)).toBeGreaterThan(0);
    for (let i = 1; i < run.samples.length; i++) {
      const s = run.samples[i];
      const before = run.depthsCm[i - 1] ?? 0;
      const after = run.depthsCm[i] ?? 0;
      if (s && (s.snowfallCm ?? 0) > 0) expect(after).toBeGreaterThan(before * 0.99);
      if (s && (s.snowfallCm ?? 0) === 0 && s.temperatureC > 0)
        expect(after).toBeLessThanOrEqual(before);
    }
    expect(depthAt(run, start - 5)).toBe(0);

    const iceland = {
      latitude: 64.2,
      longitude: -21.9,
      elevationMeters: 600,
      timeZone: 'Atlantic/Reykjavik',
    };
    const snow = await at('2026-02-10T12:00:00Z').snow(iceland, 5);
    expect(snow.days).toHaveLength(5);
    expect(snow.snowDepthCm).toEqual(expect.any(Number));
    const daily = (await at('2026-02-10T12:00:00Z').daily(iceland, 5)).days;
    const later = snow.days.slice(1);
    expect(later.map((d) => d.snowfallCm)).toEqual(daily.slice(1).map((d) => d.snowfallCm));
    expect(later.map((d) => d.temperatureHighC)).toEqual(
      daily.slice(1).map((d) => d.temperatureHighC),
    );
    // Today's snowfall is what is still to come: the hourly forecast's hours after the current one
    // (which holds the hour just past) that are today's. At 18:00 on Feb. 4, 25.6 cm falls that day,
    // most of it already.
    const evening = at('2026-02-04T18:00:00Z');
    const [today] = (await evening.snow(iceland, 2)).days;
    const hours = (await evening.hourly(iceland, 24)).hours;
    const toCome = hours
      .slice(1)
      .filter((h) => h.time.slice(0, 10) === today?.date)
      .reduce((total, h) => total + (h.snowfallCm ?? 0), 0);
    expect(today?.snowfallCm).toBeCloseTo(toCome, 0);
    expect((await evening.daily(iceland, 1)).days[0]?.snowfallCm).toBeGreaterThan(toCome + 10);
    // Its high and low are the whole day's all the same, as the daily forecast gives them.
    const [wholeDay] = (await evening.daily(iceland, 1)).days;
    expect([today?.temperatureHighC, today?.temperatureLowC]).toEqual([
      wholeDay?.temperatureHighC,
      wholeDay?.temperatureLowC,
    ]);
    const summer = await at('2026-07-10T12:00:00Z').snow({ ...NYC }, 3);
    expect(summer.snowDepthCm).toBe(0);
    expect(summer.days.every((d) => d.snowDepthCm === 0 && d.snowfallCm === 0)).toBe(true);
    expect((await at('2026-02-10T12:00:00Z').snow(iceland)).days).toHaveLength(10);
  });

  it.each([
    [
      'Sydney',
      SYDNEY,
      ['Cypress', 'Plane', 'Wattle'],
      ['Ryegrass', 'Couch grass'],
      ['Plantain', 'Pellitory'],
    ],
    [
      'Singapore',
      { latitude: 1.3521, longitude: 103.8198, timeZone: 'Asia/Singapore' },
      ['Oil palm', 'Acacia', 'Casuarina'],
      ['Bermuda grass', 'Para grass'],
      ['Amaranth', 'Goosefoot'],
    ],
    [
      'Nairobi (1,795 m)',
      { latitude: -1.2921, longitude: 36.8219, elevationMeters: 1795, timeZone: 'Africa/Nairobi' },
      ['Cypress', 'Eucalyptus'],
      ['Kikuyu grass', 'Ryegrass'],
      ['Plantain', 'Dock'],
    ],
    [
      'Berlin',
      { latitude: 52.52, longitude: 13.405, timeZone: 'Europe/Berlin' },
      ['Alder', 'Birch', 'Ash'],
      ['Ryegrass', 'Timothy'],
      ['Mugwort', 'Ragweed', 'Plantain'],
    ],
  ])('names the pollen species of the place’s region: %s', async (_, point, tree, grass, weed) => {
    const up = at('2026-10-01T03:00:00Z');
    const res = await up.pollen(point, 3);
    expect(res).toMatchObject({ demo: true, source: { kind: 'demo' } });
    for (const day of res.days) {
      expect(day.readings.map((r) => [r.type, r.species])).toEqual([
        ['tree', tree],
        ['grass', grass],
        ['weed', weed],
      ]);
    }
    expect(await up.pollen(point, 3)).toEqual(res);
  });

  it('answers the nearest major airports with their modelled weather and delay risk', async () => {
    const up = at('2026-06-21T16:20:00Z');
    const res = await up.airports(NYC);
    expect(res.airports.map((a) => a.iata)).toEqual(['LGA', 'EWR', 'JFK']);
    const jfk = res.airports[2];
    expect(jfk).toMatchObject({
      icao: 'KJFK',
      city: 'New York',
      delayRisk: expect.stringMatching(/Low|Moderate|High/),
    });
    expect(jfk?.distanceMiles).toBeGreaterThan(10);
    expect(jfk?.current.time).toBe('2026-06-21T12:00:00-04:00');
    const at_jfk = await up.current({
      latitude: jfk?.latitude ?? 0,
      longitude: jfk?.longitude ?? 0,
      elevationMeters: 4,
      timeZone: 'America/New_York',
    });
    expect(jfk?.current.condition).toEqual(at_jfk.current.condition);
    expect((await up.airports(NYC, 10)).airports).toHaveLength(10);
    expect((await up.airports(NYC, 1)).airports).toHaveLength(1);
  });
});
