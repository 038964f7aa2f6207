import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeSnowSkiView, type LifeSnowSkiData } from '@/application/page-views/LifeSnowSkiView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeSnowSkiData>({
  pattern: '/life/snow-ski/[location]',
  title: (n) => t('lifeSnowSki.title', { n }),
  description: (n) => t('lifeSnowSki.description', { n }),
  load: async (locality) => ({ snow: await readWeather('snow', locality, { days: 10 }) }),
});

export default withLayout(withErrorStatus(LifeSnowSkiView), siteLayout());
