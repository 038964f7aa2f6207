import { buildDays, buildHours } from '../testing/fixtures';
import {
  dailyChart,
  dailyChartSummary,
  hourlyChart,
  hourlyChartSummary,
  linePath,
  linearScale,
  niceDomain,
  temperatureColor,
  temperatureGradient,
} from './chart';

describe('chart geometry', () => {
  it('maps a domain onto a range, and a flat domain to the middle', () => {
    expect(linearScale([0, 10], [200, 100])(5)).toBe(150);
    expect(linearScale([3, 3], [200, 100])(3)).toBe(150);
  });

  it('widens a domain to whole steps, at least two of them', () => {
    expect(niceDomain([12.4, 21.2], 5)).toEqual([10, 25]);
    expect(niceDomain([20, 20], 5)).toEqual([15, 25]);
    expect(niceDomain([], 5)).toEqual([0, 10]);
  });

  it('draws a path through points', () => {
    expect(
      linePath([
        { x: 0, y: 10 },
        { x: 5.26, y: 2 },
      ]),
    ).toBe('M0.0 10.0 L5.3 2.0');
  });

  it('colours temperatures from cold blues to hot reds, interpolating between stops', () => {
    expect(temperatureColor(-30)).toBe('#6a3d9a');
    expect(temperatureColor(0)).toBe('#1f8fc7');
    expect(temperatureColor(45)).toBe('#b3261e');
    expect(temperatureColor(5)).not.toBe(temperatureColor(0));
    expect(temperatureColor(5)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('lays the temperature gradient over the domain in the visitor unit', () => {
    const celsius = temperatureGradient([0, 40], 2, 2);
    const fahrenheit = temperatureGradient([32, 104], 1, 2);
    expect(celsius).toEqual(fahrenheit);
    expect(celsius).toEqual([
      { offset: 0, color: '#1f8fc7' },
      { offset: 1, color: '#b3261e' },
    ]);
  });

  it('places the hourly line inside the plot, bars by chance, labels every 3 hours and day lines at midnight', () => {
    const hours = buildHours('2026-11-23T20:00', 12, (i) => ({
      temperatureC: 10 + i,
      precipitationProbabilityPercent: i * 10,
    }));
    const g = hourlyChart(hours, 2);
    expect(g.temperature).toHaveLength(12);
    for (const p of g.temperature) {
      expect(p.y).toBeGreaterThanOrEqual(g.plot.top);
      expect(p.y).toBeLessThanOrEqual(g.plot.bottom);
    }
    // Warmer is higher (smaller y).
    expect(g.temperature[11]!.y).toBeLessThan(g.temperature[0]!.y);
    expect(g.bars[0]!.height).toBe(0);
    expect(g.bars[10]!.height).toBeCloseTo(g.plot.bottom - g.plot.top);
    expect(g.dayLines.map((d) => d.label)).toEqual(['Tue']);
    expect(g.timeLabels.map((t) => t.label)).toEqual(['9 PM', 'Tue', '3 AM', '6 AM']);
    expect(g.temperatureTicks.map((t) => t.label)).toEqual(['10°C', '15°C', '20°C', '25°C']);
    expect(hourlyChart(hours, 1).temperatureTicks[0]!.label).toBe('50°F');
  });

  it('says the hourly chart in words', () => {
    const hours = buildHours('2026-11-23T12:00', 6, (i) => ({
      temperatureC: [12, 14, 21, 18, 16, 13][i],
      precipitationProbabilityPercent: [0, 10, 60, 30, 0, 0][i],
    }));
    expect(hourlyChartSummary(hours, 2)).toBe(
      'Temperature from 12°C to 21°C, highest 2 PM Monday; precipitation chance up to 60%, 2 PM Monday.',
    );
    expect(hourlyChartSummary(hours, 1)).toMatch(/^Temperature from 54°F to 70°F/);
  });

  it('lays out highs above lows with a label per day and says the chart in words', () => {
    const days = buildDays('2026-11-23', 3, (i) => ({
      temperatureHighC: [10, 14, 8][i],
      temperatureLowC: [2, 6, -1][i],
    }));
    const g = dailyChart(days, 2);
    g.highs.forEach((h, i) => expect(h.y).toBeLessThan(g.lows[i]!.y));
    expect(g.highs.map((h) => h.label)).toEqual(['10°', '14°', '8°']);
    expect(g.dayLabels.map((d) => d.label)).toEqual(['Today', 'Tue', 'Wed']);
    expect(dailyChartSummary(days, 2)).toBe(
      'Highs from 8°C to 14°C, warmest Tuesday; lows from -1°C to 6°C, coldest Wednesday.',
    );
    expect(dailyChart(days, 1).highs.map((h) => h.label)).toEqual(['50°', '57°', '46°']);
  });
});
