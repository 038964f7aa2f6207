import { buildDay } from '../testing/fixtures';
import { dayNarrative, nightNarrative, type NarrativeUnits } from './narrative';
import type { NightPart } from './dayParts';

const metric: NarrativeUnits = { tempUnit: 2, windUnit: 2, rainUnit: 2, unitSystem: 2 };
const imperial: NarrativeUnits = { tempUnit: 1, windUnit: 1, rainUnit: 1, unitSystem: 1 };

describe('dayNarrative', () => {
  it('tells sky, high and low, wind with gusts and precipitation in the visitor units', () => {
    const day = buildDay('2026-11-23', {
      condition: { code: 61, text: 'Light rain', icon: 'rain' },
      temperatureHighC: 15,
      temperatureLowC: 5,
      windSpeedMaxMs: 5,
      windGustMaxMs: 12,
      windDirectionDominantDeg: 225,
      precipitationProbabilityPercent: 80,
      precipitationMm: 6.35,
    });
    expect(dayNarrative(day, metric)).toBe(
      'Light rain. High 15°C, low 5°C. Winds SW up to 18 km/h, gusts to 43 km/h. Chance of precipitation 80%. Amounts around 6.4 mm.',
    );
    expect(dayNarrative(day, imperial)).toBe(
      'Light rain. High 59°F, low 41°F. Winds SW up to 11 mph, gusts to 27 mph. Chance of precipitation 80%. Amounts around 0.25 in.',
    );
  });

  it('keeps quiet days short', () => {
    const day = buildDay('2026-11-23', {
      condition: { code: 0, text: 'Clear sky', icon: 'clear-day' },
      windSpeedMaxMs: 1,
      precipitationProbabilityPercent: 5,
      precipitationMm: 0,
    });
    expect(dayNarrative(day, metric)).toBe(
      'Clear sky. High 22°C, low 12°C. Light winds. No measurable precipitation expected.',
    );
  });

  it('speaks of snow when the precipitation falls as snow', () => {
    const day = buildDay('2026-11-23', {
      precipitationProbabilityPercent: 90,
      precipitationMm: 8,
      snowfallCm: 5.6,
    });
    expect(dayNarrative(day, metric)).toContain('Chance of snow 90%. Snowfall around 5.6 cm.');
    expect(dayNarrative(day, imperial)).toContain('Snowfall around 2.2 in.');
  });

  it('states no snow amount the unit would show as zero', () => {
    const day = buildDay('2026-11-23', {
      precipitationProbabilityPercent: 85,
      precipitationMm: 0.8,
      snowfallCm: 0.1,
    });
    expect(dayNarrative(day, imperial)).toContain('Chance of snow 85%. Little or no accumulation.');
    expect(dayNarrative(day, metric)).toContain('Chance of snow 85%. Snowfall around 0.1 cm.');
  });
});

describe('nightNarrative', () => {
  it('tells the night by its low', () => {
    const night: NightPart = {
      date: '2026-11-23',
      from: '2026-11-23T18:00:00+01:00',
      to: '2026-11-24T05:00:00+01:00',
      condition: { code: 1, text: 'Mainly clear', icon: 'mostly-clear-night' },
      temperatureHighC: 1,
      temperatureLowC: -2,
      precipitationProbabilityPercent: 0,
      precipitationMm: 0,
      snowfallCm: 0,
      windSpeedMaxMs: 3,
      windGustMaxMs: null,
      windDirectionDeg: 0,
    };
    expect(nightNarrative(night, imperial)).toBe(
      'Mainly clear. Low 28°F. Winds N up to 7 mph. No measurable precipitation expected.',
    );
  });
});
