import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import {
  deleteWebVitalsBefore,
  insertWebVital,
  selectDailyP75,
  selectPathP75,
} from './vitals.repository';
import type { NewWebVitalRow } from './vitals.repository';

let seq = 0;
const row = (over: Partial<NewWebVitalRow>): NewWebVitalRow => ({
  id: `id-${(seq += 1)}`,
  received_at: '2026-03-02T10:00:00.000Z',
  day: '2026-03-02',
  page_type: 'home',
  path: '/',
  metric: 'LCP',
  value: 2500,
  rating: 'needs-improvement',
  navigation_type: 'navigate',
  device_class: 'desktop',
  ...over,
});

describe.each(testEngines)('web vitals repository on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('answers the nearest-rank 75th percentile per day, page type and metric', async () => {
    // Four LCP values on one day: rank ⌈0.75·4⌉ = 3 → 3000. One value: itself.
    for (const value of [4000, 2400, 3000, 2600]) await insertWebVital(t.db, row({ value }));
    await insertWebVital(t.db, row({ day: '2026-03-03', value: 5100 }));
    // Five CLS values: rank ⌈3.75⌉ = 4 → 0.4.
    for (const value of [0.1, 0.5, 0.2, 0.4, 0.3])
      await insertWebVital(t.db, row({ metric: 'CLS', value, page_type: 'maps', path: '/maps' }));
    // Before the window: left out.
    await insertWebVital(t.db, row({ day: '2026-02-01', value: 99_000 }));

    expect(await selectDailyP75(t.db, '2026-03-01')).toEqual([
      { day: '2026-03-02', pageType: 'home', metric: 'LCP', p75: 3000, count: 4 },
      { day: '2026-03-02', pageType: 'maps', metric: 'CLS', p75: 0.4, count: 5 },
      { day: '2026-03-03', pageType: 'home', metric: 'LCP', p75: 5100, count: 1 },
    ]);
  });

  it('answers the p75 per path over the whole window', async () => {
    for (const value of [2400, 2600, 9000])
      await insertWebVital(t.db, row({ path: '/maps/paris', page_type: 'maps', value }));
    await insertWebVital(
      t.db,
      row({ day: '2026-03-04', path: '/maps/paris', page_type: 'maps', value: 2500 }),
    );
    await insertWebVital(t.db, row({ metric: 'INP', value: 300 }));
    expect(await selectPathP75(t.db, '2026-03-01')).toEqual([
      { path: '/', pageType: 'home', metric: 'INP', p75: 300, count: 1 },
      { path: '/maps/paris', pageType: 'maps', metric: 'LCP', p75: 2600, count: 4 },
    ]);
  });

  it('deletes the days before a given day', async () => {
    await insertWebVital(t.db, row({ day: '2026-01-01' }));
    await insertWebVital(t.db, row({ day: '2026-03-02' }));
    expect(await deleteWebVitalsBefore(t.db, '2026-03-01')).toBe(1);
    expect(await selectDailyP75(t.db, '2000-01-01')).toHaveLength(1);
  });
});
