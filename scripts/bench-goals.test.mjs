import { benchGoals, benchGoalsText } from './bench-goals.mjs';

const row = (name, figures = {}) => ({
  name,
  ratioToBare: 0.6,
  score: 100,
  lcpMs: 1100,
  tbtMs: 20,
  cls: 0,
  firstLoadJsKb: 168,
  maplibreKb: 0,
  hostCpuIndex: 3000,
  ...figures,
});

/** A run's results: the rows, and the same rows' SSR ratios as the mixed workload's figures. */
const run = (pages) => ({ pages, mixed: { pages } });

const goalsOf = (pages) =>
  Object.fromEntries(benchGoals(run(pages)).map((g) => [g.goal.split(' ')[0], g]));

describe('the bench goals', () => {
  it('are all met by a run within every figure', () => {
    const goals = benchGoals(
      run([row('home'), row('forecast'), row('maps', { mapPage: true, maplibreKb: 0 })]),
    );
    expect(goals.filter((g) => !g.met)).toEqual([]);
    expect(goals).toHaveLength(7);
  });

  it('name the pages that miss each figure', () => {
    const goals = goalsOf([
      row('home', { ratioToBare: 0.49, tbtMs: 151 }),
      row('forecast', { score: 94, lcpMs: 1801 }),
      row('story', { cls: 0.051, firstLoadJsKb: 170.1, ratioToBare: 0.1 }),
      row('10-day', { firstLoadJsKb: 170, maplibreKb: 0.1 }),
    ]);
    expect(goals.SSR).toMatchObject({ met: false, missedBy: ['home'] });
    expect(goals.Lighthouse).toMatchObject({ met: false, missedBy: ['forecast'] });
    expect(goals.LCP).toMatchObject({ met: false, missedBy: ['forecast'] });
    expect(goals.TBT).toMatchObject({ met: false, missedBy: ['home'] });
    expect(goals.CLS).toMatchObject({ met: false, missedBy: ['story'] });
    expect(goals['first-load']).toMatchObject({ met: false, missedBy: ['story'] });
    expect(goals['maplibre-gl']).toMatchObject({ met: false, missedBy: ['10-day'] });
  });

  it('hold the map page to no first-load budget', () => {
    const goals = goalsOf([
      row('home'),
      row('forecast'),
      row('maps', { mapPage: true, firstLoadJsKb: 400, maplibreKb: 200 }),
    ]);
    expect(goals['first-load'].met).toBe(true);
    expect(goals['maplibre-gl'].met).toBe(true);
  });

  it('count a figure a run did not measure as missed, and a goal without rows as not met', () => {
    const goals = goalsOf([row('story', { score: undefined })]);
    expect(goals.Lighthouse.missedBy).toEqual(['story']);
    expect(goals.SSR).toMatchObject({ measured: false, met: false, missedBy: [] });
    expect(benchGoalsText({ pages: [row('story')] })[0]).toBe(
      'n/a    SSR ≥ 0.5 of a bare page (home, forecast, mixed workload): not measured in this run',
    );
  });

  it('print each goal and warn when Lighthouse found the host too slow', () => {
    const text = benchGoalsText(
      run([row('home', { hostCpuIndex: 985, tbtMs: 400 }), row('forecast')]),
    );
    expect(text).toContain('met    SSR ≥ 0.5 of a bare page (home, forecast, mixed workload)');
    expect(text).toContain('MISSED TBT ≤ 150 ms: home');
    expect(text.at(-1)).toMatch(/slower than it expects .* on: home;/);
    expect(benchGoalsText(run([row('home'), row('forecast')])).join('\n')).not.toMatch(/slower/);
  });
});
