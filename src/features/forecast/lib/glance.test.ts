import { buildDays, buildHours, demoMarking, parisPlace } from '../testing/fixtures';
import { dailyGlance, hourlyGlance } from './glance';

const hourly = { ...demoMarking, place: parisPlace, hours: buildHours('2026-11-23T14:00', 48) };
const daily = { ...demoMarking, place: parisPlace, days: buildDays('2026-11-23', 10) };

describe('hourlyGlance', () => {
  it('keeps the first hours with what the strip and the pressure tendency read', () => {
    const glance = hourlyGlance(hourly, 13);
    expect(glance.hours).toHaveLength(13);
    expect(glance.hours[0]).toEqual({
      time: '2026-11-23T14:00:00+01:00',
      condition: { code: 2, text: 'Partly cloudy', icon: 'partly-cloudy-day' },
      temperatureC: 20,
      precipitationProbabilityPercent: 10,
      pressureHpa: 1015,
    });
    expect(glance.hours[12]?.time).toBe('2026-11-24T02:00:00+01:00');
  });

  it('keeps the demo marking and the place', () => {
    const glance = hourlyGlance(hourly, 13);
    expect(glance).toMatchObject({ ...demoMarking, place: parisPlace });
  });

  it('is smaller in the page than the hours it comes from', () => {
    const whole = JSON.stringify({ ...hourly, hours: hourly.hours.slice(0, 13) }).length;
    expect(JSON.stringify(hourlyGlance(hourly, 13)).length).toBeLessThan(whole / 2);
  });
});

describe('dailyGlance', () => {
  it("keeps the first days with what the days at a glance and today's summary read", () => {
    const glance = dailyGlance(daily, 5);
    expect(glance.days.map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(Object.keys(glance.days[0]!).sort()).toEqual([
      'condition',
      'date',
      'precipitationMm',
      'precipitationProbabilityPercent',
      'snowfallCm',
      'temperatureHighC',
      'temperatureLowC',
      'windDirectionDominantDeg',
      'windGustMaxMs',
      'windSpeedMaxMs',
    ]);
    expect(glance).toMatchObject({ ...demoMarking, place: parisPlace });
  });
});
