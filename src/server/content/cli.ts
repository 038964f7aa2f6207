import '@/server/serverOnly';

import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

import { getDb } from '@/server/db';

import { importArticles } from './importer';

const USAGE = `Usage: npm run content -- import <folder>

Imports or updates every Markdown article (YAML front matter) under <folder> into the configured
database (DATABASE_URL, else the SQLite file in DATA_DIR). Unchanged files are left alone; if any
file is invalid, nothing is written and each problem is listed.`;

/** Where the command writes: its output lines and its error lines. */
export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs `content <command> …` and resolves the process exit code. */
export async function runContentCli(
  args: readonly string[],
  out: CliOutput = { log: console.log, error: console.error },
): Promise<number> {
  const [command, folder, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    out.log(USAGE);
    return 0;
  }
  if (command !== 'import' || !folder || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const dir = path.resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    out.error(`content: ${dir} is not a folder`);
    return 2;
  }
  const db = await getDb();
  try {
    const report = await importArticles(db, dir, { strict: true });
    if (report.errors.length > 0) {
      for (const { file, message } of report.errors) out.error(`content: ${file}: ${message}`);
      out.error(`content: ${report.errors.length} invalid file(s); nothing was imported`);
      return 1;
    }
    for (const slug of report.inserted) out.log(`added     ${slug}`);
    for (const slug of report.updated) out.log(`updated   ${slug}`);
    out.log(
      `content: ${report.inserted.length} added, ${report.updated.length} updated, ${report.unchanged.length} unchanged`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
