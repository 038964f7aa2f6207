import { SITEMAP_CONTINENTS, US_STATE_PAGES } from '@/lib/routes';
import { setServerCacheForTests } from '@/server/cache';

import { readContinentCountries, readStatePlaces } from './directory.service';
import { findSitemapContinent } from './geography';

/** The sitemap's continents and states over the real embedded provider (the whole gazetteer). */

beforeEach(() => setServerCacheForTests(undefined));
afterAll(() => setServerCacheForTests(undefined));

function continent(segment: string) {
  const found = findSitemapContinent(segment);
  if (!found) throw new Error(`no continent ${segment}`);
  return found;
}

describe('the sitemap over the gazetteer', () => {
  it('Australia and Oceania lists Australia, New Zealand and the Pacific countries', async () => {
    expect(continent('Australia').name).toBe('Australia and Oceania');
    const names = (await readContinentCountries(continent('Australia'))).map(
      (c) => c.CountryShortName,
    );
    expect(names).toEqual(expect.arrayContaining(['Australia', 'Fiji', 'Guam', 'New Zealand']));
  }, 60_000);

  it('every continent of the list has countries', async () => {
    for (const { segment } of SITEMAP_CONTINENTS)
      expect((await readContinentCountries(continent(segment))).length).toBeGreaterThan(0);
  }, 60_000);

  it('every state of the list, the District of Columbia included, has places', async () => {
    expect(US_STATE_PAGES).toHaveLength(51);
    for (const state of US_STATE_PAGES)
      expect({
        state: state.code,
        found: ((await readStatePlaces(state.code)) ?? []).length > 0,
      }).toEqual({ state: state.code, found: true });
    const dc = (await readStatePlaces('DC'))?.map((p) => p.CityName);
    expect(dc).toContain('Washington, D.C.');
  }, 60_000);
});
