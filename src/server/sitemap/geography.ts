import '@/server/serverOnly';

import {
  locationRoute,
  SITEMAP_CONTINENTS,
  SITEMAP_PATH,
  SITEMAP_STATES_PATH,
  sitemapContinentPath,
  sitemapStatePath,
  US_STATE_PAGES,
} from '@/lib/routes';

/** A continent of the human sitemap: its path segment, its name and the provider's code. */
export interface SitemapContinent {
  /** Path segment under /sitemap, mixed case as published (`North-America`). */
  segment: string;
  name: string;
  /** The provider's continent code (GeoNames): Australia's page lists Oceania (`OC`). */
  code: 'NA' | 'SA' | 'AF' | 'EU' | 'AS' | 'OC';
}

/** The provider's continent code of each sitemap continent. */
const CONTINENT_CODES: Record<string, SitemapContinent['code']> = {
  'North-America': 'NA',
  'South-America': 'SA',
  Africa: 'AF',
  Europe: 'EU',
  Asia: 'AS',
  Australia: 'OC',
};

/** The continent of a /sitemap path segment (exact case), else undefined. */
export function findSitemapContinent(segment: string): SitemapContinent | undefined {
  const continent = SITEMAP_CONTINENTS.find((c) => c.segment === segment);
  const code = continent && CONTINENT_CODES[continent.segment];
  return continent && code ? { segment: continent.segment, name: continent.name, code } : undefined;
}

/** A US state: postal code (also its GeoNames admin1 code) and name. */
export interface UsState {
  code: string;
  name: string;
}

/** The state a path's name (hyphens for spaces) and code name together, exact case, else undefined. */
export function findUsState(name: string, code: string): UsState | undefined {
  return US_STATE_PAGES.find(
    (state) => state.code === code && state.name.replace(/ /g, '-') === name,
  );
}

/** Every page of the human sitemap: the index, the continents, the states list and each state. */
export function sitemapPagePaths(): string[] {
  return [
    SITEMAP_PATH,
    ...SITEMAP_CONTINENTS.map((continent) => sitemapContinentPath(continent.segment)),
    SITEMAP_STATES_PATH,
    ...US_STATE_PAGES.map(sitemapStatePath),
  ];
}

/** The forecast page of a place (the sitemap's links go there). */
export function forecastPath(slug: string): string {
  return locationRoute('/weather-forecast/now/:location', { SlugName: slug });
}
