import '@/server/serverOnly';

import type { GetServerSideProps } from 'next';

import type { ErrorStatusPageProps } from '@/lib/http/errorStatusPage';
import { locationRoute, pageRoute } from '@/lib/routes';
import { getDb } from '@/server/db';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { resolvedQuery } from '@/server/pages/resolvedQuery';
import { getVisitor } from '@/server/profile/profile.service';

/**
 * getServerSideProps of a location page's path without a place (`/alerts`, `/weather-forecast/now`):
 * a temporary redirect to the same page for the visitor's active place (their last place, else
 * the place of their address). The query string is kept. Provider down: the 503 error page.
 */
export function redirectToActiveLocation(
  pattern: string,
): GetServerSideProps<ErrorStatusPageProps> {
  const template = pageRoute(pattern).locationPath;
  if (!template) throw new Error(`${pattern} is not a location page`);
  return withUpstreamBudgetPage<ErrorStatusPageProps>(async (ctx) => {
    const { profile } = await getVisitor(await getDb(), ctx.req, ctx.res);
    const locality = profile.ActiveLocation?.Locality;
    if (!locality) return { notFound: true };
    const search = resolvedQuery(ctx.resolvedUrl);
    return {
      redirect: { destination: `${locationRoute(template, locality)}${search}`, permanent: false },
    };
  });
}
