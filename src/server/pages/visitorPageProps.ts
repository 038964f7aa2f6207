import '@/server/serverOnly';

import type { GetServerSidePropsContext } from 'next';

import { signedInState } from '@/server/auth/authSuccess.service';
import { getDb } from '@/server/db';
import { HttpError } from '@/server/http/httpError';
import { siteOrigin } from '@/server/http/siteOrigin';
import { getVisitor } from '@/server/profile/profile.service';
import { unitSystemForRain } from '@/server/units/units.service';
import type { UserProfile } from '@/types/location';
import type { PageProps } from '@/types/page';

import { buildPageProps } from './pageProps';

interface VisitorPageInput {
  pageId: string;
  canonicalPath: string;
  title: string | ((profile: UserProfile) => string);
  description: string | ((profile: UserProfile) => string);
  /** The place the route names (slug) and a station route string from the query. */
  location?: { slug: string; station?: string };
}

/**
 * Props of a page that shows the visitor's frame: the device (made on first visit), the active
 * location, favourites and units, all in the first HTML. Null when the route's place is unknown
 * (the page answers 404).
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
    visitor = await getVisitor(await getDb(), ctx.req, ctx.res, query);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return null;
    throw err;
  }
  const { profile, units, userId } = visitor;
  const auth = await signedInState(ctx.req, siteOrigin(ctx.req), profile.DeviceId, userId);
  const base = buildPageProps({
    req: ctx.req,
    pageId: input.pageId,
    canonicalPath: input.canonicalPath,
    title: typeof input.title === 'function' ? input.title(profile) : input.title,
    description:
      typeof input.description === 'function' ? input.description(profile) : input.description,
  });
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(ctx.query))
    if (typeof value === 'string') query[key] = value;
  return {
    profile,
    props: {
      ...base,
      initialState: {
        ...base.initialState,
        page: { pageId: input.pageId, query },
        user: { deviceId: profile.DeviceId, isBot: profile.IsBot, language: profile.Language },
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
      },
    },
  };
}
