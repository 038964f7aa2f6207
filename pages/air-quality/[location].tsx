import { siteLayout, withLayout } from '@/application/layout';
import { AirQualityView, type AirQualityData } from '@/application/page-views/AirQualityView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

// The AQI now is the page (a provider that fails answers 503); the hourly forecast degrades alone.
export const getServerSideProps = locationPageProps<AirQualityData>({
  pattern: '/air-quality/[location]',
  title: (name) => `${name} Air Quality Index`,
  description: (name) =>
    `Air quality in ${name} now: the US EPA Air Quality Index, its pollutants, health guidance and the forecast for the next 24 hours.`,
  load: async (locality) => {
    const [airQuality, airQualityHourly] = await Promise.all([
      readWeather('airQuality', locality),
      readWeatherOrNull('airQualityHourly', locality, { hours: 24 }),
    ]);
    return { airQuality, airQualityHourly };
  },
});

export default withLayout(withErrorStatus(AirQualityView), siteLayout());
