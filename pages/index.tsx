import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { HomeView, type HomeViewProps } from '@/application/page-views/HomeView';
import { pageRoute } from '@/lib/routes';
import { buildVisitorPageProps, withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import { searchRedirectPath, withWebsiteJsonLd } from '@/server/sitemap/siteSearch';
import { conditionsPlaceFor, readWeatherOrNull } from '@/server/weather/weather.service';
import { dailyGlance, forecastDays, hourlyGlance, PART_HOURS } from '@/features/forecast';

const t = translator('pageHeads', messages);

/** Hours of the strip (and the pressure tendency) and days at a glance on the front page. */
const STRIP_HOURS = 13;
const GLANCE_DAYS = 5;

// Under one upstream budget; a provider that is down or hangs answers 503 (see the wrapper).
// Each weather section degrades alone. `/?q=<text>` (the search URL the WebSite structured data
// names) opens the best match's forecast.
export const getServerSideProps = withUpstreamBudgetPage<HomeViewProps>(async (ctx) => {
  const found = await searchRedirectPath(ctx.query.q);
  if (found) return { redirect: { destination: found, permanent: false } };
  const page = await buildVisitorPageProps(ctx, {
    pageId: pageRoute('/').pageId,
    canonicalPath: '/',
    title: t('home.title'),
    description: t('home.description'),
  });
  if (!page) return { notFound: true };
  const props = withWebsiteJsonLd(page.props);
  const location = page.profile.ActiveLocation;
  const locality = location?.Locality;
  if (!location || !locality) {
    return {
      props: {
        ...props,
        current: null,
        hourly: null,
        daily: null,
        daytime: null,
        tonight: null,
        alerts: null,
      },
    };
  }
  const [current, hourly, daily, alerts] = await Promise.all([
    conditionsPlaceFor(location).then((place) => readWeatherOrNull('current', place)),
    readWeatherOrNull('hourly', locality, { hours: PART_HOURS }),
    readWeatherOrNull('daily', locality, { days: 10 }),
    readWeatherOrNull('alerts', locality),
  ]);
  // The days at a glance take each day's high, low and chance from its daytime and night, as the
  // 10-day page does.
  const days = daily && forecastDays(daily, hourly?.hours ?? null, GLANCE_DAYS);
  const today = days?.parts[0];
  return {
    props: {
      ...props,
      current,
      hourly: hourly && hourlyGlance(hourly, STRIP_HOURS),
      daily: days && dailyGlance(days.daily, GLANCE_DAYS),
      // Today's daytime while it lasts, then tonight (`tonightPart`).
      daytime: today?.day ?? null,
      tonight: today && !today.day ? today.night : null,
      alerts,
    },
  };
});

export default withLayout(withErrorStatus(HomeView), siteLayout());
