/** What a provider route handler receives: merged query and path parameters (signature removed). */
export interface ProviderRequestContext {
  params: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** A handler answers the payload that goes into `{ "r": payload }`. */
export type ProviderHandler = (context: ProviderRequestContext) => Promise<unknown> | unknown;

/** One provider path and its handlers per method. */
export interface ProviderRoute {
  path: string;
  methods: Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', ProviderHandler>>;
}

/**
 * Every path the embedded provider serves (documented in docs/provider-api.md). The data-backed
 * handlers (gazetteer, GeoLite, stations, weather, hurricanes) are added by the embedded-provider
 * issue; until then those paths answer 404 like any unknown path.
 */
export const providerRoutes: ProviderRoute[] = [];
