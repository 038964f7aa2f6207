import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeColdFluView, type LifeColdFluData } from '@/application/page-views/LifeColdFluView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeColdFluData>({
  pattern: '/life/coldflu/[location]',
  title: (n) => t('lifeColdFlu.title', { n }),
  description: (n) => t('lifeColdFlu.description', { n }),
  load: async (locality) => {
    const [daily, hourly] = await Promise.all([
      readWeather('daily', locality, { days: 10 }),
      readWeatherOrNull('hourly', locality, { hours: 48 }),
    ]);
    return { daily, hourly };
  },
});

export default withLayout(withErrorStatus(LifeColdFluView), siteLayout());
