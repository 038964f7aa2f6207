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
import {
  conditionsPlaceFor,
  readWeather,
  readWeatherOrNull,
} from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeOutdoorSportsData>({
  pattern: '/life/outdoor-sports/[location]',
  title: (n) => t('lifeOutdoorSports.title', { n }),
  description: (n) => t('lifeOutdoorSports.description', { n }),
  // "Right now" scores the current conditions the current-conditions page shows (read where it
  // reads them, degrading alone); the page sends the forecast hours it scores.
  load: async (locality, _ctx, location) => {
    const [hourly, current] = await Promise.all([
      readWeather('hourly', locality, { hours: 48 }),
      conditionsPlaceFor(location).then((place) => readWeatherOrNull('current', place)),
    ]);
    return { current, hourly: outdoorHours(hourly) };
  },
});

export default withLayout(withErrorStatus(LifeOutdoorSportsView), siteLayout());
