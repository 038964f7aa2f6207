import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { HomeView, type HomeViewProps } from '@/application/page-views/HomeView';
import { pageRoute } from '@/lib/routes';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { currentWeatherFor } from '@/server/weather/weather.service';

// Under one upstream budget; a provider that is down or hangs answers 503 (see the wrapper).
export const getServerSideProps = withUpstreamBudgetPage<HomeViewProps>(async (ctx) => {
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute('/').pageId,
    canonicalPath: '/',
    title: 'Local Weather Forecast, News and Conditions',
    description:
      'Current conditions, hourly and 10-day forecasts, weather maps, alerts and hurricane tracking for your places.',
  });
  if (!page) return { notFound: true };
  const locality = page.profile.ActiveLocation?.Locality;
  return { props: { ...page.props, current: locality ? await currentWeatherFor(locality) : null } };
});

export default withLayout(withErrorStatus(HomeView), siteLayout());
