import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeColdFluView, type LifeColdFluData } from '@/application/page-views/LifeColdFluView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';
import { forecastDays, PART_HOURS } from '@/features/forecast';
import { humidityHours } from '@/features/life';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeColdFluData>({
  pattern: '/life/coldflu/[location]',
  title: (n) => t('lifeColdFlu.title', { n }),
  description: (n) => t('lifeColdFlu.description', { n }),
  load: async (locality) => {
    const [daily, hourly] = await Promise.all([
      readWeather('daily', locality, { days: 10 }),
      readWeatherOrNull('hourly', locality, { hours: PART_HOURS }),
    ]);
    // Each day's high and low as its daytime and night tell them, as on the 10-day page.
    return {
      daily: forecastDays(daily, hourly?.hours ?? null).daily,
      hourly: hourly && humidityHours(hourly),
    };
  },
});

export default withLayout(withErrorStatus(LifeColdFluView), siteLayout());
