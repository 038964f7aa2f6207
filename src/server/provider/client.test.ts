import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { http, passthrough } from 'msw';

import { providerRoutes } from '@/embedded/provider/routes';
import { ProviderUnavailableError } from '@/lib/provider';
import { resetConfigForTests } from '@/server/config';
import { withUpstreamBudget } from '@/server/http/upstreamBudget';

import { server } from '@tests/msw/server';

import { createServerProviderClient } from './client';

/**
 * How the server's provider client keeps to the request's upstream budget: a provider across the
 * network gets what is left of it, the embedded provider in this process gets one budget per call
 * (its own upstream calls share the request's), so a request that spent its budget queueing
 * behind others still reads the embedded provider, and a route that never answers still fails.
 */

const BUDGET_MS = 300;
const envBefore = { ...process.env };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A route of the embedded provider that answers after `ms`. */
function addRoute(path: string, answer: () => Promise<unknown>) {
  const route = { path, methods: { GET: answer } };
  providerRoutes.unshift(route);
  return () => providerRoutes.splice(providerRoutes.indexOf(route), 1);
}

let hanging: Server;
let hangingUrl: string;

beforeAll(async () => {
  hanging = createServer(() => undefined);
  await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
  hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/pulse`;
});

afterAll(async () => {
  process.env = envBefore;
  resetConfigForTests();
  hanging.closeAllConnections();
  await new Promise((r) => hanging.close(r));
});

/**
 * A read of `path` made 100 ms before the request's budget ends, from a provider that never
 * answers: it fails as unavailable with about those 100 ms, not a budget of its own.
 */
async function expectEndsWithTheBudgetLeft(path: string) {
  const failure = await withUpstreamBudget(async () => {
    await sleep(BUDGET_MS - 100);
    const started = Date.now();
    const err = await createServerProviderClient()
      .get({ path })
      .catch((e: unknown) => e);
    return { err, took: Date.now() - started };
  });
  expect(failure.err).toBeInstanceOf(ProviderUnavailableError);
  expect(failure.took).toBeLessThan(BUDGET_MS - 50);
}

function useProvider(baseUrl: string | null, env: Record<string, string> = {}) {
  process.env = { ...envBefore, ...env, UPSTREAM_BUDGET_MS: String(BUDGET_MS) };
  if (baseUrl) {
    process.env.PROVIDER_BASE_URL = baseUrl;
    process.env.PROVIDER_AUTH_ID = 'budget-test';
    process.env.PROVIDER_SECRET = 'budget-test-secret';
  }
  resetConfigForTests();
}

beforeEach(() => {
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('the embedded provider, in this process', () => {
  beforeEach(() => useProvider(null));

  it('answers a request that spent its budget before the call', async () => {
    const undo = addRoute('/test/budget/late', async () => ({ ok: true }));
    try {
      const answer = await withUpstreamBudget(async () => {
        // The request waited longer than its whole budget (other requests' work) before asking.
        await sleep(BUDGET_MS + 100);
        return createServerProviderClient().get({ path: '/test/budget/late' });
      });
      expect(answer).toMatchObject({ ok: true });
    } finally {
      undo();
    }
  });

  it('still fails a route that never answers, one budget after the call', async () => {
    const undo = addRoute('/test/budget/never', () => new Promise<never>(() => undefined));
    try {
      const started = Date.now();
      const failure = await withUpstreamBudget(() =>
        createServerProviderClient().get({ path: '/test/budget/never' }),
      ).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(ProviderUnavailableError);
      expect((failure as ProviderUnavailableError).outage).toBe('timeout');
      expect(Date.now() - started).toBeGreaterThanOrEqual(BUDGET_MS - 20);
    } finally {
      undo();
    }
  });

  it('keeps a staged service on its own URL to what is left of the request’s budget', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
    const file = path.join(dir, 'site.json');
    writeFileSync(file, JSON.stringify({ stageBaseUrls: { hurricane: hangingUrl } }));
    useProvider(null, { SITE_SETTINGS_FILE: file, APP_ENVIRONMENT: 'Staging' });
    await expectEndsWithTheBudgetLeft('/data/hurricanes/v1/active');
  });
});

describe('a provider across the network', () => {
  beforeEach(() => useProvider(hangingUrl));

  it('ends with what is left of the request’s budget', async () => {
    await expectEndsWithTheBudgetLeft('/data/weather/v1/current');
  });
});
