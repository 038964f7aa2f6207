import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';
import { DAY_MS } from '@/server/durations';

import { houseAdReport, type HouseAdReportRow } from './houseAds.repository';

const USAGE = `Usage: npm run ads -- report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]

Prints the house ads' impressions, clicks and click-through rate per creative per UTC day, from
the configured database (DATABASE_URL, else the SQLite file in DATA_DIR). Default: the last 7
days, today included.`;

/** Where the command writes: its output lines and its error lines. */
export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

const day = z.iso.date();

/** A database the command reads, and how to let it go when done. */
export interface OpenDatabase {
  db: Kysely<Database>;
  close: () => Promise<void>;
}

/** The configured database (migrated on open), closed when the command ends. */
async function openConfiguredDatabase(): Promise<OpenDatabase> {
  const db = await getDb();
  return { db, close: () => db.destroy() };
}

/** The report as aligned text columns, one line per creative and day, with a total line. */
export function formatReport(rows: readonly HouseAdReportRow[]): string[] {
  const header = ['day', 'creative', 'impressions', 'clicks', 'ctr'];
  const lines = rows.map((r) => [
    r.day,
    r.creativeId,
    String(r.impressions),
    String(r.clicks),
    `${(r.clickThroughRate * 100).toFixed(2)}%`,
  ]);
  const impressions = rows.reduce((n, r) => n + r.impressions, 0);
  const clicks = rows.reduce((n, r) => n + r.clicks, 0);
  const ctr = impressions > 0 ? clicks / impressions : 0;
  lines.push(['total', '', String(impressions), String(clicks), `${(ctr * 100).toFixed(2)}%`]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [row(header), ...lines.map(row)];
}

/** Runs `ads <command> …` and resolves the process exit code. */
export async function runAdsCli(
  args: readonly string[],
  out: CliOutput = { log: console.log, error: console.error },
  open: () => Promise<OpenDatabase> = openConfiguredDatabase,
  now: Date = new Date(),
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    out.log(USAGE);
    return 0;
  }
  if (command !== 'report') {
    out.error(USAGE);
    return 2;
  }
  let to = now.toISOString().slice(0, 10);
  let from = new Date(now.getTime() - 6 * DAY_MS).toISOString().slice(0, 10);
  let json = false;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    if (flag === '--json') {
      json = true;
      continue;
    }
    const value = day.safeParse(rest[i + 1]);
    if ((flag !== '--from' && flag !== '--to') || !value.success) {
      out.error(USAGE);
      return 2;
    }
    if (flag === '--from') from = value.data;
    else to = value.data;
    i++;
  }
  if (from > to) {
    out.error(`ads: --from ${from} is after --to ${to}`);
    return 2;
  }
  const { db, close } = await open();
  try {
    const rows = await houseAdReport(db, from, to);
    if (json) out.log(JSON.stringify({ from, to, rows }, null, 2));
    else {
      out.log(`House ads from ${from} to ${to}`);
      for (const line of formatReport(rows)) out.log(line);
    }
    return 0;
  } finally {
    await close();
  }
}
