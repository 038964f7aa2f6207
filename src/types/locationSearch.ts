/** One place the results page lists: its name as the search box shows it, and where it links. */
export interface SearchResultLink {
  /** The place's CityId. */
  id: string;
  /** DisplayCompositeName, the name the search box's options show. */
  name: string;
  href: string;
}

/**
 * What the search results page (`/search?q=…`) shows below its heading: how to search (no `q`),
 * why the text was refused (400), the places found (maybe none), that the search failed (503), or
 * that this client searched too often and when to try again (429).
 */
export type SearchOutcome =
  | { kind: 'prompt' }
  | { kind: 'invalid'; message: string }
  | { kind: 'results'; query: string; results: SearchResultLink[] }
  | { kind: 'unavailable'; query: string }
  | { kind: 'limited'; query: string; retryAfterSeconds: number };
