import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  LifeOutdoorSportsView,
  type LifeOutdoorSportsData,
} from '@/application/page-views/LifeOutdoorSportsView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<LifeOutdoorSportsData>({
  pattern: '/life/outdoor-sports/[location]',
  title: (n) => `${n} Outdoor Activity Forecast`,
  description: (n) =>
    `Outdoor activity forecast for ${n}: running, cycling, golf, hiking, tennis and fishing conditions hour by hour.`,
  load: async (locality) => ({ hourly: await readWeather('hourly', locality, { hours: 48 }) }),
});

export default withLayout(withErrorStatus(LifeOutdoorSportsView), siteLayout());
