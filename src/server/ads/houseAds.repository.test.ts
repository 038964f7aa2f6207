import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import {
  cappedCreativeIds,
  findCreative,
  houseAdReport,
  listActiveCreatives,
  recordHouseAdEvent,
} from './houseAds.repository';

const NOW = new Date('2026-07-01T10:20:00Z');
const WINDOW = '2026-07-01T10:00:00.000Z';

describe.each(testEngines)('the house ads store on %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  const event = (marks: string[], over: Partial<{ creativeId: string; now: Date }> = {}) => ({
    creativeId: 'radar-map-300x250',
    pageId: 'forecasts/current',
    slotId: 'info-section',
    marks,
    now: NOW,
    ...over,
  });

  it('is seeded with every promotion in every slot size', async () => {
    const promotions = [
      'radar-map',
      'hurricane-centre',
      'favorites',
      'alerts',
      'air-quality',
      'app-free',
      'app-ad-free',
    ];
    for (const [w, h] of [
      [320, 50],
      [728, 90],
      [300, 250],
      [300, 600],
    ] as const) {
      const rows = await listActiveCreatives(t.db, w, h);
      expect(rows.map((r) => r.id).sort()).toEqual(promotions.map((p) => `${p}-${w}x${h}`).sort());
      expect(rows.every((r) => r.width === w && r.height === h)).toBe(true);
    }
    expect(await findCreative(t.db, 'radar-map-728x90')).toMatchObject({
      target: '/maps',
      headline: 'Live radar for your place',
      active: 1,
    });
    expect(await findCreative(t.db, 'app-ad-free-300x600')).toMatchObject({
      target: 'app:ad-free',
    });
  });

  it('leaves out retired creatives', async () => {
    await t.db
      .updateTable('house_ad_creatives')
      .set({ active: 0 })
      .where('id', '=', 'alerts-320x50')
      .execute();
    const ids = (await listActiveCreatives(t.db, 320, 50)).map((r) => r.id);
    expect(ids).not.toContain('alerts-320x50');
    expect(ids).toContain('radar-map-320x50');
  });

  it('counts an event once per mark, per creative, page, slot and day', async () => {
    expect(await recordHouseAdEvent(t.db, 'impression', event(['i:a']))).toBe('counted');
    expect(await recordHouseAdEvent(t.db, 'impression', event(['i:a']))).toBe('repeat');
    // A second mark already written makes the whole event a repeat, the first mark included.
    expect(await recordHouseAdEvent(t.db, 'impression', event(['i:b', 'i:a']))).toBe('repeat');
    expect(await recordHouseAdEvent(t.db, 'impression', event(['i:b']))).toBe('counted');
    expect(await recordHouseAdEvent(t.db, 'click', event(['c:a']))).toBe('counted');
    expect(
      await recordHouseAdEvent(t.db, 'impression', event(['i:z'], { creativeId: 'no-such' })),
    ).toBe('unknown');
    const rows = await t.db.selectFrom('house_ad_events').selectAll().orderBy('kind').execute();
    expect(rows.map((r) => ({ ...r, count: Number(r.count) }))).toEqual([
      {
        creative_id: 'radar-map-300x250',
        kind: 'click',
        page_id: 'forecasts/current',
        slot_id: 'info-section',
        day: '2026-07-01',
        count: 1,
      },
      {
        creative_id: 'radar-map-300x250',
        kind: 'impression',
        page_id: 'forecasts/current',
        slot_id: 'info-section',
        day: '2026-07-01',
        count: 2,
      },
    ]);
  });

  it('loses no count when events arrive together', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        recordHouseAdEvent(t.db, 'impression', event([`i:n${i}`]), {
          deviceHash: 'd1',
          windowStart: WINDOW,
        }),
      ),
    );
    expect(outcomes.every((o) => o === 'counted')).toBe(true);
    const row = await t.db.selectFrom('house_ad_events').select('count').executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(12);
    expect([
      ...(await cappedCreativeIds(t.db, { deviceHash: 'd1', windowStart: WINDOW }, 12)),
    ]).toEqual(['radar-map-300x250']);
  });

  it('counts impressions per device and window for the frequency cap, and prunes ended windows', async () => {
    const cap = { deviceHash: 'd1', windowStart: WINDOW };
    await recordHouseAdEvent(t.db, 'impression', event(['i:1']), cap);
    await recordHouseAdEvent(t.db, 'impression', event(['i:2']), cap);
    await recordHouseAdEvent(t.db, 'click', event(['c:1']), cap);
    expect(await cappedCreativeIds(t.db, cap, 3)).toEqual(new Set());
    expect(await cappedCreativeIds(t.db, cap, 2)).toEqual(new Set(['radar-map-300x250']));
    expect(await cappedCreativeIds(t.db, { deviceHash: 'd2', windowStart: WINDOW }, 1)).toEqual(
      new Set(),
    );

    const next = { deviceHash: 'd2', windowStart: '2026-07-01T11:00:00.000Z' };
    await recordHouseAdEvent(t.db, 'impression', event(['i:3']), next);
    expect(await cappedCreativeIds(t.db, cap, 1)).toEqual(new Set());
    expect(await t.db.selectFrom('house_ad_caps').selectAll().execute()).toHaveLength(1);
  });

  it('prunes marks older than two days as events arrive', async () => {
    await recordHouseAdEvent(t.db, 'impression', event(['i:old']));
    const later = new Date(NOW.getTime() + 3 * 24 * 3600 * 1000);
    await recordHouseAdEvent(t.db, 'impression', event(['i:new'], { now: later }));
    const marks = await t.db.selectFrom('house_ad_marks').select('mark').execute();
    expect(marks.map((m) => m.mark)).toEqual(['i:new']);
  });

  it('reports impressions, clicks and click-through per creative per day, newest day first', async () => {
    const day2 = new Date('2026-07-02T08:00:00Z');
    await recordHouseAdEvent(t.db, 'impression', event(['i:1']));
    await recordHouseAdEvent(t.db, 'impression', { ...event(['i:2']), slotId: 'top-banner' });
    await recordHouseAdEvent(t.db, 'impression', { ...event(['i:3']), pageId: 'home' });
    await recordHouseAdEvent(t.db, 'impression', event(['i:4']));
    await recordHouseAdEvent(t.db, 'click', event(['c:1']));
    await recordHouseAdEvent(t.db, 'impression', event(['i:5'], { creativeId: 'alerts-300x250' }));
    await recordHouseAdEvent(t.db, 'impression', event(['i:6'], { now: day2 }));
    await recordHouseAdEvent(
      t.db,
      'impression',
      event(['i:7'], { now: new Date('2026-07-05T08:00:00Z') }),
    );

    expect(await houseAdReport(t.db, '2026-07-01', '2026-07-02')).toEqual([
      {
        day: '2026-07-02',
        creativeId: 'radar-map-300x250',
        name: 'Radar map 300x250',
        impressions: 1,
        clicks: 0,
        clickThroughRate: 0,
      },
      {
        day: '2026-07-01',
        creativeId: 'alerts-300x250',
        name: 'Weather alerts 300x250',
        impressions: 1,
        clicks: 0,
        clickThroughRate: 0,
      },
      {
        day: '2026-07-01',
        creativeId: 'radar-map-300x250',
        name: 'Radar map 300x250',
        impressions: 4,
        clicks: 1,
        clickThroughRate: 0.25,
      },
    ]);
    expect(await houseAdReport(t.db, '2026-06-01', '2026-06-30')).toEqual([]);
  });
});
