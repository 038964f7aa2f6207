import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeSnowSkiView, type LifeSnowSkiData } from '@/application/page-views/LifeSnowSkiView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<LifeSnowSkiData>({
  pattern: '/life/snow-ski/[location]',
  title: (n) => `${n} Snow Forecast`,
  description: (n) =>
    `Snow forecast for ${n}: snow depth now, snowfall by day and totals for the next 3 and 10 days.`,
  load: async (locality) => ({ snow: await readWeather('snow', locality, { days: 10 }) }),
});

export default withLayout(withErrorStatus(LifeSnowSkiView), siteLayout());
