import '@/server/serverOnly';

import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { z } from 'zod';

import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { SIGNED_IN_HEADER, signedInState } from '@/server/auth/authSuccess.service';
import { getDb } from '@/server/db';
import {
  databaseHttpError,
  HttpError,
  upstreamHttpError,
  UPSTREAM_RETRY_AFTER_SECONDS,
} from '@/server/http/httpError';
import { siteOrigin } from '@/server/http/siteOrigin';
import { withUpstreamBudget } from '@/server/http/upstreamBudget';
import { privacySeed } from '@/server/privacy/privacySeed';
import { readNotices } from '@/server/notices/notices.service';
import { readRemoteFlags } from '@/server/remote-config/remoteFlags.service';
import { getVisitor } from '@/server/profile/profile.service';
import { unitSystemForRain } from '@/server/units/units.service';
import { alertsBadgeSeed } from '@/server/weather/alertsBadge.service';
import { MAX_SLUG_LENGTH } from '@/server/locations/location.schema';
import type { UserProfile } from '@/types/location';
import type { PageProps } from '@/types/page';

import { buildErrorPageProps } from './errorPageProps';
import { buildPageProps } from './pageProps';

/** How many query values a page's seed keeps. */
const MAX_PAGE_QUERY_KEYS = 16;

/** A query value a page seed keeps: a single string, name and value of bounded length. */
const pageQueryEntrySchema = z.tuple([z.string().min(1).max(64), z.string().max(MAX_SLUG_LENGTH)]);

interface VisitorPageInput {
  pageId: string;
  canonicalPath: string;
  title: string | ((profile: UserProfile) => string);
  description: string | ((profile: UserProfile) => string);
  /** The place the route names (slug) and a station route string from the query. */
  location?: { slug: string; station?: string };
  /** The page renders without the visitor's place when the provider cannot give it (see `getVisitor`). */
  placeOptional?: boolean;
}

/**
 * Props of a page that shows the visitor's frame: the device (its id given on first visit), the
 * active location, favourites and units, all in the first HTML. Null when the route's place is
 * unknown (the page answers 404).
 */
export async function buildVisitorPageProps(
  ctx: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>,
  input: VisitorPageInput,
): Promise<{ props: PageProps; profile: UserProfile } | null> {
  let visitor;
  try {
    const query = input.location
      ? { location: input.location.slug, station: input.location.station }
      : {};
    visitor = await getVisitor(await getDb(), ctx.req, ctx.res, query, {
      placeOptional: input.placeOptional,
    });
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
  const { profile, units, userId, privacy: storedPrivacy } = visitor;
  // The flags the browser will activate, so nothing they switch changes after hydration.
  const remoteFlags = readRemoteFlags();
  const [auth, privacy, notices, notifications] = await Promise.all([
    signedInState(ctx.req, siteOrigin(), profile.DeviceId, userId),
    privacySeed(ctx.req, profile.IsBot, storedPrivacy),
    readNotices(ctx.req, { pageId: input.pageId, canonicalPath: input.canonicalPath, profile }),
    alertsBadgeSeed(profile.ActiveLocation?.Locality),
  ]);
  // Tells the offline worker (public/sw.js) this page greets an account: it keeps no such copy
  // once a page comes signed out.
  if (auth.isLoggedIn) ctx.res.setHeader(SIGNED_IN_HEADER, '1');
  const base = buildPageProps({
    req: ctx.req,
    pageId: input.pageId,
    canonicalPath: input.canonicalPath,
    title: typeof input.title === 'function' ? input.title(profile) : input.title,
    description:
      typeof input.description === 'function' ? input.description(profile) : input.description,
  });
  const query: Record<string, string> = {};
  // The seed keeps the page's query values, bounded (`pageQueryEntrySchema`); others are dropped.
  for (const [key, value] of Object.entries(ctx.query)) {
    const entry = pageQueryEntrySchema.safeParse([key, value]);
    if (entry.success && Object.keys(query).length < MAX_PAGE_QUERY_KEYS)
      query[entry.data[0]] = entry.data[1];
  }
  return {
    profile,
    props: {
      ...base,
      initialState: {
        ...base.initialState,
        page: { pageId: input.pageId, query },
        // A crawler's visit makes no device (DeviceId ''): the store holds none.
        user: {
          deviceId: profile.DeviceId || null,
          isBot: profile.IsBot,
          language: profile.Language,
        },
        units: {
          unitSystem: unitSystemForRain(units.unitval),
          tempUnit: units.tempUnitVal,
          windUnit: units.windUnitVal,
          pressureUnit: units.pressureUnitVal,
          rainUnit: units.unitval,
        },
        location: { activeLocation: profile.ActiveLocation },
        favorites: { items: profile.FavoriteLocations },
        auth,
        privacy,
        remoteConfig: await remoteFlags,
        notices,
        notifications,
      },
    },
  };
}

/**
 * The getServerSideProps of a page that needs the provider: it runs under one upstream budget
 * (UPSTREAM_BUDGET_MS), so the page answers within it even when the provider hangs. When the
 * provider is down (refuses, does not answer in time, answers 5xx or an invalid answer) the page
 * answers 503 with Retry-After and the error view's generic message in the site frame, whose
 * provider-backed parts (active place, favourites) are empty; its view yields through
 * `withErrorStatus`. Parts that degrade on their own (current conditions) keep the page at 200.
 * A database that cannot be reached answers the same 503 page (Retry-After a few seconds).
 */
export function withUpstreamBudgetPage<P extends object>(
  getProps: GetServerSideProps<P>,
): GetServerSideProps<P | ErrorStatusPageProps> {
  return async (ctx) => {
    try {
      return await withUpstreamBudget(() => getProps(ctx));
    } catch (err) {
      const database = upstreamHttpError(err) ? null : databaseHttpError(err);
      const upstream = upstreamHttpError(err) ?? database;
      if (!upstream) throw err;
      console.warn(
        `page ${ctx.resolvedUrl}: ${database ? 'database' : 'provider'} down (${upstream.status}):`,
        (err as Error).message,
      );
      ctx.res.statusCode = 503;
      ctx.res.setHeader(
        'Retry-After',
        String(upstream.retryAfterSeconds ?? UPSTREAM_RETRY_AFTER_SECONDS),
      );
      return { props: { ...buildErrorPageProps(ctx.req, 503), errorStatus: 503 } };
    }
  };
}
