// Checks that every write the load test's visitors saw acknowledged is in the database: each
// visitor's favourites (ids, in order, positions 0..n-1, none lost, none extra) and its units.
import Database from 'better-sqlite3';
import pg from 'pg';

/** Reads rows with one query function over either database. */
async function openReader({ database, site, databaseUrl }) {
  if (database === 'sqlite') {
    const db = new Database(site.sqliteFile, { readonly: true, fileMustExist: true });
    return {
      all: async (sql, params) => db.prepare(sql.replace(/\$\d+/g, '?')).all(...params),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    all: async (sql, params) => (await client.query(sql, params)).rows,
    close: async () => client.end(),
  };
}

/**
 * Compares each visitor's acknowledged state with the database. A visitor with a write that got no
 * answer (`uncertain`) cannot be checked exactly and is counted as unchecked.
 */
export async function verifyWrites({ database, site, databaseUrl, visitors }) {
  const reader = await openReader({ database, site, databaseUrl });
  const report = {
    visitors: visitors.length,
    acknowledgedWrites: 0,
    favoritesChecked: 0,
    lost: 0,
    duplicated: 0,
    orderMismatched: 0,
    unitsMismatched: 0,
    uncheckedVisitors: 0,
    samples: [],
  };
  const note = (sample) => {
    if (report.samples.length < 10) report.samples.push(sample);
  };
  try {
    for (const v of visitors) {
      if (!v.deviceId) continue;
      report.acknowledgedWrites += v.writes;
      if (v.uncertain) {
        report.uncheckedVisitors += 1;
        continue;
      }
      const rows = await reader.all(
        'SELECT id, position, locality FROM favorite_locations WHERE device_id = $1 ORDER BY position, id',
        [v.deviceId],
      );
      const stored = rows.map((r) => r.id);
      const expected = v.favorites.map((f) => f.id);
      report.favoritesChecked += expected.length;
      const storedSet = new Set(stored);
      const lost = expected.filter((id) => !storedSet.has(id));
      const expectedSet = new Set(expected);
      const extra = stored.filter((id) => !expectedSet.has(id));
      const slugs = rows.map((r) => JSON.parse(r.locality).SlugName);
      const twice = slugs.length - new Set(slugs).size + (stored.length - storedSet.size);
      report.lost += lost.length;
      report.duplicated += extra.length + twice;
      const positionsOk = rows.every((r, i) => Number(r.position) === i);
      if (lost.length || extra.length || twice) note({ device: v.deviceId, lost, extra, slugs });
      else if (stored.join() !== expected.join() || !positionsOk) {
        report.orderMismatched += 1;
        note({ device: v.deviceId, expected, stored, positions: rows.map((r) => r.position) });
      }
      if (v.units) {
        const [device] = await reader.all(
          'SELECT temp_unit, wind_unit, pressure_unit, rain_unit FROM devices WHERE id = $1',
          [v.deviceId],
        );
        const same =
          device &&
          Number(device.temp_unit) === v.units.tempUnitVal &&
          Number(device.wind_unit) === v.units.windUnitVal &&
          Number(device.pressure_unit) === v.units.pressureUnitVal &&
          Number(device.rain_unit) === v.units.unitval;
        if (!same) {
          report.unitsMismatched += 1;
          note({ device: v.deviceId, units: v.units, stored: device });
        }
      }
    }
  } finally {
    await reader.close();
  }
  return report;
}
