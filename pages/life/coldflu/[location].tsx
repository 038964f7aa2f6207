import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeColdFluView, type LifeColdFluData } from '@/application/page-views/LifeColdFluView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<LifeColdFluData>({
  pattern: '/life/coldflu/[location]',
  title: (n) => `${n} Cold & Flu Forecast`,
  description: (n) =>
    `Cold and flu forecast for ${n}: how cold, dry air and temperature swings raise the risk today and for the next days.`,
  load: async (locality) => {
    const [daily, hourly] = await Promise.all([
      readWeather('daily', locality, { days: 10 }),
      readWeatherOrNull('hourly', locality, { hours: 48 }),
    ]);
    return { daily, hourly };
  },
});

export default withLayout(withErrorStatus(LifeColdFluView), siteLayout());
