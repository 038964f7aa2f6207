import { randomBytes, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { ConfigError } from './env.schema';

const secretsSchema = z.object({
  providerAuthId: z.string().min(1),
  providerSecret: z.string().min(32),
  cookieKeys: z.array(z.string().min(32)).min(1),
});

/** Secrets generated on first start and kept in `<DATA_DIR>/secrets.json` (never in the source). */
export type GeneratedSecrets = z.infer<typeof secretsSchema>;

function generate(): GeneratedSecrets {
  return {
    providerAuthId: `embedded-${randomUUID()}`,
    providerSecret: randomBytes(48).toString('base64url'),
    cookieKeys: [randomBytes(48).toString('base64url')],
  };
}

/** A file system error's code (`ENOTDIR`, `EACCES`, …), or its message. */
function errorCode(err: unknown): string {
  return (err as NodeJS.ErrnoException).code ?? String(err);
}

/**
 * Loads the generated secrets from the data directory, creating the directory and the file
 * (mode 0600, written atomically) on first start. A damaged file is an error, not a silent reset:
 * resetting would invalidate every cookie and signature already issued.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (err) {
    throw new ConfigError(`DATA_DIR: cannot create ${dataDir} (${errorCode(err)})`);
  }
  let raw: string | undefined;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') {
      throw new ConfigError(`${file} cannot be read (${errorCode(err)})`);
    }
  }
  if (raw !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new ConfigError(`${file} is damaged: it is not JSON`);
    }
    const parsed = secretsSchema.safeParse(json);
    if (!parsed.success) throw new ConfigError(`${file} is damaged: ${parsed.error.message}`);
    return parsed.data;
  }
  const secrets = generate();
  // Write to a private temp file, then hard-link it into place: the link is atomic and fails if
  // another process created the file first, in which case its secrets win.
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writeFileSync(tmp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return loadOrCreateSecrets(dataDir);
  } finally {
    unlinkSync(tmp);
  }
  return secrets;
}
