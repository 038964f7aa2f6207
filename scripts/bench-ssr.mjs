// Server-rendering throughput over a mixed workload, every request rendered: the home and forecast
// pages asked for by many visitors at once, against a bare Next.js page of the same build in the
// same run. Used by `npm run bench` (its SSR goal), and alone:
//
//   npm run bench:ssr [-- --duration 10 --connections 10 --url http://127.0.0.1:3000]
//
// Alone it builds and starts the bench's build (BENCH_BUILD=1) unless --url names a running one
// (which must serve /bench/bare: a bench build).
//
// The mix: at least 200 places of the gazetteer (found through the site's search) and 60 returning
// visitors, each with its own signed device cookie and active place, a third of them with
// favourites and a quarter with their own units. Every other request is a first visit (no cookie),
// the rest come from a returning visitor in turn; forecast requests go round the places, so no two
// requests in a row ask for the same page.
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { collectPlaces } from './loadtest/places.mjs';
import { prng, Recorder, Visitor } from './loadtest/visitor.mjs';
import { renderFloor } from './render-floor.mjs';

export const BARE_PATH = '/bench/bare';
export const MIN_PLACES = 200;
const VISITORS = 60;

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The workload's rows: which page each request asks for, given the visitor's place. */
export const MIXED_ROWS = [
  { name: 'home', pathFor: () => '/' },
  { name: 'forecast', pathFor: (slug) => `/weather-forecast/now/${slug}` },
];

/**
 * The workload's people: places and returning visitors made through the site itself (their
 * devices, active places, favourites and units written as a browser would).
 */
export async function prepareMix(baseUrl, { seed = 7 } = {}) {
  const places = await collectPlaces(baseUrl, 260, prng(seed));
  if (places.length < MIN_PLACES) {
    throw new Error(`only ${places.length} places found; the mix needs ${MIN_PLACES}`);
  }
  const random = prng(seed + 1);
  const recorder = new Recorder();
  const visitors = [];
  for (let i = 0; i < VISITORS; i++) {
    const visitor = new Visitor({ base: baseUrl, places, random, recorder, thinkMs: [0, 0] });
    await visitor.arrive();
    const home = places[(i * 7) % places.length];
    await visitor.request('page:now', `/weather-forecast/now/${home.SlugName}`, {
      accept: 'text/html',
    });
    if (i % 3 === 0) {
      await visitor.act('fav:add');
      await visitor.act('fav:add');
    }
    if (i % 4 === 0) await visitor.act('units:update');
    visitors.push(visitor);
  }
  // Every place's page once, so the measured runs find the data layer as it is in steady state
  // (each place's weather in the server cache), not the first visit of each place.
  for (const place of places) {
    await fetch(`${baseUrl}/weather-forecast/now/${place.SlugName}`, {
      headers: { accept: 'text/html', 'user-agent': USER_AGENT },
    }).then((res) => res.arrayBuffer());
  }
  if (recorder.errorCount > 0) {
    throw new Error(`preparing the visitors failed: ${JSON.stringify(recorder.errors[0])}`);
  }
  return { places: places.map((p) => p.SlugName), cookies: visitors.map((v) => v.cookieHeader()) };
}

/** The server's CPU time so far, in ms (the bench build's /api/bench/cpu). */
async function serverCpuMs(baseUrl) {
  const res = await fetch(`${baseUrl}/api/bench/cpu`);
  if (!res.ok)
    throw new Error(`${baseUrl}/api/bench/cpu answered ${res.status}: not a bench build`);
  const { userMicros, systemMicros } = await res.json();
  return (userMicros + systemMicros) / 1000;
}

/**
 * Requests/s, p99 and the server's CPU time per request of one workload; `next()` gives each
 * request's path and cookie.
 */
async function run(baseUrl, next, { durationS, connections }) {
  const options = {
    url: baseUrl,
    connections,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const { path: requestPath, cookie } = next();
          const headers = { ...req.headers, accept: 'text/html', 'user-agent': USER_AGENT };
          if (cookie) headers.cookie = cookie;
          return { ...req, path: requestPath, headers };
        },
      },
    ],
  };
  // A short warm-up first, so JIT and caches are hot for every workload alike.
  await autocannon({ ...options, duration: 2 });
  const cpuBefore = await serverCpuMs(baseUrl);
  const result = await autocannon({ ...options, duration: durationS });
  const cpuMs = (await serverCpuMs(baseUrl)) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    p99ms: result.latency.p99,
    cpuMsPerRequest: Number((cpuMs / result.requests.total).toFixed(2)),
  };
}

/** The bare page, then each row of the mix; ratios are to the bare page of this run. */
export async function mixedSsr(baseUrl, { durationS = 10, connections = 10, mix } = {}) {
  const { places, cookies } = mix ?? (await prepareMix(baseUrl));
  const bare = await run(baseUrl, () => ({ path: BARE_PATH }), { durationS, connections });
  const pages = [];
  for (const row of MIXED_ROWS) {
    let n = 0;
    const next = () => {
      n += 1;
      const cookie = n % 2 === 0 ? cookies[(n / 2) % cookies.length] : undefined;
      return { path: row.pathFor(places[n % places.length]), cookie };
    };
    const measured = await run(baseUrl, next, { durationS, connections });
    pages.push({
      name: row.name,
      ...measured,
      ratioToBare: Number((measured.rps / bare.rps).toFixed(2)),
      cpuRatioToBare: Number((bare.cpuMsPerRequest / measured.cpuMsPerRequest).toFixed(2)),
      floor: await pageFloor(baseUrl, row.pathFor(places[0]), bare),
    });
  }
  return { places: places.length, visitors: cookies.length, bare, pages };
}

/**
 * The footer's lists of states and continents (`PlaceLists` in SiteFooter.tsx), which the page
 * writes as one string of HTML: the element holding the "Weather by state" navigation.
 */
export const isFooterPlaceLists = (node) =>
  node.children.some(
    (child) => child.name === 'nav' && child.attribs['aria-label'] === 'Weather by state',
  );

/**
 * The render floor of a page as a first visitor gets it (scripts/render-floor.mjs): its markup
 * alone in React's edge renderer, and the highest ratio to the bare page that this cost leaves even
 * if everything else the page does were free (the bare page's request time, one server process
 * answering, is 1000 / its requests a second).
 */
async function pageFloor(baseUrl, pagePath, bare) {
  const res = await fetch(`${baseUrl}${pagePath}`, {
    headers: { accept: 'text/html', 'user-agent': USER_AGENT },
  });
  const floor = await renderFloor(await res.text(), { rawInner: isFooterPlaceLists });
  const bareMs = 1000 / bare.rps;
  return { ...floor, ratioAtMost: Number((bareMs / (bareMs + floor.renderMs)).toFixed(2)) };
}

export function mixedSsrText(mixed) {
  const bareMs = (1000 / mixed.bare.rps).toFixed(2);
  const floors = mixed.pages.filter((p) => p.floor);
  const floorText = floors.length
    ? `\nRender floor (each page's markup alone, as plain elements, in react-dom/server.edge, the renderer Next's pages use; one TextEncoder.encode call ${floors[0].floor.encodeUs} µs): ${floors
        .map(
          (p) =>
            `${p.name} ${p.floor.renderMs} ms for ${p.floor.elements} elements, ${p.floor.attributes} attributes and ${p.floor.texts} texts${p.floor.rawBlocks ? ` (and ${p.floor.rawBlocks} ${p.floor.rawBlocks === 1 ? 'block' : 'blocks'} written as one string of HTML)` : ''}, against the bare page's whole request ${bareMs} ms, so at most ${p.floor.ratioAtMost} of bare`,
        )
        .join('; ')}`
    : '';
  const cpuText = `\nServer CPU per request (the process's CPU time over the row's load / its requests): bare page ${mixed.bare.cpuMsPerRequest} ms; ${mixed.pages
    .map((p) => `${p.name} ${p.cpuMsPerRequest} ms (bare / page ${p.cpuRatioToBare})`)
    .join('; ')}`;
  return `SSR, every request rendered, over ${mixed.places} places and ${mixed.visitors} returning visitors (half the requests first visits): bare page ${mixed.bare.rps} req/s; ${mixed.pages
    .map((p) => `${p.name} ${p.rps} req/s (p99 ${p.p99ms} ms), ${p.ratioToBare} of bare`)
    .join('; ')}${cpuText}${floorText}`;
}

/** `npm run bench:ssr`: builds and starts the bench build unless --url names a running one. */
async function main() {
  const { values: args } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      url: { type: 'string' },
    },
  });
  const options = { durationS: Number(args.duration), connections: Number(args.connections) };
  let server = null;
  if (!args.url) {
    const { BENCH_ENV } = await import('./build-state.mjs');
    const { startTestServer } = await import('./test-server.mjs');
    server = await startTestServer({ env: BENCH_ENV });
  }
  try {
    console.log(mixedSsrText(await mixedSsr(args.url ?? server.url, options)));
  } finally {
    await server?.stop();
  }
}

// Run alone. (Not import.meta, nor a top-level await: Jest loads this file through its CommonJS
// transform.)
if (path.basename(process.argv[1] ?? '') === 'bench-ssr.mjs') {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
