import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeTravelView, type LifeTravelData } from '@/application/page-views/LifeTravelView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<LifeTravelData>({
  pattern: '/life/travel/[location]',
  title: (n) => `${n} Travel Weather`,
  description: (n) =>
    `Travel weather for ${n}: conditions and weather delay risk at the nearest major airports, and the forecast for your trip.`,
  load: async (locality) => {
    const [airports, current, hourly] = await Promise.all([
      readWeather('airports', locality, { count: 3 }),
      readWeatherOrNull('current', locality),
      readWeatherOrNull('hourly', locality, { hours: 48 }),
    ]);
    return { airports, current, hourly };
  },
});

export default withLayout(withErrorStatus(LifeTravelView), siteLayout());
