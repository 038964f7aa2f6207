import { sql, type Kysely } from 'kysely';

/**
 * The embedded ad server's house ads: the creatives (the site promoting its own features), daily
 * impression and click counts, the per-device frequency-cap windows, and the marks that let one
 * served ad count once. Portable types only (varchar, text, integer), so the same statements and
 * upserts run on SQLite and PostgreSQL; times are ISO 8601 strings like every other table's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('house_ad_creatives')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('headline', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'varchar(300)', (c) => c.notNull())
    .addColumn('cta', 'varchar(40)', (c) => c.notNull())
    // A path on this site (`/maps`), or `app:free` / `app:ad-free`: the configured app-store links.
    .addColumn('target', 'varchar(300)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`weight >= 0`),
    )
    .addColumn('active', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`active in (0, 1)`),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('house_ad_creatives_size')
    .on('house_ad_creatives')
    .columns(['width', 'height', 'active'])
    .execute();

  // Counts per creative, kind, page, slot and UTC day; each event is one upsert (count + 1).
  await db.schema
    .createTable('house_ad_events')
    .addColumn('creative_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) =>
      c.notNull().check(sql`kind in ('impression', 'click')`),
    )
    .addColumn('page_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('slot_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('house_ad_events_pk', [
      'creative_id',
      'kind',
      'page_id',
      'slot_id',
      'day',
    ])
    .execute();
  await db.schema.createIndex('house_ad_events_day').on('house_ad_events').column('day').execute();

  // Impressions per device (a keyed hash of its id, never the id) and creative in one window.
  await db.schema
    .createTable('house_ad_caps')
    .addColumn('device_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('creative_id', 'varchar(64)', (c) => c.notNull())
    // The window's start, ISO 8601.
    .addColumn('window_start', 'varchar(32)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('house_ad_caps_pk', ['device_hash', 'creative_id', 'window_start'])
    .execute();
  await db.schema
    .createIndex('house_ad_caps_window')
    .on('house_ad_caps')
    .column('window_start')
    .execute();

  // One row per served ad (its token's nonce) or page view that was counted, pruned after 2 days.
  await db.schema
    .createTable('house_ad_marks')
    .addColumn('mark', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('house_ad_marks_day').on('house_ad_marks').column('day').execute();

  const createdAt = '2026-01-01T00:00:00.000Z';
  // This migration's own view of the table (migrations never import the current types).
  const seeding = db as unknown as Kysely<{ house_ad_creatives: SeedRow }>;
  await seeding
    .insertInto('house_ad_creatives')
    .values(
      HOUSE_CREATIVES.flatMap((c) =>
        SIZES.map(([width, height]) => ({
          id: `${c.key}-${width}x${height}`,
          name: `${c.name} ${width}x${height}`,
          headline: c.headline,
          body: c.body,
          cta: c.cta,
          target: c.target,
          width,
          height,
          weight: c.weight,
          active: 1,
          created_at: createdAt,
        })),
      ),
    )
    .execute();
}

interface SeedRow {
  id: string;
  name: string;
  headline: string;
  body: string;
  cta: string;
  target: string;
  width: number;
  height: number;
  weight: number;
  active: number;
  created_at: string;
}

/** Every size the ad configuration's slots use. */
const SIZES: readonly [number, number][] = [
  [320, 50],
  [728, 90],
  [300, 250],
  [300, 600],
];

/**
 * The site's own promotions, frozen as this migration shipped them (later changes are new
 * migrations). `{{siteName}}` is replaced with SITE_NAME when the creative is drawn.
 */
const HOUSE_CREATIVES = [
  {
    key: 'radar-map',
    name: 'Radar map',
    headline: 'Live radar for your place',
    body: 'Watch rain and storms move in, frame by frame, on the {{siteName}} map.',
    cta: 'Open the map',
    target: '/maps',
    weight: 3,
  },
  {
    key: 'hurricane-centre',
    name: 'Hurricane centre',
    headline: 'Track the tropics',
    body: 'Active storms, forecast cones and the seven-day outlook in one place.',
    cta: 'See hurricanes',
    target: '/hurricane/active',
    weight: 2,
  },
  {
    key: 'favorites',
    name: 'Favourite places',
    headline: 'Save your places',
    body: 'Sign in to keep your favourite places and units on every device.',
    cta: 'Sign in',
    target: '/signin',
    weight: 2,
  },
  {
    key: 'alerts',
    name: 'Weather alerts',
    headline: 'Severe weather alerts',
    body: 'Know when a watch or warning covers your place.',
    cta: 'See alerts',
    target: '/alerts',
    weight: 2,
  },
  {
    key: 'air-quality',
    name: 'Air quality',
    headline: 'Breathe easier',
    body: 'Air quality index, pollutants and health guidance for your place.',
    cta: 'Check air quality',
    target: '/air-quality',
    weight: 2,
  },
  {
    key: 'app-free',
    name: 'Free app',
    headline: 'Get the free {{siteName}} app',
    body: 'Forecasts, radar and alerts in your pocket.',
    cta: 'Download free',
    target: 'app:free',
    weight: 1,
  },
  {
    key: 'app-ad-free',
    name: 'Ad-free app',
    headline: 'Go ad-free',
    body: 'The ad-free edition of the {{siteName}} app: every forecast, no ads.',
    cta: 'Get ad-free',
    target: 'app:ad-free',
    weight: 1,
  },
];

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('house_ad_marks').execute();
  await db.schema.dropTable('house_ad_caps').execute();
  await db.schema.dropTable('house_ad_events').execute();
  await db.schema.dropTable('house_ad_creatives').execute();
}
