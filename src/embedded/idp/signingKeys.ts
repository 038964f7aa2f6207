import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '@/server/db/database';

/** Name of the `app_keys` row holding the identity provider's signing keys. */
export const JWKS_KEY_NAME = 'oidc-jwks';

const jwksSchema = z.object({
  keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), d: z.string() })).min(1),
});

/** A private JWK set as oidc-provider's `jwks` option takes it. */
export interface PrivateJwks {
  keys: JWK[];
}

async function generateJwks(): Promise<PrivateJwks> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

async function read(db: Kysely<Database>): Promise<PrivateJwks | undefined> {
  const row = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', JWKS_KEY_NAME)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = jwksSchema.safeParse(JSON.parse(row.value));
  // A damaged key set is an error, not a silent reset: resetting would sign everyone out.
  if (!parsed.success)
    throw new Error(`app_keys.${JWKS_KEY_NAME} is damaged: ${parsed.error.message}`);
  return parsed.data as PrivateJwks;
}

/**
 * The signing keys (an RSA JWK set), generated on first start and kept in `app_keys` so every
 * instance and every restart signs with the same keys. When two instances start at once, the
 * first insert wins and both read it back.
 */
export async function loadOrCreateSigningKeys(db: Kysely<Database>): Promise<PrivateJwks> {
  const existing = await read(db);
  if (existing) return existing;
  const fresh = await generateJwks();
  await db
    .insertInto('app_keys')
    .values({
      name: JWKS_KEY_NAME,
      value: JSON.stringify(fresh),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read(db);
  if (!stored) throw new Error(`app_keys.${JWKS_KEY_NAME} could not be stored`);
  return stored;
}
