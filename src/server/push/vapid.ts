import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import webPush from 'web-push';
import { z } from 'zod';

import type { Env } from '@/server/config/env.schema';
import type { Database } from '@/server/db/database';

/** Name of the `app_keys` row holding the generated VAPID key pair. */
export const VAPID_KEY_NAME = 'vapid';

/** The application server's Web Push identity (RFC 8292): its key pair and contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);
const pairSchema = z.object({ publicKey: base64url.length(87), privateKey: base64url.length(43) });

async function readPair(db: Kysely<Database>) {
  const row = await db
    .selectFrom('app_keys')
    .select('value')
    .where('name', '=', VAPID_KEY_NAME)
    .executeTakeFirst();
  if (!row) return undefined;
  const parsed = pairSchema.safeParse(JSON.parse(row.value));
  // A damaged pair is an error, not a silent reset: every subscription is bound to the old key.
  if (!parsed.success)
    throw new Error(`app_keys.${VAPID_KEY_NAME} is damaged: ${parsed.error.message}`);
  return parsed.data;
}

/** The contact push services are given: VAPID_SUBJECT, else the site's https origin or a mailto. */
export function vapidSubject(env: Partial<Pick<Env, 'VAPID_SUBJECT'>>, siteOrigin: string): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const url = new URL(siteOrigin);
  return url.protocol === 'https:' ? url.origin : `mailto:webmaster@${url.hostname}`;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when configured, else a pair generated on
 * first start and kept in `app_keys`, so every instance and every restart signs with the same key
 * (a browser's subscription is bound to it). Two instances starting at once: the first insert wins.
 */
export async function loadOrCreateVapidKeys(
  db: Kysely<Database>,
  env: Partial<Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>>,
  siteOrigin: string,
): Promise<VapidKeys> {
  const subject = vapidSubject(env, siteOrigin);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const existing = await readPair(db);
  if (existing) return { ...existing, subject };
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insertInto('app_keys')
    .values({
      name: VAPID_KEY_NAME,
      value: JSON.stringify(fresh),
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await readPair(db);
  if (!stored) throw new Error(`app_keys.${VAPID_KEY_NAME} could not be stored`);
  return { ...stored, subject };
}
