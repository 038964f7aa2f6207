import '@/server/serverOnly';

import type { GetServerSidePropsContext } from 'next';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { pageRoute } from '@/lib/routes';
import { siteOrigin } from '@/server/http/siteOrigin';
import { buildVisitorPageProps } from '@/server/pages/visitorPageProps';
import type { PageProps, SeoProps } from '@/types/page';

const t = translator('pageHeads', messages);

/** What a page that is not about one place declares (news, legal, sitemap, FAQ…). */
export interface SitePageInput {
  /** The page's Next.js pattern: a row of the page table (its page id comes from there). */
  pattern: string;
  /** The canonical path: lower case (except where the route itself is mixed case), no trailing slash. */
  canonicalPath: string;
  title: string;
  description: string;
  /** The trail after Home, this page last (a BreadcrumbList in JSON-LD). */
  trail: { name: string; path: string }[];
  /** More head metadata: structured data, Open Graph type and image, a noindex robots tag. */
  seo?: Pick<SeoProps, 'jsonLd' | 'ogType' | 'image' | 'noindex'>;
}

/**
 * Props of a page that is not about one place: the visitor's frame (active place, favourites,
 * units), the head (title, description, canonical URL, Open Graph, breadcrumb trail and any
 * structured data). Null only when the visitor's frame cannot be made (the page answers 404).
 */
export async function buildSitePageProps(
  ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>,
  input: SitePageInput,
): Promise<PageProps | null> {
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute(input.pattern).pageId,
    canonicalPath: input.canonicalPath,
    title: input.title,
    description: input.description,
    // A page not about one place renders (without an active place) while the provider is down.
    placeOptional: true,
  });
  if (!page) return null;
  const origin = siteOrigin();
  return {
    ...page.props,
    seo: {
      ...page.props.seo,
      ...input.seo,
      breadcrumbs: [
        { name: t('trail.home'), url: new URL('/', origin).toString() },
        ...input.trail.map((step) => ({
          name: step.name,
          url: new URL(step.path, origin).toString(),
        })),
      ],
    },
  };
}

/** An absolute URL on the site's origin for a path (structured data needs absolute URLs). */
export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin()).toString();
}
