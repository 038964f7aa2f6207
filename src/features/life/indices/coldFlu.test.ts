import {
  absoluteHumidity,
  coldFluLevel,
  coldFluOutlook,
  coldPoints,
  dryAirPoints,
  swingPoints,
} from './coldFlu';
import { dayOf, hourAt } from './fixtures';

describe('absoluteHumidity', () => {
  it('matches the standard table: saturated air at 20 °C holds about 17.3 g/m³, at 0 °C about 4.8', () => {
    expect(absoluteHumidity(20, 20)).toBeCloseTo(17.3, 1);
    expect(absoluteHumidity(0, 0)).toBeCloseTo(4.85, 1);
  });

  it('falls with the dew point at the same temperature', () => {
    expect(absoluteHumidity(10, -5)).toBeLessThan(absoluteHumidity(10, 5));
  });
});

describe('the factor points', () => {
  it.each([
    [12, 0],
    [10, 0],
    [9.9, 1],
    [4.9, 2],
    [-0.1, 3],
  ])('a mean of %s °C scores %s for cold', (mean, points) => {
    expect(coldPoints(mean)).toBe(points);
  });

  it.each([
    [10, 0],
    [8.9, 1],
    [6.9, 2],
    [4.9, 3],
  ])('%s g/m³ scores %s for dry air', (ah, points) => {
    expect(dryAirPoints(ah)).toBe(points);
  });

  it.each([
    [4.9, 0],
    [-5, 1],
    [7.9, 1],
    [-8, 2],
  ])('a change of %s °C scores %s for the swing', (change, points) => {
    expect(swingPoints(change)).toBe(points);
  });

  it.each([
    [0, 'Low'],
    [2, 'Low'],
    [3, 'Moderate'],
    [5, 'High'],
    [7, 'Very High'],
    [8, 'Very High'],
  ])('a total of %s is %s', (score, level) => {
    expect(coldFluLevel(score)).toBe(level);
  });
});

describe('coldFluOutlook', () => {
  it('rates a mild humid day Low with no reasons', () => {
    const [today] = coldFluOutlook(
      [dayOf('2026-11-23', 22, 16)],
      [hourAt('2026-11-23T12:00:00-05:00', { temperatureC: 20, dewPointC: 16 })],
    );
    expect(today).toMatchObject({ date: '2026-11-23', score: 0, level: 'Low', factors: [] });
  });

  it('rates a freezing, dry day after a sharp drop Very High and gives every reason, largest first', () => {
    const days = [dayOf('2026-11-23', 12, 4), dayOf('2026-11-24', 1, -6)];
    const hours = [
      hourAt('2026-11-23T12:00:00-05:00', { temperatureC: 10, dewPointC: 5 }),
      hourAt('2026-11-24T00:00:00-05:00', { temperatureC: -4, dewPointC: -12 }),
      hourAt('2026-11-24T12:00:00-05:00', { temperatureC: 0, dewPointC: -10 }),
    ];
    const [, tomorrow] = coldFluOutlook(days, hours);
    expect(tomorrow?.level).toBe('Very High');
    expect(tomorrow?.score).toBe(8);
    expect(tomorrow?.factors.map((f) => f.kind)).toEqual(['cold', 'dry-air', 'swing']);
    expect(tomorrow?.factors[2]).toMatchObject({ kind: 'swing', changeC: -11 });
    expect(tomorrow?.absoluteHumidityGM3).toBeLessThan(3);
  });

  it('scores cold on the mean in whole degrees, as the page shows it', () => {
    // 14.4 °C and 5.2 °C: a mean of 9.8 °C, shown as 10 °C (50 °F), is not "below 10 °C".
    const [shownTen, shownNine] = coldFluOutlook(
      [dayOf('2026-11-23', 14.4, 5.2), dayOf('2026-11-24', 14, 4.8)],
      [],
    );
    expect(shownTen?.factors.map((f) => f.kind)).not.toContain('cold');
    expect(shownNine?.factors.map((f) => f.kind)).toContain('cold');
  });

  it('scores no humidity beyond the hourly forecast and no swing for today', () => {
    const days = [dayOf('2026-11-23', 3, -1), dayOf('2026-11-30', 3, -1)];
    const [today, later] = coldFluOutlook(days, [
      hourAt('2026-11-23T12:00:00-05:00', { temperatureC: 3, dewPointC: 2 }),
    ]);
    expect(today?.factors.map((f) => f.kind)).toEqual(['cold', 'dry-air']);
    expect(later?.absoluteHumidityGM3).toBeNull();
    expect(later?.factors.map((f) => f.kind)).toEqual(['cold']);
  });
});
