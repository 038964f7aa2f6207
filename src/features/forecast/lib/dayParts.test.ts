import { buildDays, buildHours } from '../testing/fixtures';
import {
  dayParts,
  daytimePart,
  dominantCondition,
  forecastDays,
  nextDate,
  nightPart,
  tonightPart,
  withPartFigures,
} from './dayParts';

const rain = { code: 63, text: 'Rain', icon: 'rain' };
const clear = { code: 0, text: 'Clear', icon: 'clear-night' };

describe('nightPart', () => {
  it('summarises 18:00 to 06:00 of the following day', () => {
    // 12:00 on the 23rd to 11:00 on the 24th; the night holds hours 18..29.
    const hours = buildHours('2026-11-23T12:00', 24, (i) => ({
      temperatureC: 20 - i * 0.5,
      condition: i >= 8 && i <= 11 ? rain : clear,
      precipitationProbabilityPercent: i === 9 ? 70 : 10,
      precipitationMm: i >= 8 && i <= 11 ? 0.5 : 0,
      windSpeedMs: i === 10 ? 8 : 3,
      windDirectionDeg: i === 10 ? 180 : 0,
    }));
    const night = nightPart('2026-11-23', hours);
    expect(night).toMatchObject({
      date: '2026-11-23',
      from: '2026-11-23T18:00:00+01:00',
      to: '2026-11-24T05:00:00+01:00',
      condition: rain,
      temperatureLowC: 20 - 17 * 0.5,
      precipitationProbabilityPercent: 70,
      precipitationMm: 2,
      windSpeedMaxMs: 8,
      windDirectionDeg: 180,
    });
  });

  it('describes tonight from the hours left of it', () => {
    const hours = buildHours('2026-11-23T22:00', 12);
    expect(nightPart('2026-11-23', hours)?.from).toBe('2026-11-23T22:00:00+01:00');
  });

  it('says nothing of a night the forecast does not reach to its end', () => {
    const hours = buildHours('2026-11-23T12:00', 14); // ends at 01:00
    expect(nightPart('2026-11-23', hours)).toBeNull();
    expect(dayParts([{ date: '2026-11-23' }], null)).toEqual([{ day: null, night: null }]);
  });

  it("says nothing of a night whose last hour's amount is past the forecast's end", () => {
    // A week read from 06:00 ends at 05:00: what falls from 05:00 to 06:00 is in an hour it lacks.
    const rainy = (n: number) =>
      buildHours('2026-11-23T12:00', n, () => ({ precipitationMm: 1, condition: rain }));
    expect(nightPart('2026-11-23', rainy(18))).toBeNull(); // 12:00 to 05:00
    expect(nightPart('2026-11-23', rainy(19))).toMatchObject({ precipitationMm: 12 }); // to 06:00
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T00:00', 18))).toBeNull(); // to 17:00
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T00:00', 19))).not.toBeNull();
  });

  it('crosses month and year ends', () => {
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(nextDate('2028-02-28')).toBe('2028-02-29');
  });
});

describe('daytimePart', () => {
  const wet = { code: 61, text: 'Slight rain', icon: 'rain' };
  // 00:00 on the 24th for 31 hours: rain from 00:00 to 02:00 and from 20:00 to 22:00 only.
  const hours = buildHours('2026-11-24T00:00', 31, (i) => ({
    temperatureC: i < 6 || i >= 18 ? 2 : 2 + i,
    condition: i < 3 || (i >= 20 && i < 23) ? wet : clear,
    precipitationProbabilityPercent: i < 3 || (i >= 20 && i < 23) ? 90 : 20,
    precipitationMm: i < 3 || (i >= 20 && i < 23) ? 1 : 0,
    windSpeedMs: i === 12 ? 6 : 2,
    windGustMs: i === 12 ? 11 : 4,
    windDirectionDeg: i === 12 ? 270 : 90,
  }));

  it('summarises 06:00 to 18:00, so a night before or after it adds nothing', () => {
    expect(daytimePart('2026-11-24', hours)).toMatchObject({
      from: '2026-11-24T06:00:00+01:00',
      to: '2026-11-24T17:00:00+01:00',
      condition: clear,
      temperatureHighC: 2 + 17,
      precipitationProbabilityPercent: 20,
      precipitationMm: 0,
      windSpeedMaxMs: 6,
      windGustMaxMs: 11,
      windDirectionDeg: 270,
    });
    // The rain of the night after is the night's alone.
    expect(nightPart('2026-11-24', hours)).toMatchObject({ precipitationMm: 3, condition: wet });
  });

  it('counts what falls within the part: an hour holds the amount of the hour before it', () => {
    // 00:00 on the 24th for 36 hours. The 06:00 hour holds 05:00–06:00 (the night's last hour),
    // the 18:00 hour 17:00–18:00 (the daytime's last), the 06:00 of the 25th the night's last.
    const amount = (i: number) => ({ 6: 1, 7: 0.2, 18: 3, 19: 0.4, 30: 5 })[i] ?? 0;
    const stamped = buildHours('2026-11-24T00:00', 36, (i) => ({
      precipitationMm: amount(i),
      precipitationProbabilityPercent: amount(i) > 2 ? 80 : 10,
      snowfallCm: 0,
    }));
    expect(daytimePart('2026-11-24', stamped)).toMatchObject({
      from: '2026-11-24T06:00:00+01:00',
      to: '2026-11-24T17:00:00+01:00',
      precipitationMm: 3.2,
      precipitationProbabilityPercent: 80,
    });
    expect(nightPart('2026-11-24', stamped)).toMatchObject({ precipitationMm: 5.4 });
  });

  it("tells today's daytime from the hours left of it, and nothing once it is over", () => {
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T15:00', 12))?.from).toBe(
      '2026-11-24T15:00:00+01:00',
    );
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T16:00', 12))).toBeNull(); // 2 hours
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T19:00', 12))).toBeNull();
  });

  it('shows the sky with a sun by day and a moon by night, whatever hour it first appears in', () => {
    const cloudyNight = { code: 2, text: 'Partly cloudy', icon: 'partly-cloudy-night' };
    const cloudyDay = { code: 2, text: 'Partly cloudy', icon: 'partly-cloudy-day' };
    // A December morning: dark until 08:00, light until 16:00.
    const december = buildHours('2026-12-02T00:00', 34, (i) => {
      const light = i % 24 >= 8 && i % 24 < 16;
      return { isDay: light, condition: light ? cloudyDay : cloudyNight };
    });
    expect(daytimePart('2026-12-02', december)?.condition.icon).toBe('partly-cloudy-day');
    expect(nightPart('2026-12-02', december)?.condition.icon).toBe('partly-cloudy-night');
  });

  it('says nothing of a daytime the forecast does not reach to its end', () => {
    expect(daytimePart('2026-11-24', buildHours('2026-11-24T00:00', 15))).toBeNull(); // to 14:00
  });
});

describe('dominantCondition', () => {
  it('names a run by its rain when a quarter of it is wet, else by its most frequent sky', () => {
    expect(dominantCondition([clear, clear, clear, rain])).toEqual(rain);
    expect(dominantCondition([clear, clear, clear, clear, clear, rain])).toEqual(clear);
  });
});

describe('a winter night far north', () => {
  // Moscow in December: dark until 09:00 (sunrise 08:50), light from 09:00 to 16:00. Coldest at
  // 08:00 and 09:00 (-8 °C), the rest of the night -5 °C, the day up to -2 °C.
  const hours = buildHours(
    '2026-12-02T12:00',
    48,
    (i) => {
      const hour = (12 + i) % 24;
      return {
        isDay: hour >= 9 && hour < 16,
        temperatureC: hour === 8 || hour === 9 ? -8 : hour >= 10 && hour < 16 ? -2 : -5,
      };
    },
    '+03:00',
  );

  it('runs on to the first hour of daylight, so its low is the morning’s', () => {
    expect(nightPart('2026-12-02', hours)).toMatchObject({
      from: '2026-12-02T18:00:00+03:00',
      to: '2026-12-03T09:00:00+03:00',
      temperatureLowC: -8,
    });
    expect(tonightPart('2026-12-02', hours.slice(4))?.temperatureLowC).toBe(-8);
  });

  it('starts the daytime after it, so the two parts do not overlap', () => {
    expect(daytimePart('2026-12-03', hours)).toMatchObject({
      from: '2026-12-03T10:00:00+03:00',
      to: '2026-12-03T17:00:00+03:00',
    });
  });

  it('ends at 06:00 where the sun is up by then (a summer night)', () => {
    const summer = buildHours('2026-06-20T12:00', 36, (i) => ({ isDay: (12 + i) % 24 >= 4 }));
    expect(nightPart('2026-06-20', summer)?.to).toBe('2026-06-21T05:00:00+01:00');
    // Sunrise at 05:25: 05:00 is dark, 06:00 light.
    const june = buildHours('2026-06-20T12:00', 36, (i) => ({ isDay: (12 + i) % 24 >= 6 }));
    expect(nightPart('2026-06-20', june)?.to).toBe('2026-06-21T05:00:00+01:00');
    expect(daytimePart('2026-06-21', june)?.from).toBe('2026-06-21T06:00:00+01:00');
  });

  it('judges a morning from the hours left of it (a page rendered at 07:30)', () => {
    expect(daytimePart('2026-12-03', hours.slice(19))).toMatchObject({
      from: '2026-12-03T10:00:00+03:00',
    });
  });
});

describe('tonightPart', () => {
  it('is null while three daytime hours are left, then tells the night ahead', () => {
    expect(tonightPart('2026-11-23', buildHours('2026-11-23T02:00', 48))).toBeNull();
    expect(tonightPart('2026-11-23', buildHours('2026-11-23T15:00', 48))).toBeNull();
    expect(tonightPart('2026-11-23', buildHours('2026-11-23T16:00', 48))).toMatchObject({
      from: '2026-11-23T18:00:00+01:00',
      to: '2026-11-24T05:00:00+01:00',
    });
    expect(tonightPart('2026-11-23', buildHours('2026-11-23T23:00', 48))?.from).toBe(
      '2026-11-23T23:00:00+01:00',
    );
  });
});

describe('forecastDays', () => {
  const cloudy = { code: 3, text: 'Cloudy', icon: 'cloudy' };
  const sunny = { code: 0, text: 'Clear sky', icon: 'clear-day' };
  // Four calendar days of 20 °C / 0 °C, 90 % chance and cloudy, and the hourly forecast from 20:00
  // on the first for 55 hours (to 02:00 on the 26th): daytimes 6 + (hour - 6) °C up to 17 °C, nights 5 °C falling to 2 °C
  // at 05:00 (a 1 °C hour at 23:00 on the first), a 40 % chance from 14:00 to 15:00 on the second
  // and 60 % from 02:00 to 03:00 on the third, 10 % elsewhere.
  const days = buildDays('2026-11-23', 4, () => ({
    temperatureHighC: 20,
    temperatureLowC: 0,
    precipitationProbabilityPercent: 90,
    condition: cloudy,
  }));
  const hours = buildHours('2026-11-23T20:00', 55, (i) => {
    const hour = (20 + i) % 24;
    const daytime = hour >= 6 && hour < 18;
    return {
      isDay: daytime,
      condition: daytime ? sunny : clear,
      temperatureC: daytime ? hour : i === 3 ? 1 : hour < 6 ? 5 - (hour % 6) * 0.6 : 5,
      precipitationProbabilityPercent: i === 19 ? 40 : i === 31 ? 60 : 10,
    };
  });
  const { daily, parts } = forecastDays({ place: null, days } as never, hours);

  it('gives each day the high of its daytime, the low of the night after it and their chance', () => {
    expect(daily.days[1]).toMatchObject({
      date: '2026-11-24',
      condition: sunny,
      temperatureHighC: 17,
      temperatureLowC: 2,
      precipitationProbabilityPercent: 60,
    });
    expect(daily.days[1]?.temperatureLowC).toBe(parts[1]?.night?.temperatureLowC);
    expect(daily.days[1]?.temperatureHighC).toBe(parts[1]?.day?.temperatureHighC);
  });

  it("keeps today's sky and high once its daytime is over, and takes tonight's low and chance", () => {
    expect(parts[0]?.day).toBeNull();
    expect(daily.days[0]).toMatchObject({
      condition: cloudy,
      temperatureHighC: 20,
      temperatureLowC: 1,
      precipitationProbabilityPercent: 10,
    });
  });

  it('keeps the calendar day where the hourly forecast does not reach a part', () => {
    // The daytime of the 25th is known (the forecast ends at 02:00 on the 26th), its night is not.
    expect(parts[2]?.day).not.toBeNull();
    expect(parts[2]?.night).toBeNull();
    expect(daily.days[2]).toMatchObject({
      temperatureHighC: 17,
      temperatureLowC: 0,
      precipitationProbabilityPercent: 90,
    });
    expect(daily.days[3]).toEqual(days[3]);
    expect(withPartFigures(days[3]!, { day: null, night: null })).toEqual(days[3]);
  });

  it('works out the same forecast once: the same answer for the same forecast objects', () => {
    const forecast = { place: null, days } as never;
    const first = forecastDays(forecast, hours, 3);
    expect(forecastDays(forecast, hours, 3)).toBe(first);
    // Another count, other hours, no hours or another forecast with the same days is its own answer.
    const others = [
      forecastDays(forecast, hours, 2),
      forecastDays(forecast, hours.slice(1), 3),
      forecastDays(forecast, null, 3),
      forecastDays({ place: null, days } as never, hours, 3),
    ];
    for (const other of others) expect(other).not.toBe(first);
    expect(others[0]?.daily.days).toEqual(first.daily.days.slice(0, 2));
    expect(others[2]?.parts).toEqual([0, 1, 2].map(() => ({ day: null, night: null })));
    expect(others[3]).toEqual(first);
  });

  it('finds the same parts as the whole hourly forecast gives, a day at a time', () => {
    const week = buildHours('2026-12-02T07:00', 168, (i) => ({
      isDay: (7 + i) % 24 >= 9 && (7 + i) % 24 < 16,
      temperatureC: Math.sin(i),
    }));
    const dates = buildDays('2026-12-02', 8).map((d) => d.date);
    expect(dayParts(buildDays('2026-12-02', 8), week)).toEqual(
      dates.map((date) => ({ day: daytimePart(date, week), night: nightPart(date, week) })),
    );
  });
});
