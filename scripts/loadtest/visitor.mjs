// One load-test visitor: its own cookie jar (so its own signed device), a realistic mix of page
// views, searches and writes, and the state of its favourites and units as the server
// acknowledged them (checked against the database at the end).

/** A small seeded PRNG (mulberry32), so a run's choices can be repeated with --seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The mix: request kind and weight. Pages half, searches a fifth, writes the rest. */
export const MIX = [
  ['page:home', 12],
  ['page:now', 16],
  ['page:hourly', 11],
  ['page:10-day', 11],
  ['search:places', 12],
  ['search:query', 8],
  ['fav:add', 12],
  ['fav:reorder', 6],
  ['fav:delete', 6],
  ['units:update', 6],
];

/** 4xx answers a kind may give that are not errors (a place search for an unknown slug). */
const EXPECTED_4XX = { 'search:query': new Set([404]) };

/** The most favourites a visitor keeps (beyond it, an add becomes a delete). */
const MAX_FAVORITES = 8;

/** A browser's user agent: the site gives crawlers no device, and visitors are people. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** Per-request timeout: an answer slower than this is an error. */
const REQUEST_TIMEOUT_MS = 30_000;

function pick(random, list) {
  return list[Math.floor(random() * list.length)];
}

function weighted(random, mix) {
  const total = mix.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [kind, w] of mix) {
    r -= w;
    if (r < 0) return kind;
  }
  return mix[mix.length - 1][0];
}

/** Records every answer: latency per kind, and errors with a sample of what went wrong. */
export class Recorder {
  constructor() {
    this.latencies = new Map();
    this.errors = [];
    this.errorCount = 0;
    this.rateLimited = 0;
    this.requests = 0;
  }

  record(kind, ms, problem) {
    this.requests += 1;
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
    if (problem) this.problem(kind, problem);
  }

  /** An error: a bad answer, or an answer that contradicts what the visitor expected. */
  problem(kind, problem) {
    this.errorCount += 1;
    if (problem.status === 429) this.rateLimited += 1;
    if (this.errors.length < 50) this.errors.push({ kind, ...problem });
  }
}

export class Visitor {
  /**
   * @param {object} o
   * @param {string} o.base the site's origin
   * @param {Array<{SlugName: string, Latitude: number, Longitude: number}>} o.places
   * @param {() => number} o.random
   * @param {Recorder} o.recorder
   * @param {[number, number]} o.thinkMs pause between two actions (uniform in the range)
   */
  constructor({ base, places, random, recorder, thinkMs }) {
    this.base = base;
    this.places = places;
    this.random = random;
    this.recorder = recorder;
    this.thinkMs = thinkMs;
    this.jar = new Map();
    this.deviceId = null;
    /** The favourites (ids in order, with their places) as the server acknowledged them. */
    this.favorites = [];
    /** The units as last acknowledged, or null before any change. */
    this.units = null;
    /** Set when a write failed without an answer: its effect is unknown, the check is skipped. */
    this.uncertain = false;
    this.writes = 0;
  }

  cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keepCookies(res) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /** One request; resolves { status, body } or { status: 0, error } when it failed to answer. */
  async request(kind, path, { method = 'GET', json, accept = 'application/json' } = {}) {
    const headers = { accept, cookie: this.cookieHeader(), 'user-agent': USER_AGENT };
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET') headers.origin = this.base;
    const started = performance.now();
    let status = 0;
    let body;
    let error;
    let jsonAnswer = false;
    try {
      const res = await fetch(this.base + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = res.status;
      this.keepCookies(res);
      const text = await res.text();
      jsonAnswer = (res.headers.get('content-type') ?? '').includes('json') && text !== '';
      body = jsonAnswer ? JSON.parse(text) : text;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
    const ms = performance.now() - started;
    const ok = status >= 200 && status < 400;
    const expected = EXPECTED_4XX[kind]?.has(status) ?? false;
    const problem =
      ok || expected
        ? null
        : {
            method,
            path,
            status,
            // Whether the answer was JSON (its `error` the message) rather than a page or nothing.
            json: jsonAnswer,
            error: error ?? (typeof body === 'string' ? body.slice(0, 200) : body?.error),
          };
    this.recorder.record(kind, ms, problem);
    return { status, body, ok, error };
  }

  /** The first visit: the profile read makes the device and sets its signed cookie. */
  async arrive() {
    const res = await this.request('profile', '/web2/api/user/profile');
    if (!res.ok) throw new Error(`profile read failed: ${res.status} ${res.error ?? ''}`);
    this.deviceId = res.body.user.DeviceId;
    if (!this.deviceId) throw new Error('the profile read made no device');
  }

  async act(kind) {
    const place = pick(this.random, this.places);
    switch (kind) {
      case 'page:home':
        return this.request(kind, '/', { accept: 'text/html' });
      case 'page:now':
        return this.request(kind, `/weather-forecast/now/${place.SlugName}`, {
          accept: 'text/html',
        });
      case 'page:hourly':
        return this.request(kind, `/weather-forecast/hourly/${place.SlugName}`, {
          accept: 'text/html',
        });
      case 'page:10-day':
        return this.request(kind, `/weather-forecast/10-day-weather/${place.SlugName}`, {
          accept: 'text/html',
        });
      case 'search:places': {
        const name = place.DisplayCompositeName.split(',')[0] ?? place.SlugName;
        const prefix = name.slice(0, 2 + Math.floor(this.random() * 4));
        const q = new URLSearchParams({ searchString: prefix, maxResults: '10', appId: 'wbweb' });
        return this.request(kind, `/web2/api/pulse/data/locations/v3/location?${q}`);
      }
      case 'search:query':
        return this.request(kind, '/web2/api/locations/query', {
          method: 'POST',
          json: { Query: place.SlugName },
        });
      case 'fav:add':
        return this.addFavorite(place);
      case 'fav:reorder':
        return this.reorderFavorite();
      case 'fav:delete':
        return this.deleteFavorite();
      case 'units:update':
        return this.updateUnits();
      default:
        throw new Error(`unknown kind ${kind}`);
    }
  }

  async addFavorite(place) {
    if (this.favorites.length >= MAX_FAVORITES) return this.deleteFavorite();
    if (this.favorites.some((f) => f.slug === place.SlugName)) return this.reorderFavorite();
    this.writes += 1;
    const res = await this.request('fav:add', '/web2/api/favorite-locations', {
      method: 'POST',
      json: {
        favoriteLocation: {
          Location: { Locality: place, Station: null, DefaultStationRouteString: null },
        },
        appInstanceId: this.deviceId,
      },
    });
    if (res.ok) {
      // Added at the end (no Position given).
      this.favorites.push({
        id: res.body.Id,
        slug: place.SlugName,
        lat: place.Latitude,
        lon: place.Longitude,
      });
      if (res.body.Position !== this.favorites.length - 1) this.mismatch('add position', res.body);
    } else if (res.status === 0 || res.status >= 500) this.uncertain = true;
    return res;
  }

  async reorderFavorite() {
    if (this.favorites.length < 2) return this.addFavorite(pick(this.random, this.places));
    const from = Math.floor(this.random() * this.favorites.length);
    const to = Math.floor(this.random() * this.favorites.length);
    const fav = this.favorites[from];
    this.writes += 1;
    const res = await this.request('fav:reorder', '/web2/api/favorite-locations', {
      method: 'PUT',
      json: {
        newFavoriteLocation: {
          Id: fav.id,
          Position: to,
          Location: { Station: null, DefaultStationRouteString: null },
        },
      },
    });
    if (res.ok) {
      this.favorites.splice(from, 1);
      this.favorites.splice(to, 0, fav);
      if (res.body.Position !== to) this.mismatch('reorder position', res.body);
    } else if (res.status === 0 || res.status >= 500) this.uncertain = true;
    return res;
  }

  async deleteFavorite() {
    if (this.favorites.length === 0) return this.addFavorite(pick(this.random, this.places));
    const index = Math.floor(this.random() * this.favorites.length);
    const fav = this.favorites[index];
    const q = new URLSearchParams({
      appInstanceId: this.deviceId,
      favoriteLocationId: fav.id,
      favoriteLocationLatitude: String(fav.lat),
      favoriteLocationLongitude: String(fav.lon),
    });
    this.writes += 1;
    const res = await this.request('fav:delete', `/web2/api/favorite-locations/${fav.id}?${q}`, {
      method: 'DELETE',
    });
    if (res.ok) this.favorites.splice(index, 1);
    else if (res.status === 0 || res.status >= 500) this.uncertain = true;
    return res;
  }

  async updateUnits() {
    const units = {
      unitval: 1 + Math.floor(this.random() * 3),
      tempUnitVal: 1 + Math.floor(this.random() * 2),
      windUnitVal: 1 + Math.floor(this.random() * 4),
      pressureUnitVal: 1 + Math.floor(this.random() * 2),
    };
    const q = new URLSearchParams({ appInstanceId: this.deviceId });
    for (const [k, v] of Object.entries(units)) q.set(k, String(v));
    this.writes += 1;
    const res = await this.request('units:update', `/web2/api/units/update?${q}`, {
      method: 'POST',
    });
    if (res.ok) this.units = units;
    else if (res.status === 0 || res.status >= 500) this.uncertain = true;
    return res;
  }

  mismatch(what, body) {
    this.recorder.problem('check', { status: -1, error: `${what}: ${JSON.stringify(body)}` });
  }

  /** Acts until `deadline` (epoch ms), pausing between actions like a person. */
  async run(deadline) {
    await this.arrive();
    while (Date.now() < deadline) {
      await this.act(weighted(this.random, MIX));
      const [lo, hi] = this.thinkMs;
      const pause = lo + this.random() * (hi - lo);
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    }
  }
}
