/**
 * The browser's side of Web Push: whether it can, the Notification permission (asked only when
 * the visitor turns a place on), and the push subscription of the site's service worker.
 */

/** True when this browser has service workers, the Push API and notifications. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Why the browser cannot be subscribed. */
export type PushBlock = 'unsupported' | 'denied' | 'dismissed';

/** Thrown when the browser cannot be subscribed; `reason` picks the message. */
export class PushBlockedError extends Error {
  constructor(readonly reason: PushBlock) {
    super(reason);
    this.name = 'PushBlockedError';
  }
}

/** How long to wait for the site's service worker (registered after start-up). */
export const SERVICE_WORKER_WAIT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The service worker is not ready')),
      SERVICE_WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * This browser's push subscription for the site, made if needed: asks the Notification
 * permission first (the browser's prompt, only now, after the visitor's click), then subscribes
 * the site's service worker with the server's VAPID key.
 */
export async function browserSubscription(vapidPublicKey: string): Promise<PushSubscriptionJSON> {
  if (!isPushSupported()) throw new PushBlockedError('unsupported');
  if (Notification.permission === 'denied') throw new PushBlockedError('denied');
  if (Notification.permission !== 'granted') {
    const answer = await Notification.requestPermission();
    if (answer === 'denied') throw new PushBlockedError('denied');
    if (answer !== 'granted') throw new PushBlockedError('dismissed');
  }
  const registration = await readyRegistration();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(vapidPublicKey),
    }));
  return subscription.toJSON();
}

/** Drops the browser's push subscription (no place is left to be told of). */
export async function dropBrowserSubscription(): Promise<void> {
  if (!isPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
