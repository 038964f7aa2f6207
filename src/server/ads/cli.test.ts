import { createTestDatabase, type TestDatabase } from '@tests/utils/testDatabases';

import { runAdsCli } from './cli';
import { recordHouseAdEvent } from './houseAds.repository';

describe('npm run ads', () => {
  let t: TestDatabase;
  let lines: string[];
  let errors: string[];
  const out = { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) };
  const now = new Date('2026-07-08T12:00:00Z');
  beforeEach(async () => {
    t = await createTestDatabase('sqlite');
    lines = [];
    errors = [];
    const event = (mark: string, day: string) => ({
      creativeId: 'radar-map-300x250',
      pageId: 'home',
      slotId: 'info-section',
      marks: [mark],
      now: new Date(`${day}T09:00:00Z`),
    });
    await recordHouseAdEvent(t.db, 'impression', event('i:1', '2026-07-08'));
    await recordHouseAdEvent(t.db, 'impression', event('i:2', '2026-07-08'));
    await recordHouseAdEvent(t.db, 'click', event('c:1', '2026-07-08'));
    await recordHouseAdEvent(t.db, 'impression', event('i:3', '2026-06-01'));
  });
  afterEach(() => t.destroy());
  // The test keeps its database open after the command ends.
  const open = () => Promise.resolve({ db: t.db, close: async () => undefined });

  it('reports the last 7 days by default as a table', async () => {
    expect(await runAdsCli(['report'], out, open, now)).toBe(0);
    expect(lines).toEqual([
      'House ads from 2026-07-02 to 2026-07-08',
      'day         creative           impressions  clicks     ctr',
      '2026-07-08  radar-map-300x250            2       1  50.00%',
      'total                                    2       1  50.00%',
    ]);
  });

  it('reports a chosen range as JSON', async () => {
    expect(
      await runAdsCli(
        ['report', '--from', '2026-06-01', '--to', '2026-06-30', '--json'],
        out,
        open,
        now,
      ),
    ).toBe(0);
    expect(JSON.parse(lines.join('\n'))).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      rows: [
        {
          day: '2026-06-01',
          creativeId: 'radar-map-300x250',
          name: 'Radar map 300x250',
          impressions: 1,
          clicks: 0,
          clickThroughRate: 0,
        },
      ],
    });
  });

  it('refuses unknown commands and bad dates with the usage', async () => {
    expect(await runAdsCli([], out, open, now)).toBe(2);
    expect(await runAdsCli(['report', '--from', '2026-13-01'], out, open, now)).toBe(2);
    expect(
      await runAdsCli(['report', '--from', '2026-07-09', '--to', '2026-07-01'], out, open, now),
    ).toBe(2);
    expect(errors[0]).toMatch(/^Usage: npm run ads -- report/);
    expect(errors.at(-1)).toBe('ads: --from 2026-07-09 is after --to 2026-07-01');
  });
});
