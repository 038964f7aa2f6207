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
