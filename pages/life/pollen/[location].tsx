import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifePollenView, type LifePollenData } from '@/application/page-views/LifePollenView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifePollenData>({
  pattern: '/life/pollen/[location]',
  title: (n) => t('lifePollen.title', { n }),
  description: (n) => t('lifePollen.description', { n }),
  load: async (locality) => ({ pollen: await readWeather('pollen', locality, { days: 4 }) }),
});

export default withLayout(withErrorStatus(LifePollenView), siteLayout());
