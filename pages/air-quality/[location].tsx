import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { AirQualityView, type AirQualityData } from '@/application/page-views/AirQualityView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

// The AQI now is the page (a provider that fails answers 503); the hourly forecast degrades alone.
export const getServerSideProps = locationPageProps<AirQualityData>({
  pattern: '/air-quality/[location]',
  title: (name) => t('airQuality.title', { name }),
  description: (name) => t('airQuality.description', { name }),
  load: async (locality) => {
    const [airQuality, airQualityHourly] = await Promise.all([
      readWeather('airQuality', locality),
      readWeatherOrNull('airQualityHourly', locality, { hours: 24 }),
    ]);
    return { airQuality, airQualityHourly };
  },
});

export default withLayout(withErrorStatus(AirQualityView), siteLayout());
