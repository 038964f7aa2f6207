/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** public/sw.js run in a fake worker scope of build `version`, over a fake Cache Storage. */
function loadWorker(version: string, existing: string[]) {
  const names = new Set(existing);
  const caches = {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  };
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: {
      href: `https://weather.test/sw.js?v=${version}`,
      origin: 'https://weather.test',
    },
    registration: { navigationPreload: { enable: async () => undefined } },
    clients: { claim: async () => undefined },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
    skipWaiting: () => undefined,
  };
  const source = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, caches, fetch, Headers, Response });
  const activate = async () => {
    const waits: Promise<unknown>[] = [];
    handlers.get('activate')?.({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  return { activate, names };
}

describe('the service worker of a new build', () => {
  it("deletes the old build's caches when it activates, and keeps its own and other sites' parts", async () => {
    const worker = loadWorker('build-2', [
      'weather-pages-build-1',
      'weather-static-build-1',
      'weather-pages-build-2',
      'another-library-cache',
    ]);
    await worker.activate();
    expect([...worker.names].sort()).toEqual(['another-library-cache', 'weather-pages-build-2']);
  });
});

/** public/sw.js over a fake Cache Storage of whole caches and a fetch that records its calls. */
function loadKeepingWorker() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const keyOf = (request: string | { url: string }) =>
      typeof request === 'string' ? request : request.url;
    return {
      match: async (request: string) => store.get(keyOf(request))?.clone(),
      put: async (request: string, response: Response) => {
        store.delete(keyOf(request));
        store.set(keyOf(request), response);
      },
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => store.delete(keyOf(request)),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  // Whether the server renders the pages for a signed-in visitor (its `X-Signed-In: 1`).
  const session = { signedIn: false };
  const fetch = async (url: string, init: { headers?: Record<string, string> } = {}) => {
    fetched.push({ url, headers: init.headers ?? {} });
    return new Response('<html><title>Kept</title><body></body></html>', {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        ...(session.signedIn ? { 'x-signed-in': '1' } : {}),
      },
    });
  };
  const handlers = new Map<string, (event: unknown) => void>();
  const self = {
    location: { href: 'https://weather.test/sw.js?v=b1', origin: 'https://weather.test' },
    addEventListener: (type: string, handler: (event: unknown) => void) =>
      handlers.set(type, handler),
  };
  const source = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');
  vm.runInNewContext(source, { self, URL, caches, fetch, Headers, Response });
  const post = async (data: unknown) => {
    const waits: Promise<unknown>[] = [];
    handlers.get('message')?.({ data, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const keep = (urls: string[]) => post({ type: 'keep-pages', urls });
  const forget = () => post({ type: 'forget-pages' });
  const age = (href: string, ms: number) => {
    const store = stores.get('weather-pages-b1');
    const kept = store?.get(href);
    if (!store || !kept) throw new Error(`${href} is not kept`);
    const headers = new Headers(kept.headers);
    headers.set('x-offline-fetched-at', String(Date.now() - ms));
    store.set(href, new Response(kept.body, { status: 200, headers }));
  };
  const kept = (href: string) => stores.get('weather-pages-b1')?.has(href) ?? false;
  return { keep, forget, fetched, age, session, kept };
}

describe("the service worker keeping favourites' pages", () => {
  const paris = 'https://weather.test/weather-forecast/now/paris-ile-de-france-fr';

  it('fetches them as a prefetch (not a visit), and not again while its copy is fresh', async () => {
    const worker = loadKeepingWorker();
    await worker.keep([paris, 'https://elsewhere.test/weather-forecast/now/x']);
    expect(worker.fetched).toEqual([{ url: paris, headers: { Purpose: 'prefetch' } }]);
    // The next page asks again at once: the copy is fresh.
    await worker.keep([paris]);
    expect(worker.fetched).toHaveLength(1);
    // Half an hour later it is fetched again.
    worker.age(paris, 31 * 60 * 1000);
    await worker.keep([paris]);
    expect(worker.fetched).toHaveLength(2);
  });

  it("drops the account's pages when asked after a sign-out, not the device's own", async () => {
    const worker = loadKeepingWorker();
    const berlin = 'https://weather.test/weather-forecast/now/berlin-state-of-berlin-de';
    await worker.keep([berlin]);
    worker.session.signedIn = true;
    await worker.keep([paris]);
    await worker.forget();
    expect(worker.kept(paris)).toBe(false);
    expect(worker.kept(berlin)).toBe(true);
  });

  it("drops the account's pages as soon as a page comes signed out (a session ended elsewhere)", async () => {
    const worker = loadKeepingWorker();
    worker.session.signedIn = true;
    await worker.keep([paris]);
    expect(worker.kept(paris)).toBe(true);
    worker.session.signedIn = false;
    const rome = 'https://weather.test/weather-forecast/now/rome-lazio-it';
    await worker.keep([rome]);
    expect(worker.kept(paris)).toBe(false);
    expect(worker.kept(rome)).toBe(true);
  });

  it("keeps a favourite's page with its station under the page's address without the query", async () => {
    const worker = loadKeepingWorker();
    await worker.keep([`${paris}?station=metar-lfpb`]);
    expect(worker.fetched.map((f) => f.url)).toEqual([`${paris}?station=metar-lfpb`]);
    // One copy per page: asked again without the station, it is the same, fresh copy.
    await worker.keep([paris]);
    expect(worker.fetched).toHaveLength(1);
    expect(() => worker.age(paris, 0)).not.toThrow();
  });
});
