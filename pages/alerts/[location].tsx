import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/pageHeads';
import { siteLayout, withLayout } from '@/application/layout';
import { AlertsView, type AlertsData } from '@/application/page-views/AlertsView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

const t = translator('pageHeads', messages);

// The alerts are the page: a provider that fails answers 503 (see locationPageProps).
export const getServerSideProps = locationPageProps<AlertsData>({
  pattern: '/alerts/[location]',
  title: (name) => t('alerts.title', { name }),
  description: (name) => t('alerts.description', { name }),
  load: async (locality) => ({ alerts: await readWeather('alerts', locality) }),
});

export default withLayout(withErrorStatus(AlertsView), siteLayout());
