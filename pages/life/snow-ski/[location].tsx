import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { LifeSnowSkiView, type LifeSnowSkiData } from '@/application/page-views/LifeSnowSkiView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather, readWeatherOrNull } from '@/server/weather/weather.service';
import { dayParts, PART_HOURS, withPartTemperatures } from '@/features/forecast';

const t = translator('pageHeads', messages);

export const getServerSideProps = locationPageProps<LifeSnowSkiData>({
  pattern: '/life/snow-ski/[location]',
  title: (n) => t('lifeSnowSki.title', { n }),
  description: (n) => t('lifeSnowSki.description', { n }),
  load: async (locality) => {
    const [snow, hourly] = await Promise.all([
      readWeather('snow', locality, { days: 10 }),
      readWeatherOrNull('hourly', locality, { hours: PART_HOURS }),
    ]);
    // Each day's high and low as the 10-day page shows them: its daytime's and its night's.
    const parts = dayParts(snow.days, hourly?.hours ?? null);
    const none = { day: null, night: null };
    return {
      snow: { ...snow, days: snow.days.map((d, i) => withPartTemperatures(d, parts[i] ?? none)) },
    };
  },
});

export default withLayout(withErrorStatus(LifeSnowSkiView), siteLayout());
