import { buildGis } from './fixtures';
import { CHART, drawIntensityChart, intensityParts, intensityPoints } from './intensityChart';

describe('drawIntensityChart', () => {
  it('draws nothing with fewer than two forecast points', () => {
    expect(drawIntensityChart([])).toBeNull();
    expect(drawIntensityChart(intensityPoints(buildGis([140])))).toBeNull();
    expect(drawIntensityChart(intensityPoints(null))).toBeNull();
  });

  it('puts the points on the plot, left to right and higher for stronger winds', () => {
    const chart = drawIntensityChart(intensityPoints(buildGis([140, 130, 110, 65, 45])));
    if (!chart) throw new Error('expected a chart');
    expect(chart.frame).toEqual(CHART);
    const plotBottom = CHART.height - CHART.bottom;
    expect(chart.dots).toHaveLength(5);
    expect(chart.dots[0]?.x).toBe(CHART.left);
    expect(chart.dots[4]?.x).toBe(CHART.width - CHART.right);
    // 140 kt of a 160 kt axis: an eighth of the plot from its top.
    expect(chart.dots[0]?.y).toBeCloseTo(plotBottom - (140 / 160) * (plotBottom - CHART.top), 1);
    const ys = chart.dots.map((d) => d.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    expect(chart.line.split(' ')[0]).toBe(
      `${chart.dots[0]?.x.toFixed(1)},${chart.dots[0]?.y.toFixed(1)}`,
    );
    for (const d of chart.dots) {
      expect(String(d.x)).toMatch(/^\d+(\.\d)?$/);
      expect(String(d.y)).toMatch(/^\d+(\.\d)?$/);
    }
  });

  it('stacks the Saffir–Simpson bands and labels the ones tall enough, times in UTC', () => {
    // A 185 kt peak stretches the axis to 200 kt: category 2 (83–96 kt) is too thin to label.
    const chart = drawIntensityChart(intensityPoints(buildGis([185, 150])));
    if (!chart) throw new Error('expected a chart');
    expect(chart.bands.map((b) => b.label)).toEqual([
      'TD',
      'TS',
      'Cat 1',
      null,
      'Cat 3',
      'Cat 4',
      'Cat 5',
    ]);
    expect(chart.bands[0]).toMatchObject({ fill: '#2f7fd1' });
    // Each band sits on the one below.
    chart.bands.slice(1).forEach((band, i) => {
      expect(band.y + band.height).toBeCloseTo(chart.bands[i]?.y ?? 0, 0);
    });
    // Tropical storm and categories 1, 3 and 5, with the scale's published mph and km/h.
    expect(chart.windTicks.map(({ kt, mph, kmh }) => [kt, mph, kmh])).toEqual([
      [34, 39, 63],
      [64, 74, 119],
      [96, 111, 178],
      [137, 157, 252],
    ]);
    expect(chart.timeTicks[0]).toEqual({ x: CHART.left, anchor: 'start', text: 'Tue 12 PM' });
    expect(chart.timeTicks.every((tick, i) => i === 0 || tick.anchor === 'middle')).toBe(true);
  });

  it('says now, the peak and the end of the forecast, winds left in knots for the browser', () => {
    expect(intensityParts(intensityPoints(buildGis([90, 120, 100])))).toEqual([
      { key: 'chart.first', windKt: 90, name: 'Category 2 hurricane', time: 'Tue 12 PM' },
      { key: 'chart.peak', windKt: 120, name: 'Category 4 hurricane', time: 'Wed 12 AM' },
      { key: 'chart.weakening', windKt: 100, name: 'Category 3 hurricane', time: 'Wed 12 PM' },
    ]);
    const chart = drawIntensityChart(intensityPoints(buildGis([45, 65])));
    expect(chart?.summary).toEqual([
      { key: 'chart.first', windKt: 45, name: 'tropical storm', time: 'Tue 12 PM' },
      { key: 'chart.peak', windKt: 65, name: 'Category 1 hurricane', time: 'Wed 12 AM' },
    ]);
    expect(JSON.parse(JSON.stringify(chart))).toStrictEqual(chart);
  });
});
