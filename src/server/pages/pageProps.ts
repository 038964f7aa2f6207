import type { IncomingMessage } from 'node:http';

import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';
import type { PageProps } from '@/types/page';

/** The site's name, used in every title. */
export const SITE_NAME = 'WeatherBug';

interface PagePropsInput {
  req: Pick<IncomingMessage, 'headers'>;
  pageId: string;
  /** Path of the canonical URL, e.g. `/weather-forecast/now/paris-ile-de-france-fr`. */
  canonicalPath: string;
  title: string;
  description: string;
}

/**
 * The props shared by every server-rendered page: the store seed (published configuration; later
 * the visitor's frame state), and the head metadata with an absolute canonical link.
 */
export function buildPageProps(input: PagePropsInput): PageProps {
  const origin = siteOrigin(input.req);
  return {
    pageId: input.pageId,
    seo: {
      title: input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`,
      description: input.description,
      canonical: new URL(input.canonicalPath, origin).toString(),
    },
    initialState: {
      config: { value: buildPublicConfig(getConfig(), origin) },
      page: { pageId: input.pageId, query: {} },
    },
  };
}
