import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifePollenView, type LifePollenData } from '@/application/page-views/LifePollenView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

export const getServerSideProps = locationPageProps<LifePollenData>({
  pattern: '/life/pollen/[location]',
  title: (n) => `${n} Pollen Forecast`,
  description: (n) =>
    `Pollen forecast for ${n}: tree, grass and weed pollen levels today and for the next days.`,
  load: async (locality) => ({ pollen: await readWeather('pollen', locality, { days: 4 }) }),
});

export default withLayout(withErrorStatus(LifePollenView), siteLayout());
