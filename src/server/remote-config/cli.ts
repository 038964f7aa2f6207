import '@/server/serverOnly';

import type { Kysely } from 'kysely';

import { FLAG_NAME_PATTERN, MAX_FLAG_VALUE_LENGTH } from '@/lib/remote-config';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';

import { readTemplate, seedTemplateIfNew, setFlag, unsetFlag } from './flags.repository';
import { seedFlags } from './seedFlags';

const USAGE = `Usage: npm run flags -- <command>

  list                 every flag of the remote-config template, with its value
  set NAME VALUE       sets a flag (adds it when new); VALUE is a string ("true", "false", …)
  unset NAME           removes a flag (the site's in-app default applies again)

Edits the embedded remote-config service's template in the configured database (DATABASE_URL,
else the SQLite file in DATA_DIR). Pages pick a change up once the server's copy is older than
remoteConfig.MinimumFetchIntervalMillis (12 hours by default).`;

/** Where the command writes: its output lines and its error lines. */
export interface CliOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Options of a run: the database to use instead of the configured one (tests). */
export interface CliOptions {
  db?: Kysely<Database>;
}

function checkName(name: string | undefined, out: CliOutput): name is string {
  if (name && FLAG_NAME_PATTERN.test(name)) return true;
  out.error(
    name
      ? `flags: "${name}" is not a flag name (a letter or _, then letters, digits, _ . -; at most 100)`
      : `flags: a flag name is missing\n\n${USAGE}`,
  );
  return false;
}

/** Runs `flags <command> …` and resolves the process exit code. */
export async function runFlagsCli(
  args: readonly string[],
  out: CliOutput = { log: console.log, error: console.error },
  options: CliOptions = {},
): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    out.log(USAGE);
    return 0;
  }
  const arity = { list: 0, set: 2, unset: 1 } as const;
  if (command !== 'list' && command !== 'set' && command !== 'unset') {
    out.error(command ? `flags: unknown command "${command}"\n\n${USAGE}` : USAGE);
    return 2;
  }
  if (command !== 'set' && rest.length > arity[command]) {
    out.error(`flags: ${command} takes ${arity[command]} argument(s)\n\n${USAGE}`);
    return 2;
  }
  const [rawName, value, ...extra] = rest;
  if (command !== 'list' && !checkName(rawName, out)) return 2;
  const name = rawName ?? '';
  if (command === 'set') {
    if (value === undefined || extra.length > 0) {
      out.error(
        value === undefined
          ? `flags: set needs a value: npm run flags -- set ${name} <value>`
          : `flags: set takes one value (quote a value with spaces)`,
      );
      return 2;
    }
    if (value.length > MAX_FLAG_VALUE_LENGTH) {
      out.error(`flags: the value is longer than ${MAX_FLAG_VALUE_LENGTH} characters`);
      return 2;
    }
  }

  const db = options.db ?? (await getDb());
  try {
    await seedTemplateIfNew(db, seedFlags(getConfig().settings));
    if (command === 'list') {
      const template = await readTemplate(db);
      if (template.flags.length === 0) out.log('(no flags)');
      const width = Math.max(0, ...template.flags.map((f) => f.name.length));
      for (const f of template.flags) {
        out.log(
          `${f.name.padEnd(width)}  ${f.value}${f.description ? `  (${f.description})` : ''}`,
        );
      }
      out.log(`template version ${template.version}`);
      return 0;
    }
    if (command === 'set') {
      const version = await setFlag(db, { name, value: value ?? '' });
      out.log(`set ${name} = ${value} (template version ${version})`);
      return 0;
    }
    if (!(await unsetFlag(db, name))) {
      out.error(`flags: there is no flag "${name}" (npm run flags -- list shows them)`);
      return 1;
    }
    out.log(`unset ${name}`);
    return 0;
  } finally {
    if (!options.db) await db.destroy();
  }
}
