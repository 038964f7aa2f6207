import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';
import type { PageProps } from '@/types/page';

interface PagePropsInput {
  req: Pick<IncomingMessage, 'headers'>;
  pageId: string;
  /**
   * Path of the canonical URL, e.g. `/weather-forecast/now/paris-ile-de-france-fr`, on the site's
   * configured origin; null for a page without one (404, 500).
   */
  canonicalPath: string | null;
  title: string;
  description: string;
}

/**
 * The props shared by every server-rendered page: the store seed (published configuration; later
 * the visitor's frame state), and the head metadata with an absolute canonical link.
 */
export function buildPageProps(input: PagePropsInput): PageProps {
  const origin = siteOrigin();
  const siteName = getConfig().env.SITE_NAME;
  return {
    pageId: input.pageId,
    seo: {
      title: input.title.includes(siteName) ? input.title : `${input.title} | ${siteName}`,
      description: input.description,
      canonical:
        input.canonicalPath === null ? null : new URL(input.canonicalPath, origin).toString(),
    },
    initialState: {
      config: { value: buildPublicConfig(getConfig(), origin) },
      page: { pageId: input.pageId, query: {} },
    },
  };
}
