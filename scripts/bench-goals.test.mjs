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

/** A page's visitor-feel figures on one profile (scripts/bench-feel.mjs). */
const feelRow = (name, figures = {}) => ({
  name,
  fcpMs: 500,
  readyAfterFcpMs: 100,
  lcpMs: 900,
  cls: 0,
  mainThreadToBare: 1.5,
  inpSearchMs: 40,
  inpSettingsMs: 60,
  inpFavouriteMs: 80,
  ...figures,
});

/** A run's results: the rows, the same rows' SSR ratios as the mixed workload's figures, and feel. */
const run = (pages, feel = { desktop: [], phone: [] }) => ({
  pages,
  mixed: { pages },
  feel: {
    desktop: { pages: feel.desktop.length ? feel.desktop : pages.map((p) => feelRow(p.name)) },
    phone: { pages: feel.phone.length ? feel.phone : pages.map((p) => feelRow(p.name)) },
  },
});

/** The goals of a run, by the start of their names (`SSR`, `LCP`…). */
const goalsOf = (pages, feel) => {
  const goals = benchGoals(run(pages, feel));
  return new Proxy({}, { get: (_, start) => goals.find((g) => g.goal.startsWith(String(start))) });
};

describe('the bench goals', () => {
  it('are all met by a run within every figure', () => {
    const goals = benchGoals(
      run([row('home'), row('forecast'), row('maps', { mapPage: true, maplibreKb: 0 })]),
    );
    expect(goals.filter((g) => !g.met)).toEqual([]);
    expect(goals).toHaveLength(13);
  });

  it('name the pages that miss each figure; Lighthouse’s score, TBT, LCP and CLS are no goal', () => {
    const goals = goalsOf(
      [
        row('home', { ratioToBare: 0.49, tbtMs: 900, score: 40, lcpMs: 4000, cls: 0.3 }),
        row('forecast'),
        row('story', { firstLoadJsKb: 170.1, ratioToBare: 0.1 }),
        row('10-day', { firstLoadJsKb: 170, maplibreKb: 0.1 }),
      ],
      {
        desktop: [feelRow('home', { readyAfterFcpMs: 301 }), feelRow('forecast', { cls: 0.051 })],
        phone: [
          feelRow('home', { readyAfterFcpMs: 1501 }),
          feelRow('forecast', { inpSettingsMs: 201, lcpMs: 1801 }),
          feelRow('story', { inpFavouriteMs: null, mainThreadToBare: 2.1 }),
        ],
      },
    );
    expect(goals.SSR).toMatchObject({ met: false, missedBy: ['home'] });
    expect(goals['LCP ≤ 1800 ms (desktop)']).toMatchObject({ met: true });
    expect(goals['LCP ≤ 1800 ms (phone)']).toMatchObject({ met: false, missedBy: ['forecast'] });
    expect(goals['CLS ≤ 0.05 (desktop)']).toMatchObject({ met: false, missedBy: ['forecast'] });
    expect(goals['CLS ≤ 0.05 (phone)']).toMatchObject({ met: true });
    expect(goals['first-load']).toMatchObject({ met: false, missedBy: ['story'] });
    expect(goals['maplibre-gl']).toMatchObject({
      met: false,
      missedBy: ['10-day'],
    });
    const ready = benchGoals(run([], { desktop: [], phone: [] })).length;
    expect(ready).toBe(13);
    const byName = (start) =>
      benchGoals(
        run([row('home')], {
          desktop: [feelRow('home', { readyAfterFcpMs: 301, mainThreadToBare: 2.01 })],
          phone: [
            feelRow('home', { readyAfterFcpMs: 1501, inpSettingsMs: 201, mainThreadToBare: 2.1 }),
          ],
        }),
      ).find((g) => g.goal.startsWith(start));
    expect(byName('input-ready ≤ FCP + 300 ms (desktop)')).toMatchObject({ missedBy: ['home'] });
    expect(byName('input-ready ≤ FCP + 1500 ms (phone)')).toMatchObject({ missedBy: ['home'] });
    expect(byName('INP ≤ 200 ms')).toMatchObject({ missedBy: ['home'] });
    expect(byName("main-thread start-up ≤ 2× the bare page's (desktop)")).toMatchObject({
      missedBy: ['home'],
    });
    expect(byName("main-thread start-up ≤ 2× the bare page's (phone)")).toMatchObject({
      missedBy: ['home'],
    });
    expect(goals.Lighthouse).toBeUndefined();
    expect(goals.TBT).toBeUndefined();
  });

  it('hold a page without a control to the INP of the others', () => {
    const inp = benchGoals(
      run([row('news')], {
        desktop: [feelRow('news')],
        phone: [feelRow('news', { inpFavouriteMs: null })],
      }),
    ).find((g) => g.goal.startsWith('INP'));
    expect(inp).toMatchObject({ met: true });
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

  it('miss the offline goal on a page whose first load carries the worker registration', () => {
    const goals = goalsOf([row('home', { offlineKb: 0.4 }), row('forecast', { offlineKb: 0 })]);
    expect(goals['the offline worker']).toMatchObject({ met: false, missedBy: ['home'] });
  });

  it('count a figure a run did not measure as missed, and a goal without rows as not met', () => {
    // null: a visit without the figure (no mark, no paint), which JavaScript would count as ≤ any limit.
    const goals = goalsOf([row('story', { firstLoadJsKb: null })], {
      desktop: [feelRow('story', { lcpMs: null, readyAfterFcpMs: null })],
      phone: [feelRow('story', { cls: undefined, mainThreadToBare: null })],
    });
    expect(goals['LCP ≤ 1800 ms (desktop)'].missedBy).toEqual(['story']);
    expect(goals['CLS ≤ 0.05 (phone)'].missedBy).toEqual(['story']);
    expect(goals['input-ready ≤ FCP + 300 ms (desktop)'].missedBy).toEqual(['story']);
    expect(goals["main-thread start-up ≤ 2× the bare page's (phone)"].missedBy).toEqual(['story']);
    expect(goals['first-load'].missedBy).toEqual(['story']);
    expect(goals.SSR).toMatchObject({ measured: false, met: false, missedBy: [] });
    expect(benchGoalsText({ pages: [row('story')] })[0]).toBe(
      'n/a    SSR ≥ 0.5 of a bare page (home, forecast, mixed workload): not measured in this run',
    );
    expect(benchGoalsText({ pages: [row('story')] })).toContain(
      'n/a    input-ready ≤ FCP + 300 ms (desktop): not measured in this run',
    );
  });

  it('print each goal and warn when Lighthouse found the host too slow', () => {
    const text = benchGoalsText(run([row('home', { hostCpuIndex: 985 }), row('forecast')]));
    expect(text).toContain('met    SSR ≥ 0.5 of a bare page (home, forecast, mixed workload)');
    expect(text).toContain('met    input-ready ≤ FCP + 1500 ms (phone)');
    expect(text.at(-1)).toMatch(/slower than it expects .* on: home;/);
    expect(benchGoalsText(run([row('home'), row('forecast')])).join('\n')).not.toMatch(/slower/);
  });
});
