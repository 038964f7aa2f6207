import '@/server/serverOnly';

import webPush, { type Urgency } from 'web-push';

import type { AlertSeverity, WeatherAlert } from '@/types/weather';

import type { VapidKeys } from './vapid';

/** What the service worker receives (public/sw.js shows it): JSON, encrypted by web-push. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page the notification opens: the place's alerts page. */
  url: string;
  /** The alert's id: the notification's tag, so a repeat replaces rather than stacks. */
  tag: string;
}

/** How long a push service keeps an undelivered message, and how urgently it delivers it. */
const BY_SEVERITY: Record<AlertSeverity, { ttlSeconds: number; urgency: Urgency }> = {
  Extreme: { ttlSeconds: 6 * 3600, urgency: 'high' },
  Severe: { ttlSeconds: 12 * 3600, urgency: 'high' },
  Moderate: { ttlSeconds: 24 * 3600, urgency: 'normal' },
  Minor: { ttlSeconds: 24 * 3600, urgency: 'low' },
  Unknown: { ttlSeconds: 24 * 3600, urgency: 'normal' },
};

/**
 * TTL and Urgency (RFC 8030 §5.2, §5.3) of an alert's message: from its severity, the TTL never
 * past the alert's expiry (a warning delivered after it ended is noise), at least a minute.
 */
export function deliveryOptions(
  alert: Pick<WeatherAlert, 'severity' | 'expires'>,
  now = Date.now(),
): { ttlSeconds: number; urgency: Urgency } {
  const base = BY_SEVERITY[alert.severity] ?? BY_SEVERITY.Unknown;
  const untilExpiry = Math.floor((Date.parse(alert.expires) - now) / 1000);
  const ttlSeconds = Number.isFinite(untilExpiry)
    ? Math.max(60, Math.min(base.ttlSeconds, untilExpiry))
    : base.ttlSeconds;
  return { ttlSeconds, urgency: base.urgency };
}

/** The notification of an alert at a place: title "event – place", body the headline. */
export function alertPayload(
  alert: Pick<WeatherAlert, 'id' | 'event' | 'headline'>,
  place: { slug: string; name: string },
): PushPayload {
  return {
    title: `${alert.event} – ${place.name}`,
    body: alert.headline,
    url: `/alerts/${place.slug}`,
    tag: alert.id,
  };
}

/** What the push service made of a message. */
export type DeliveryOutcome =
  | { kind: 'sent' }
  /** 404/410: the subscription is gone for good; delete it. */
  | { kind: 'gone'; status: number }
  /** 429, 5xx or no answer: try again on the next pass. */
  | { kind: 'retry'; detail: string }
  /** Another 4xx: this message will never be accepted. */
  | { kind: 'refused'; status: number };

/** Where a message goes: the subscription's endpoint and keys. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long the push service has to answer, milliseconds. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message: `web-push` encrypts the payload (aes128gcm, RFC 8291) for the subscription's
 * keys and signs the VAPID JWT (RFC 8292); the request itself goes out with `fetch` (web-push's own
 * sender speaks https only, which a local test push service does not), without following redirects.
 */
export async function deliver(
  target: PushTarget,
  payload: PushPayload,
  options: { ttlSeconds: number; urgency: Urgency },
  vapid: VapidKeys,
): Promise<DeliveryOutcome> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets the length from the body itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  let status: number;
  try {
    const res = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    status = res.status;
    // Read to the end (a push service's answer is small) so the connection can be reused.
    await res.arrayBuffer();
  } catch (err) {
    return { kind: 'retry', detail: (err as Error).message };
  }
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500) return { kind: 'retry', detail: `HTTP ${status}` };
  return { kind: 'refused', status };
}
