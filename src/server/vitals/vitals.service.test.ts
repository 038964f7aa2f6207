import { ZodError } from 'zod';

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { insertWebVital } from './vitals.repository';
import { groupDaily, loadVitalsDashboard, recordVital, worstPages } from './vitals.service';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
const report = {
  name: 'INP',
  value: 480,
  rating: 'poor',
  navigationType: 'reload',
  pageType: 'home',
  path: '/',
  deviceClass: 'mobile',
};

describe.each(testEngines)('web vitals service on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('stores a valid report on its UTC day, ignores crawlers and refuses invalid ones', async () => {
    const now = () => new Date('2026-03-02T23:59:59.000Z');
    expect(await recordVital(t.db, report, CHROME, { now })).toBe('stored');
    expect(await recordVital(t.db, report, 'Googlebot/2.1', { now })).toBe('ignored');
    await expect(recordVital(t.db, { ...report, name: 'X' }, CHROME)).rejects.toBeInstanceOf(
      ZodError,
    );
    const rows = await t.db.selectFrom('web_vitals').select(['day', 'metric']).execute();
    expect(rows).toEqual([{ day: '2026-03-02', metric: 'INP' }]);
  });

  it('builds the dashboard: days, per page type p75 series, worst pages', async () => {
    let n = 0;
    const add = (day: string, metric: 'LCP' | 'INP' | 'CLS', value: number, path = '/') =>
      insertWebVital(t.db, {
        id: `r${(n += 1)}`,
        received_at: `${day}T12:00:00.000Z`,
        day,
        page_type: path === '/' ? 'home' : 'maps',
        path,
        metric,
        value,
        rating: 'poor',
        navigation_type: 'navigate',
        device_class: 'desktop',
      });
    await add('2026-03-01', 'LCP', 2400);
    await add('2026-03-02', 'LCP', 2600);
    await add('2026-03-02', 'LCP', 4000, '/maps/paris');
    await add('2026-03-02', 'CLS', 0.3, '/maps/paris');
    await add('2026-02-01', 'LCP', 9999); // outside the 3 days

    const data = await loadVitalsDashboard(t.db, {
      days: 3,
      now: new Date('2026-03-02T08:00:00Z'),
    });
    expect(data.days).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(data.pageTypes).toEqual([
      {
        pageType: 'home',
        metrics: [
          {
            metric: 'LCP',
            points: [
              { day: '2026-03-01', p75: 2400, count: 1 },
              { day: '2026-03-02', p75: 2600, count: 1 },
            ],
          },
        ],
      },
      {
        pageType: 'maps',
        metrics: [
          { metric: 'LCP', points: [{ day: '2026-03-02', p75: 4000, count: 1 }] },
          { metric: 'CLS', points: [{ day: '2026-03-02', p75: 0.3, count: 1 }] },
        ],
      },
    ]);
    expect(data.worst.map((w) => [w.metric, w.pages.map((p) => p.path)])).toEqual([
      ['LCP', ['/maps/paris', '/']],
      ['INP', []],
      ['CLS', ['/maps/paris']],
    ]);
  });
});

describe('dashboard grouping', () => {
  it('orders page types alphabetically and metrics LCP, INP, CLS, FCP, TTFB', () => {
    const grouped = groupDaily([
      { day: '2026-03-02', pageType: 'b', metric: 'TTFB', p75: 900, count: 1 },
      { day: '2026-03-02', pageType: 'a', metric: 'FCP', p75: 1800, count: 1 },
      { day: '2026-03-02', pageType: 'b', metric: 'LCP', p75: 2400, count: 1 },
    ]);
    expect(grouped.map((g) => [g.pageType, g.metrics.map((m) => m.metric)])).toEqual([
      ['a', ['FCP']],
      ['b', ['LCP', 'TTFB']],
    ]);
  });

  it('lists at most 10 worst pages per metric, highest p75 first', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      path: `/p${i}`,
      pageType: 'home',
      metric: 'LCP' as const,
      p75: 2400 + i * 100,
      count: 1,
    }));
    const lcp = worstPages(rows)[0];
    expect(lcp?.pages).toHaveLength(10);
    expect(lcp?.pages[0]).toEqual({ path: '/p11', pageType: 'home', p75: 3500, count: 1 });
  });
});
