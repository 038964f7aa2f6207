import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  HourlyForecastView,
  type HourlyForecastData,
} from '@/application/page-views/HourlyForecastView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<HourlyForecastData>({
  pattern: '/weather-forecast/hourly/[location]',
  title: (name) => t('forecastHourly.title', { name }),
  description: (name) => t('forecastHourly.description', { name }),
  load: async (locality) => ({ hourly: await readWeather('hourly', locality, { hours: 48 }) }),
});

export default withLayout(withErrorStatus(HourlyForecastView), siteLayout());
