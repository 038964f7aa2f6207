import { hourAt } from './fixtures';
import {
  OUTDOOR_ACTIVITIES,
  outdoorLabel,
  scoreOutdoorHour,
  type OutdoorActivity,
} from './outdoorActivity';

const activity = (id: string): OutdoorActivity => {
  const found = OUTDOOR_ACTIVITIES.find((a) => a.id === id);
  if (!found) throw new Error(id);
  return found;
};
const T = '2026-11-23T14:00:00-05:00';

describe('outdoorLabel', () => {
  it.each([
    [0, 'Poor'],
    [2, 'Poor'],
    [3, 'Fair'],
    [5, 'Good'],
    [7, 'Great'],
    [9, 'Excellent'],
    [10, 'Excellent'],
  ])('%s is %s', (score, label) => {
    expect(outdoorLabel(score)).toBe(label);
  });
});

describe('scoreOutdoorHour', () => {
  it('gives a mild, dry, calm daytime hour 10 for running, with nothing against it', () => {
    expect(scoreOutdoorHour(activity('running'), hourAt(T))).toEqual({
      score: 10,
      label: 'Excellent',
      factors: [],
    });
  });

  it('takes 0.4 a degree outside the comfort band: 10 °C under running’s band costs 4', () => {
    const result = scoreOutdoorHour(activity('running'), hourAt(T, { feelsLikeC: -5 }));
    expect(result.score).toBe(6);
    expect(result.factors).toEqual([{ kind: 'too-cold', feelsLikeC: -5, penalty: 4 }]);
  });

  it('marks heat as too hot, at 0.6 a degree above the band', () => {
    const result = scoreOutdoorHour(activity('hiking'), hourAt(T, { feelsLikeC: 32 }));
    expect(result.factors[0]).toMatchObject({ kind: 'too-hot', penalty: 6 });
  });

  it('rates bitter cold and fierce heat Poor for every activity, whatever else', () => {
    // Fairbanks at midday in December (feels like −20 °C), Phoenix in July (feels like 45 °C):
    // dry, calm and in daylight.
    for (const feelsLikeC of [-20, 45]) {
      for (const a of OUTDOOR_ACTIVITIES) {
        const result = scoreOutdoorHour(a, hourAt(T, { feelsLikeC }));
        expect([a.id, feelsLikeC, result.label]).toEqual([a.id, feelsLikeC, 'Poor']);
      }
    }
  });

  it('counts likely and heavy rain for a cyclist more than for an angler', () => {
    const wet = hourAt(T, { precipitationProbabilityPercent: 80, precipitationMm: 3 });
    const cycling = scoreOutdoorHour(activity('cycling'), wet);
    const fishing = scoreOutdoorHour(activity('fishing'), wet);
    expect(cycling.score).toBe(4);
    expect(cycling.label).toBe('Fair');
    expect(fishing.score).toBe(7);
    expect(cycling.factors.map((f) => f.kind)).toEqual(['precipitation-chance', 'precipitation']);
  });

  it('lets wind and gusts spoil tennis sooner than running', () => {
    const windy = hourAt(T, { windSpeedMs: 9, windGustMs: 15 });
    const tennis = scoreOutdoorHour(activity('tennis'), windy);
    expect(tennis.factors).toEqual([
      { kind: 'wind', speedMs: 9, penalty: 3 },
      { kind: 'gusts', gustMs: 15, penalty: 2 },
    ]);
    expect(tennis.score).toBe(5);
    expect(scoreOutdoorHour(activity('running'), windy).score).toBe(9);
  });

  it('charges darkness by activity: golf is out at night, fishing is not', () => {
    const night = hourAt('2026-11-23T22:00:00-05:00', { isDay: false, uvIndex: 0 });
    expect(scoreOutdoorHour(activity('golf'), night).score).toBe(2);
    expect(scoreOutdoorHour(activity('golf'), night).factors).toEqual([
      { kind: 'darkness', penalty: 8 },
    ]);
    expect(scoreOutdoorHour(activity('fishing'), night).score).toBe(10);
  });

  it('counts a very high UV index in daylight only', () => {
    expect(scoreOutdoorHour(activity('golf'), hourAt(T, { uvIndex: 9 })).factors).toEqual([
      { kind: 'uv', uvIndex: 9, penalty: 1.5 },
    ]);
    expect(scoreOutdoorHour(activity('golf'), hourAt(T, { uvIndex: 6.2 })).score).toBe(10);
  });

  it('caps a thunderstorm hour at 1 and names the thunder first', () => {
    const storm = hourAt(T, {
      condition: { code: 95, text: 'Thunderstorm', icon: 'thunderstorm' },
      precipitationProbabilityPercent: 30,
    });
    const result = scoreOutdoorHour(activity('fishing'), storm);
    expect(result.score).toBe(1);
    expect(result.label).toBe('Poor');
    expect(result.factors[0]?.kind).toBe('thunder');
  });

  it('judges the comfort band on the feels-like in whole degrees, as the page shows it', () => {
    // Hiking is comfortable up to 22 °C: 22.4 °C shows as 22 °C (72 °F), inside the band.
    expect(scoreOutdoorHour(activity('hiking'), hourAt(T, { feelsLikeC: 22.4 })).factors).toEqual(
      [],
    );
    expect(
      scoreOutdoorHour(activity('hiking'), hourAt(T, { feelsLikeC: 23 })).factors[0],
    ).toMatchObject({ kind: 'too-hot' });
  });

  it('names nothing against a 10: a cost under half a point did not lower it', () => {
    // Running is comfortable from 5 °C: 4 °C costs 0.4, which rounds away.
    const result = scoreOutdoorHour(activity('running'), hourAt(T, { feelsLikeC: 4 }));
    expect(result).toMatchObject({ score: 10, factors: [] });
  });

  it('never goes below 0', () => {
    const awful = hourAt('2026-11-23T02:00:00-05:00', {
      isDay: false,
      feelsLikeC: -30,
      precipitationProbabilityPercent: 100,
      precipitationMm: 10,
      windSpeedMs: 25,
      windGustMs: 35,
    });
    expect(scoreOutdoorHour(activity('golf'), awful).score).toBe(0);
  });
});
