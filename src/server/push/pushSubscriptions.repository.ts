import '@/server/serverOnly';

import { randomUUID } from 'node:crypto';

import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';

import type { Database, PushSubscriptionsTable } from '@/server/db/database';

/** A stored Web Push subscription to one place's alerts. */
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** What a new subscription stores (its id and time are set here). */
export type NewPushSubscription = Omit<
  Insertable<PushSubscriptionsTable>,
  'id' | 'created_at' | 'primed_at'
>;

/**
 * Which of a device's subscriptions a request may see and change: those made while no account was
 * signed in on it, and those of the account it acts for (`userId`, after the link check), never
 * another account's.
 */
function ownedBy(userId: string | null) {
  return (eb: ExpressionBuilder<Database, 'push_subscriptions'>) =>
    userId
      ? eb.or([
          eb('push_subscriptions.user_id', 'is', null),
          eb('push_subscriptions.user_id', '=', userId),
        ])
      : eb('push_subscriptions.user_id', 'is', null);
}

/**
 * Stores the device's subscription to a place, or replaces the browser's endpoint and keys (and
 * the account) of the one it has: the row keeps its id, so alerts already sent stay sent. Null,
 * changing nothing, when the device's subscription to that place is another account's.
 */
export async function upsertSubscription(
  db: Kysely<Database>,
  input: NewPushSubscription,
  now = new Date(),
): Promise<PushSubscriptionRow | null> {
  const userId = input.user_id ?? null;
  await db
    .insertInto('push_subscriptions')
    .values({ ...input, id: randomUUID(), created_at: now.toISOString(), primed_at: null })
    .onConflict((oc) =>
      oc
        .columns(['device_id', 'place_slug'])
        .doUpdateSet({
          endpoint: input.endpoint,
          p256dh: input.p256dh,
          auth: input.auth,
          user_id: userId,
          place_name: input.place_name,
        })
        .where(ownedBy(userId)),
    )
    .execute();
  const row = await db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('device_id', '=', input.device_id)
    .where('place_slug', '=', input.place_slug)
    .executeTakeFirstOrThrow();
  return row.user_id === userId ? row : null;
}

/** The device's subscriptions the request may see (see `ownedBy`), by place name. */
export function subscriptionsOfDevice(
  db: Kysely<Database>,
  deviceId: string,
  userId: string | null,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('device_id', '=', deviceId)
    .where(ownedBy(userId))
    .orderBy('place_name')
    .execute();
}

/** Every subscription, by place (the sender reads each place's alerts once). */
export function allSubscriptions(db: Kysely<Database>): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().orderBy('place_slug').execute();
}

/** Removes the device's subscription to a place, if the request may (see `ownedBy`); true when it did. */
export async function deleteDeviceSubscription(
  db: Kysely<Database>,
  deviceId: string,
  placeSlug: string,
  userId: string | null,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('device_id', '=', deviceId)
    .where('place_slug', '=', placeSlug)
    .where(ownedBy(userId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes a subscription by id (its push service answered 404 or 410). */
export async function deleteSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/** Removes the subscriptions an account made on one device (it signs out there). */
export async function deleteAccountSubscriptionsOnDevice(
  db: Kysely<Database>,
  deviceId: string,
  userId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('device_id', '=', deviceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Claims (subscription, alert) for sending: true for the one caller whose insert made the row,
 * false when it was already there (sent, or being sent by another instance). The primary key on
 * the pair makes this hold across instances and restarts.
 */
export async function claimAlert(
  db: Kysely<Database>,
  subscriptionId: string,
  alertId: string,
  now = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto('push_sent')
    .values({ subscription_id: subscriptionId, alert_id: alertId, sent_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['subscription_id', 'alert_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claim back (the push service failed for a while: the next pass tries again). */
export async function releaseAlert(
  db: Kysely<Database>,
  subscriptionId: string,
  alertId: string,
): Promise<void> {
  await db
    .deleteFrom('push_sent')
    .where('subscription_id', '=', subscriptionId)
    .where('alert_id', '=', alertId)
    .execute();
}

/**
 * Marks a subscription's current alerts as known without sending them (they were in force when
 * it was made: only newer ones are news), and the subscription as primed.
 */
export async function primeSubscription(
  db: Kysely<Database>,
  subscriptionId: string,
  alertIds: readonly string[],
  now = new Date(),
): Promise<void> {
  for (const alertId of alertIds) await claimAlert(db, subscriptionId, alertId, now);
  await db
    .updateTable('push_subscriptions')
    .set({ primed_at: now.toISOString() })
    .where('id', '=', subscriptionId)
    .execute();
}

/** Forgets sent marks older than `before` (their alerts have long expired). */
export async function pruneSent(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('push_sent').where('sent_at', '<', before.toISOString()).execute();
}
