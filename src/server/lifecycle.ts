import '@/server/serverOnly';

/**
 * What the process's server (server.mts) and the app share about the process's life, on one
 * object under a global symbol (the server runs outside Next's bundles): whether the instance is
 * draining (it got SIGTERM: `/readyz` answers 503 while requests in flight finish) and what to
 * close once the last request is answered (database pools, Redis clients). Under `next start`
 * nothing drains and nothing is closed: Next's own server ends the process.
 */
export interface Lifecycle {
  draining: boolean;
  closers: (() => Promise<void>)[];
}

const LIFECYCLE = Symbol.for('weather.lifecycle');
const holder = globalThis as typeof globalThis & { [LIFECYCLE]?: Lifecycle };

function lifecycle(): Lifecycle {
  holder[LIFECYCLE] ??= { draining: false, closers: [] };
  return holder[LIFECYCLE];
}

/** True once the instance has been asked to stop (SIGTERM): it is no longer ready. */
export function isDraining(): boolean {
  return lifecycle().draining;
}

/** Adds something to close when the server stops, after the last request was answered. */
export function onShutdown(close: () => Promise<void>): void {
  lifecycle().closers.push(close);
}

/**
 * Adds background work to stop when the server stops, before everything `onShutdown` added (the
 * database pools it still uses close after it).
 */
export function onShutdownFirst(close: () => Promise<void>): void {
  lifecycle().closers.unshift(close);
}

/** Marks the instance draining or not (tests; the server sets the flag itself). */
export function setDrainingForTests(draining: boolean): void {
  lifecycle().draining = draining;
}
