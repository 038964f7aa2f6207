import { createServer } from 'node:http';

import { http, passthrough } from 'msw';

import { server as msw } from '@tests/msw/server';

import { BARE_PATH, mixedSsr, mixedSsrText } from './bench-ssr.mjs';

/** Keeps this process's CPU busy for `ms` milliseconds. */
function burn(ms) {
  const end = process.cpuUsage().user + ms * 1000;
  while (process.cpuUsage().user < end);
}

/**
 * A stand-in for a bench build: the bare page costs nothing, every other page about 3 ms of CPU,
 * and /api/bench/cpu reports this process's CPU time as the site's route does.
 */
function fakeBenchBuild({ withCpuRoute = true } = {}) {
  const server = createServer((req, res) => {
    if (req.url === '/api/bench/cpu' && withCpuRoute) {
      const { user, system } = process.cpuUsage();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ userMicros: user, systemMicros: system }));
      return;
    }
    if (req.url === '/api/bench/cpu') {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    if (req.url !== BARE_PATH) burn(3);
    res.setHeader('content-type', 'text/html');
    res.end(
      '<!DOCTYPE html><html><body><div id="__next"><p>Page</p></div><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>',
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      // The bench's own requests to the stand-in reach it (every other request stays mocked).
      msw.use(http.all(`${url}/*`, () => passthrough()));
      resolve({ url, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

const mix = { places: ['paris', 'denver'], cookies: ['device=1'] };

describe('bench:ssr', () => {
  jest.setTimeout(60_000);

  it("reports each row's server CPU per request beside its requests a second", async () => {
    const site = await fakeBenchBuild();
    try {
      const mixed = await mixedSsr(site.url, { durationS: 1, connections: 2, mix });
      // The bare page burns nothing; each page burns 3 ms (the load generator shares the process).
      expect(mixed.bare.cpuMsPerRequest).toBeLessThan(2);
      for (const page of mixed.pages) {
        expect(page.cpuMsPerRequest).toBeGreaterThanOrEqual(3);
        expect(page.cpuRatioToBare).toBeCloseTo(
          mixed.bare.cpuMsPerRequest / page.cpuMsPerRequest,
          1,
        );
      }
      expect(mixedSsrText(mixed)).toMatch(
        /Server CPU per request .*: bare page [\d.]+ ms; home [\d.]+ ms \(bare \/ page [\d.]+\); forecast/,
      );
    } finally {
      await site.close();
    }
  });

  it('says so when the server is not a bench build', async () => {
    const site = await fakeBenchBuild({ withCpuRoute: false });
    try {
      await expect(mixedSsr(site.url, { durationS: 1, connections: 2, mix })).rejects.toThrow(
        /api\/bench\/cpu answered 404: not a bench build/,
      );
    } finally {
      await site.close();
    }
  });
});
