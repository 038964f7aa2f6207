import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  DailyForecastView,
  type DailyForecastData,
} from '@/application/page-views/DailyForecastView';
import { forecastDays, PART_HOURS } from '@/features/forecast';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<DailyForecastData>({
  pattern: '/weather-forecast/10-day-weather/[location]',
  title: (name) => t('forecastDaily.title', { name }),
  description: (name) => t('forecastDaily.description', { name }),
  load: async (locality) => {
    const [daily, hourly] = await Promise.all([
      readWeather('daily', locality, { days: 10 }),
      readWeatherOrNull('hourly', locality, { hours: PART_HOURS }),
    ]);
    return forecastDays(daily, hourly?.hours ?? null);
  },
});

export default withLayout(withErrorStatus(DailyForecastView), siteLayout());
