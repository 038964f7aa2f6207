import { z } from 'zod';

import { locationSlugSchema } from '@/server/locations/location.schema';

/**
 * Hosts of the browsers' push services (Chrome/FCM, Firefox/Mozilla autopush, Edge/WNS,
 * Safari/Apple). The server POSTs to whatever endpoint a subscription names, so only these are
 * accepted: anything else would let a visitor aim the site's requests at another server.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

/** True when `host` is one of PUSH_SERVICE_HOSTS or a subdomain of one. */
export function isPushServiceHost(host: string): boolean {
  const h = host.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => h === allowed || h.endsWith(`.${allowed}`));
}

const endpointSchema = z
  .url({ protocol: /^https$/, message: 'subscription.endpoint must be an https URL' })
  .max(2048)
  .refine((v) => isPushServiceHost(new URL(v).hostname), {
    message: "subscription.endpoint is not a known browser push service's URL",
  });

/** A PushSubscription as `PushSubscription.toJSON()` gives it (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'must be a base64url P-256 public key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'must be a base64url 16-byte secret'),
  }),
  expirationTime: z.number().nullable().optional(),
});

const appInstanceId = z.string().trim().min(1, 'appInstanceId is required').max(64);

/** POST /web2/api/push/subscriptions: this device asks for a place's alerts. */
export const subscribeSchema = z.object({
  appInstanceId,
  place: locationSlugSchema,
  subscription: pushSubscriptionSchema,
});

/** DELETE /web2/api/push/subscriptions?appInstanceId=…&place=…: this device stops them. */
export const unsubscribeSchema = z.object({ appInstanceId, place: locationSlugSchema });

/** GET /web2/api/push/subscriptions?appInstanceId=…: the places this device is told of. */
export const listSchema = z.object({ appInstanceId });
