import '@/server/serverOnly';

import type { GetServerSidePropsContext } from 'next';
import { z } from 'zod';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sitemap';
import {
  SITEMAP_PATH,
  SITEMAP_STATES_PATH,
  sitemapContinentPath,
  sitemapStatePath,
} from '@/lib/routes';
import { upstreamHttpError, UPSTREAM_RETRY_AFTER_SECONDS } from '@/server/http/httpError';
import { buildSitePageProps, type SitePageInput } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import type { PageProps } from '@/types/page';

import {
  readContinentCountries,
  readStatePlaces,
  type SitemapCountry,
  type SitemapPlace,
} from './directory.service';
import { findSitemapContinent, findUsState, type UsState } from './geography';

const t = translator('sitemap', messages);

/** Props of the sitemap's index and states pages (they read no place data). */
export type SitemapPageProps = PageProps;

/** Props of a continent's page: its countries, or null when they could not be read. */
export type SitemapContinentPageProps = PageProps & {
  continent: { segment: string; name: string };
  countries: SitemapCountry[] | null;
};

/** Props of a state's page: its places A to Z, or null when they could not be read. */
export type SitemapStatePageProps = PageProps & {
  state: UsState;
  places: SitemapPlace[] | null;
};

type Context = GetServerSidePropsContext;

const sitemapStep = { name: t('sitemap'), path: SITEMAP_PATH };
const northAmericaStep = {
  name: findSitemapContinent('North-America')?.name ?? 'North America',
  path: sitemapContinentPath('North-America'),
};
const unitedStatesStep = { name: t('unitedStates'), path: SITEMAP_STATES_PATH };

/**
 * The frame and the page's data read side by side. The data's upstream failure does not fail the
 * page: it answers 503 with Retry-After and its view says "Failed to load sitemap" in the frame.
 * A failure to make the frame itself (the provider down) is the budget wrapper's generic 503.
 */
async function withData<T>(
  ctx: Context,
  input: SitePageInput,
  read: () => Promise<T>,
): Promise<{ page: PageProps | null; data: T | null }> {
  const [page, data] = await Promise.all([
    buildSitePageProps(ctx, input),
    read().catch((err: unknown) => {
      const upstream = upstreamHttpError(err);
      if (!upstream) throw err;
      console.warn(`page ${ctx.resolvedUrl}: sitemap data unavailable:`, (err as Error).message);
      ctx.res.statusCode = 503;
      ctx.res.setHeader(
        'Retry-After',
        String(upstream.retryAfterSeconds ?? UPSTREAM_RETRY_AFTER_SECONDS),
      );
      return null;
    }),
  ]);
  return { page, data };
}

/** `/sitemap`: the six continents and the US states list. */
export const sitemapIndexPageProps = withUpstreamBudgetPage<SitemapPageProps>(async (ctx) => {
  const page = await buildSitePageProps(ctx, {
    pattern: '/sitemap',
    canonicalPath: SITEMAP_PATH,
    title: t('indexTitle'),
    description: t('indexDescription'),
    trail: [sitemapStep],
  });
  return page ? { props: page } : { notFound: true };
});

const continentParams = z.object({ continent: z.string().max(40) });

/** `/sitemap/[continent]`: every country of the continent with its largest places (404 for others). */
export const sitemapContinentPageProps = withUpstreamBudgetPage<SitemapContinentPageProps>(
  async (ctx) => {
    const parsed = continentParams.safeParse(ctx.params);
    const continent = parsed.success ? findSitemapContinent(parsed.data.continent) : undefined;
    if (!continent) return { notFound: true };
    const path = sitemapContinentPath(continent.segment);
    const { page, data } = await withData(
      ctx,
      {
        pattern: '/sitemap/[continent]',
        canonicalPath: path,
        title: t('continentTitle', { continent: continent.name }),
        description: t('continentDescription', { continent: continent.name }),
        trail: [sitemapStep, { name: continent.name, path }],
      },
      () => readContinentCountries(continent),
    );
    if (!page) return { notFound: true };
    return {
      props: {
        ...page,
        continent: { segment: continent.segment, name: continent.name },
        countries: data,
      },
    };
  },
);

/** `/sitemap/North-America/United-States/states`: the 50 states. */
export const sitemapStatesPageProps = withUpstreamBudgetPage<SitemapPageProps>(async (ctx) => {
  const page = await buildSitePageProps(ctx, {
    pattern: '/sitemap/North-America/United-States/states',
    canonicalPath: SITEMAP_STATES_PATH,
    title: t('statesTitle'),
    description: t('statesDescription'),
    trail: [sitemapStep, northAmericaStep, unitedStatesStep],
  });
  return page ? { props: page } : { notFound: true };
});

const stateParams = z.object({ name: z.string().max(40), code: z.string().max(4) });

/** `/sitemap/North-America/United-States/state/[name]/[code]`: every place of a state, A to Z. */
export const sitemapStatePageProps = withUpstreamBudgetPage<SitemapStatePageProps>(async (ctx) => {
  const parsed = stateParams.safeParse(ctx.params);
  const state = parsed.success ? findUsState(parsed.data.name, parsed.data.code) : undefined;
  if (!state) return { notFound: true };
  const path = sitemapStatePath(state);
  const { page, data } = await withData(
    ctx,
    {
      pattern: '/sitemap/North-America/United-States/state/[name]/[code]',
      canonicalPath: path,
      title: t('stateTitle', { state: state.name }),
      description: t('stateDescription', { state: state.name }),
      trail: [sitemapStep, northAmericaStep, unitedStatesStep, { name: state.name, path }],
    },
    // A state the gazetteer has no place of is read as none (an empty list).
    async () => (await readStatePlaces(state.code)) ?? [],
  );
  if (!page) return { notFound: true };
  return { props: { ...page, state: { name: state.name, code: state.code }, places: data } };
});
