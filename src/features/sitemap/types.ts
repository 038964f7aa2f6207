/** A place a sitemap page links to (its forecast page). */
export interface SitemapPlace {
  CityName: string;
  SlugName: string;
  /** The postal abbreviation in the US, Canada and Australia, else null. */
  TerritoryAbbr: string | null;
}

/** A country of a continent's sitemap page, with its largest places. */
export interface SitemapCountry {
  CountryIso2Code: string;
  CountryShortName: string;
  Places: SitemapPlace[];
}
