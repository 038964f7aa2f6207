import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  ForecastNowView,
  type ForecastNowViewProps,
} from '@/application/page-views/ForecastNowView';
import { pageRoute } from '@/lib/routes';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { currentWeatherFor } from '@/server/weather/weather.service';

// Under one upstream budget; a provider that is down or hangs answers 503 (see the wrapper).
export const getServerSideProps = withUpstreamBudgetPage<ForecastNowViewProps>(async (ctx) => {
  const slug = typeof ctx.params?.location === 'string' ? ctx.params.location : '';
  const station =
    typeof ctx.query.station === 'string' ? ctx.query.station.slice(0, 200) : undefined;
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute('/weather-forecast/now/[location]').pageId,
    canonicalPath: `/weather-forecast/now/${encodeURIComponent(slug)}`,
    location: { slug, station },
    title: (p) => `${p.ActiveLocation?.Locality.DisplayCompositeName ?? 'Local'} Current Weather`,
    description: (p) =>
      `Current weather conditions for ${p.ActiveLocation?.Locality.DisplayCompositeName ?? 'your place'}: temperature, feels like, wind, humidity, pressure and visibility.`,
  });
  if (!page?.profile.ActiveLocation) return { notFound: true };
  return {
    props: {
      ...page.props,
      current: await currentWeatherFor(page.profile.ActiveLocation.Locality),
    },
  };
});

export default withLayout(withErrorStatus(ForecastNowView), siteLayout());
