import '@/server/serverOnly';

import type { GetServerSideProps, GetServerSidePropsContext, Redirect } from 'next';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { locationRoute, pageRoute } from '@/lib/routes';
import { siteOrigin } from '@/server/http/siteOrigin';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import type { Locality, Location } from '@/types/location';
import type { PageProps } from '@/types/page';

import { resolvedQuery } from './resolvedQuery';

const t = translator('pageHeads', messages);

/** What a page that shows one place declares. */
export interface LocationPageInput<P extends object> {
  /** The page's Next.js pattern, a row of the page table with a location path. */
  pattern: string;
  /** The page title for a place name (e.g. `Denver, CO 10-Day Weather Forecast`). */
  title: (placeName: string) => string;
  description: (placeName: string) => string;
  /**
   * The page's data. A read the page cannot do without (`readWeather`) throws when the provider
   * fails and the page answers 503; a section that degrades alone uses `readWeatherOrNull`.
   * `location` is the place with its chosen station (current conditions: `conditionsPlace`).
   */
  load: (locality: Locality, ctx: GetServerSidePropsContext, location: Location) => Promise<P>;
}

/**
 * The permanent redirect (308) of a place page whose path named the place by a slug that is not
 * its own (a previous slug the gazetteer still answers, e.g. after a territory was renamed) to
 * `path`, the same page under the place's current slug, with the request's query; else null.
 */
export function currentSlugRedirect(
  ctx: Pick<GetServerSidePropsContext, 'resolvedUrl'>,
  slug: string,
  locality: Pick<Locality, 'SlugName'>,
  path: string,
): { redirect: Redirect } | null {
  if (locality.SlugName === slug) return null;
  return { redirect: { destination: `${path}${resolvedQuery(ctx.resolvedUrl)}`, permanent: true } };
}

/**
 * getServerSideProps of a page that shows one place, `/<path>/[location]`: the visitor's frame
 * with that place active (404 for an unknown place, a 308 to the place's current slug for a
 * previous one), the head (title and description naming the place, canonical URL, breadcrumb
 * trail), and the page's data, all under one upstream budget.
 */
export function locationPageProps<P extends object>(
  input: LocationPageInput<P>,
): GetServerSideProps<(PageProps & P) | ErrorStatusPageProps> {
  const route = pageRoute(input.pattern);
  const template = route.locationPath;
  if (!template) throw new Error(`${input.pattern} is not a location page`);
  return withUpstreamBudgetPage<PageProps & P>(async (ctx) => {
    const slug = typeof ctx.params?.location === 'string' ? ctx.params.location : '';
    const station =
      typeof ctx.query.station === 'string' ? ctx.query.station.slice(0, 200) : undefined;
    const canonicalPath = locationRoute(template, { SlugName: slug });
    const nameOf = (locality: Locality | undefined) => locality?.DisplayCompositeName ?? 'Local';
    const page = await buildVisitorPageProps(ctx, {
      pageId: route.pageId,
      canonicalPath,
      location: { slug, station },
      title: (p) => input.title(nameOf(p.ActiveLocation?.Locality)),
      description: (p) => input.description(nameOf(p.ActiveLocation?.Locality)),
    });
    const location = page?.profile.ActiveLocation;
    const locality = location?.Locality;
    if (!page || !location || !locality) return { notFound: true };
    const moved = currentSlugRedirect(ctx, slug, locality, locationRoute(template, locality));
    if (moved) return moved;
    const data = await input.load(locality, ctx, location);
    const origin = siteOrigin();
    const seo = {
      ...page.props.seo,
      breadcrumbs: [
        { name: t('trail.home'), url: new URL('/', origin).toString() },
        {
          name: `${locality.DisplayCompositeName} ${route.displayName}`,
          url: new URL(canonicalPath, origin).toString(),
        },
      ],
    };
    return { props: { ...page.props, seo, ...data } };
  });
}
