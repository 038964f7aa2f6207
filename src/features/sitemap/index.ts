/** The sitemap pages' lists: links to places' forecasts, and the message when a list failed. */
export { PlaceLinks, type PlaceLinksProps } from './components/PlaceLinks';
export { SitemapLoadFailed } from './components/SitemapLoadFailed';
export type { SitemapCountry, SitemapPlace } from './types';
