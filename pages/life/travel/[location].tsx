import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeTravelView, type LifeTravelData } from '@/application/page-views/LifeTravelView';
import { tripHours } from '@/features/life';
import { locationPageProps } from '@/server/pages/locationPage';
import {
  conditionsPlaceFor,
  readWeather,
  readWeatherOrNull,
} from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeTravelData>({
  pattern: '/life/travel/[location]',
  title: (n) => t('lifeTravel.title', { n }),
  description: (n) => t('lifeTravel.description', { n }),
  load: async (locality, _ctx, location) => {
    const [airports, current, hourly] = await Promise.all([
      readWeather('airports', locality, { count: 3 }),
      conditionsPlaceFor(location).then((place) => readWeatherOrNull('current', place)),
      readWeatherOrNull('hourly', locality, { hours: 48 }),
    ]);
    // The page sends the hours it shows, with what it shows of each.
    return { airports, current, hourly: hourly && tripHours(hourly) };
  },
});

export default withLayout(withErrorStatus(LifeTravelView), siteLayout());
