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
 * Every path the embedded provider serves (documented in docs/provider-api.md). Filled by
 * `allRoutes.ts`, which imports each area; kept apart so area modules can import these types
 * without a cycle.
 */
export const providerRoutes: ProviderRoute[] = [];
