import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import {
  LifeOutdoorSportsView,
  type LifeOutdoorSportsData,
} from '@/application/page-views/LifeOutdoorSportsView';
import { outdoorHours } from '@/features/life';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeOutdoorSportsData>({
  pattern: '/life/outdoor-sports/[location]',
  title: (n) => t('lifeOutdoorSports.title', { n }),
  description: (n) => t('lifeOutdoorSports.description', { n }),
  // The page sends the hours it scores.
  load: async (locality) => ({
    hourly: outdoorHours(await readWeather('hourly', locality, { hours: 48 })),
  }),
});

export default withLayout(withErrorStatus(LifeOutdoorSportsView), siteLayout());
