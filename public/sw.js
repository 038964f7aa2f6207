// The site's service worker: keeps the last forecast pages a visitor opened (and their favourite
// places' current conditions) so they can be read with no connection, under a visible "Offline"
// banner, and answers any other page offline with a small page linking to what is kept.
//
// Registered from src/features/offline (after start-up, never on the first paint) as
// `/sw.js?v=<build id>`: a new build is a new script URL, so the browser installs the new worker,
// which deletes the old build's caches when it activates.
//
// What is cached, and nothing else:
// - forecast pages (current conditions, hourly, 10-day) the visitor opened, network first: the
//   network's answer is always shown when there is one; at most MAX_PAGES, the oldest dropped;
// - the build's own hashed files (/_next/static/…) and the site's icons, which never change under
//   one URL, so a kept page still looks and works as it did.
// API answers (favourites, profile, alerts...) are never cached: they pass straight through.
//
// It also shows Web Push notifications of new alerts (the `push` and `notificationclick`
// handlers below), for the places the visitor turned notifications on for.

/* eslint-env serviceworker */

const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev';
const PAGES = `weather-pages-${VERSION}`;
const STATIC = `weather-static-${VERSION}`;
const MAX_PAGES = 12;
const FETCHED_AT = 'x-offline-fetched-at';
// A favourite's page kept less than this long ago is not fetched again when a page asks: every
// page start-up asks, and each fetch is a whole page for the server to render.
const KEEP_FRESH_MS = 30 * 60 * 1000;
const TITLE = 'x-offline-title';
// Set on a kept page the server rendered for a signed-in visitor (its `X-Signed-In: 1`): such
// copies go as soon as a page of the site comes signed out, and on `forget-pages`.
const ACCOUNT = 'x-offline-account';

const FORECAST_PAGE = /^\/weather-forecast\/(now|hourly|10-day-weather)\/[^/]+\/?$/;
const STATIC_FILE = /^\/(_next\/static\/|icons\/|favicon\.svg$)/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('weather-') && name !== PAGES && name !== STATIC)
          .map((name) => caches.delete(name)),
      );
      // Navigations start their network request while the worker wakes up.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url));
  } else if (STATIC_FILE.test(url.pathname)) {
    event.respondWith(staticFile(request));
  }
});

// The page asks for its favourites' pages to be kept: { type: 'keep-pages', urls: [...] }; or,
// after a sign-out, for the kept pages that greet the account to go: { type: 'forget-pages' }.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'forget-pages') {
    event.waitUntil(forgetAccountPages());
    return;
  }
  if (!data || data.type !== 'keep-pages' || !Array.isArray(data.urls)) return;
  const urls = data.urls
    .filter((u) => typeof u === 'string')
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin && FORECAST_PAGE.test(u.pathname))
    .slice(0, MAX_PAGES);
  event.waitUntil(
    Promise.all(
      urls.map(async (u) => {
        try {
          if (await keptSince(pageKey(u), KEEP_FRESH_MS)) return;
          // A prefetch, not a visit: the server does not make the place the visitor's own.
          const response = await fetch(u.href, {
            credentials: 'same-origin',
            headers: { Purpose: 'prefetch' },
          });
          await keepPage(pageKey(u), response);
        } catch {
          // Offline or refused: the page is simply not kept this time.
        }
      }),
    ),
  );
});

// Web Push: an alert at a place the visitor asked to be told of (src/server/push sends
// { title, body, url, tag }, tag = the alert's id). Shown even with no page open; a repeat of
// the same alert replaces its notification rather than adding one.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Weather alert';
  const url = sameOriginPath(data.url) || '/alerts';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url },
    icon: '/favicon.svg',
  };
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

// A click on the notification: focus a tab already on its page, else open one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sameOriginPath(event.notification.data && event.notification.data.url) || '/alerts';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    })(),
  );
});

// A path on this site from a message's url, or null (a notification never opens another site).
function sameOriginPath(value) {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

async function navigate(event, url) {
  const forecast = FORECAST_PAGE.test(url.pathname);
  try {
    const response = (await event.preloadResponse) || (await fetch(event.request));
    if (forecast) await keepPage(pageKey(url), response.clone());
    else if (isSignedOutPage(response)) event.waitUntil(forgetAccountPages());
    return response;
  } catch {
    const cache = await caches.open(PAGES);
    const kept = forecast ? await cache.match(pageKey(url)) : undefined;
    if (kept) return withBanner(kept);
    return offlinePage(cache);
  }
}

// A forecast page is kept once per place and view, under its address without the query: the
// page with a station (?station=…) and without it are one page, read offline at either address,
// and listed once on the offline page.
function pageKey(url) {
  return url.origin + url.pathname;
}

// Whether the page at href was kept less than maxAgeMs ago.
async function keptSince(href, maxAgeMs) {
  const kept = await (await caches.open(PAGES)).match(href);
  const at = kept ? Number(kept.headers.get(FETCHED_AT)) : 0;
  return Number.isFinite(at) && Date.now() - at < maxAgeMs;
}

// A page of the site the server rendered for nobody signed in.
function isSignedOutPage(response) {
  const type = response.headers.get('content-type') || '';
  return (
    response.status === 200 &&
    type.includes('text/html') &&
    response.headers.get('x-signed-in') !== '1'
  );
}

// Drops the kept pages that greet an account (see ACCOUNT).
async function forgetAccountPages() {
  const cache = await caches.open(PAGES);
  const keys = await cache.keys();
  await Promise.all(
    keys.map(async (key) => {
      const kept = await cache.match(key);
      if (kept && kept.headers.get(ACCOUNT) === '1') await cache.delete(key);
    }),
  );
}

async function keepPage(href, response) {
  const type = response.headers.get('content-type') || '';
  if (response.status !== 200 || !type.includes('text/html')) return;
  const signedIn = response.headers.get('x-signed-in') === '1';
  // A signed-out page: any copy kept for an account before it goes (a sign-out elsewhere).
  if (!signedIn) await forgetAccountPages();
  const html = await response.text();
  const title = (/<title[^>]*>([^<]*)<\/title>/i.exec(html) || [])[1] || href;
  const headers = new Headers({ 'content-type': type });
  headers.set(FETCHED_AT, String(Date.now()));
  headers.set(TITLE, encodeURIComponent(decodeEntities(title)));
  if (signedIn) headers.set(ACCOUNT, '1');
  const cache = await caches.open(PAGES);
  // One put, never a delete first: put replaces the page's entry and moves it to the end of the
  // cache's keys (the Cache API's batch operations), so the oldest page stays first for the
  // eviction below, and a reader offline at this moment finds either copy, never a gap.
  await cache.put(href, new Response(html, { status: 200, headers }));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((k) => cache.delete(k)));
}

async function staticFile(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

function fetchedAtText(response) {
  const at = Number(response.headers.get(FETCHED_AT));
  const date = Number.isFinite(at) && at > 0 ? new Date(at) : new Date();
  return date.toLocaleString(self.navigator.language || 'en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

async function withBanner(kept) {
  const html = await kept.text();
  const banner =
    `<div class="offline-banner" role="status" data-offline-banner>` +
    `Offline — forecast from ${escapeHtml(fetchedAtText(kept))}</div>`;
  // Before the app's root element, outside what React hydrates.
  const marked = html.replace(/<body([^>]*)>/i, (body) => body + banner);
  return new Response(marked, {
    status: 200,
    headers: { 'content-type': kept.headers.get('content-type') || 'text/html; charset=utf-8' },
  });
}

async function offlinePage(cache) {
  const keys = await cache.keys();
  const items = [];
  for (const key of keys.reverse()) {
    const kept = await cache.match(key);
    if (!kept) continue;
    const title = decodeURIComponent(kept.headers.get(TITLE) || '') || key.url;
    const path = new URL(key.url).pathname;
    items.push(
      `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a> <small>(${escapeHtml(
        fetchedAtText(kept),
      )})</small></li>`,
    );
  }
  const list = items.length
    ? `<p>These pages were kept on this device and can be read now:</p><ul>${items.join('')}</ul>`
    : '<p>No forecast pages are kept on this device yet. Pages you open while online are kept for next time.</p>';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline</title><style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1b1b1b}h1{font-size:1.5rem}a{color:#00599c}li{margin:.5rem 0}</style></head><body><main><h1>You are offline</h1><p>Check your network connectivity and try to reload your page.</p>${list}</main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
