import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  SearchResultsView,
  type SearchResultsViewProps,
} from '@/application/page-views/SearchResultsView';
import {
  parseSearchQuery,
  searchOutcome,
  searchPageInput,
} from '@/server/locations/locationSearchPage';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

// Where the header's search form (GET, field `q`) lands without JavaScript. `q` is read at the
// boundary: absent, the page explains the search (200); blank, too long or repeated, it says why
// (400); else the places found, as links to their forecasts (200), "unavailable" (503), or "too
// many searches" (429) when this client is over its search limit.
export const getServerSideProps = withUpstreamBudgetPage<SearchResultsViewProps>(async (ctx) => {
  const query = parseSearchQuery(ctx.query.q);
  const page = await buildSitePageProps(ctx, searchPageInput(query));
  if (!page) return { notFound: true };
  const search = await searchOutcome(ctx.res, query, page.initialState, ctx.req);
  return { props: { ...page, search } };
});

export default withLayout(withErrorStatus(SearchResultsView), siteLayout());
