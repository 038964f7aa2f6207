import '@/server/serverOnly';

import { z } from 'zod';

import { normaliseSearchText, providerPaths } from '@/lib/provider';
import { getConfig } from '@/server/config';
import { siteOrigin } from '@/server/http/siteOrigin';
import { createServerProviderClient } from '@/server/provider/client';
import type { Locality } from '@/types/location';
import type { PageProps } from '@/types/page';

import { forecastPath } from './geography';

/** The query parameter of the site's search URL (`/?q=paris`). */
export const SEARCH_PARAM = 'q';

/** The placeholder of the search URL template in the WebSite structured data. */
const SEARCH_TERM = 'search_term_string';

/**
 * The WebSite object of the home page's structured data, with a SearchAction: search engines may
 * offer a search box that sends a visitor to `/?q=<text>`, which opens the best match's forecast.
 */
export function websiteJsonLd(origin = siteOrigin()): Record<string, unknown> {
  const home = new URL('/', origin).toString();
  return {
    '@type': 'WebSite',
    name: getConfig().env.SITE_NAME,
    url: home,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${home}?${SEARCH_PARAM}={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}

/** Page props with the WebSite structured data added to the head. */
export function withWebsiteJsonLd<P extends PageProps>(props: P): P {
  return {
    ...props,
    seo: { ...props.seo, jsonLd: [...(props.seo.jsonLd ?? []), websiteJsonLd()] },
  };
}

const searchText = z.string().trim().min(1).max(100);

/**
 * Where `/?q=<text>` goes: the forecast page of the place that best matches the text (the
 * location search's first answer), or null when there is no usable text or no match (the home
 * page then renders as usual). A text that is not one string of at most 100 characters is ignored.
 */
export async function searchRedirectPath(value: unknown): Promise<string | null> {
  const parsed = searchText.safeParse(value);
  if (!parsed.success) return null;
  const found = await createServerProviderClient().get<Locality[] | null>({
    path: providerPaths.locationSearch,
    params: { searchString: normaliseSearchText(parsed.data), maxResults: 1 },
  });
  const best = Array.isArray(found) ? found[0] : undefined;
  return best?.SlugName ? forecastPath(best.SlugName) : null;
}
