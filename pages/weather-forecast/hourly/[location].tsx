import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  HourlyForecastView,
  type HourlyForecastData,
} from '@/application/page-views/HourlyForecastView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<HourlyForecastData>({
  pattern: '/weather-forecast/hourly/[location]',
  title: (name) => `${name} Hourly Weather Forecast`,
  description: (name) =>
    `Hour-by-hour weather forecast for ${name} for the next 48 hours: temperature, feels like, chance and amount of precipitation, wind and humidity.`,
  load: async (locality) => ({ hourly: await readWeather('hourly', locality, { hours: 48 }) }),
});

export default withLayout(withErrorStatus(HourlyForecastView), siteLayout());
