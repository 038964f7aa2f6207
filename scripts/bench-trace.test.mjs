import { formatSummary, parseArgs, summarise } from './bench-trace.mjs';

describe('parseArgs', () => {
  it('takes bench rows by name and paths, the profile and the runs', () => {
    expect(parseArgs(['forecast', '/faq', '--desktop', '--runs', '5'])).toEqual({
      pages: [
        { name: 'forecast', path: '/weather-forecast/now/paris-ile-de-france-fr' },
        { name: 'faq', path: '/faq' },
      ],
      profile: 'desktop',
      runs: 5,
      url: null,
      dist: null,
    });
  });

  it('names a path that is no row after its path', () => {
    expect(parseArgs(['/life/pollen/denver-co-us']).pages).toEqual([
      { name: 'life-pollen-denver-co-us', path: '/life/pollen/denver-co-us' },
    ]);
  });

  it('traces a running site with its build folder maps when asked', () => {
    expect(parseArgs(['home', '--url', 'http://127.0.0.1:3000', '--dist', '.next'])).toMatchObject({
      url: 'http://127.0.0.1:3000',
      dist: '.next',
      profile: 'phone',
      runs: 3,
    });
  });

  it('refuses no page, an unknown row and a bad run count', () => {
    expect(() => parseArgs([])).toThrow(/name a page/);
    expect(() => parseArgs(['forcast'])).toThrow(/neither a bench row/);
    expect(() => parseArgs(['home', '--runs', '0'])).toThrow(/--runs/);
  });
});

/** One visit's reading with every figure of a phase set to `ms`. */
const reading = (ms, fcpMs, bySource) => ({
  marks: { fcpMs, readyMs: fcpMs + 1000, endMs: fcpMs + 2000 },
  byKind: Object.fromEntries(
    ['beforePaint', 'paintToReady', 'afterReady'].map((phase) => [
      phase,
      { script: ms, style: ms, layout: ms, paint: ms, parse: ms, gc: ms, other: ms },
    ]),
  ),
  bySource: { beforePaint: {}, paintToReady: bySource, afterReady: {} },
});

describe('summarise and formatSummary', () => {
  const summary = summarise([
    reading(10, 500, { 'react-dom': 30, 'src/features/ads': 3 }),
    reading(30, 700, { 'react-dom': 60 }),
    reading(20, 600, { 'react-dom': 30, zod: 9 }),
  ]);

  it('gives the median of each figure and the mean of each code group, largest first', () => {
    expect(summary.marks).toEqual({ fcpMs: 600, readyMs: 1600 });
    expect(summary.byKind.paintToReady.layout).toBe(20);
    expect(summary.bySource.paintToReady).toEqual([
      ['react-dom', 40],
      ['zod', 3],
      ['src/features/ads', 1],
    ]);
  });

  it('prints one line per phase with its total, and the code that ran', () => {
    const text = formatSummary('forecast, phone', summary);
    expect(text).toContain('first contentful paint 600 ms, input-ready 1600 ms');
    expect(text).toMatch(/first paint to input-ready +20 +20 +20 +20 +20 +20 +20 +140/);
    expect(text).toContain(
      'script, first paint to input-ready: react-dom 40, zod 3, src/features/ads 1',
    );
    expect(text).not.toContain('script, before first paint');
  });
});
