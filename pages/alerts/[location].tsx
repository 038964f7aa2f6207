import { siteLayout, withLayout } from '@/application/layout';
import { AlertsView, type AlertsData } from '@/application/page-views/AlertsView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { locationPageProps } from '@/server/pages/locationPage';
import { readWeather } from '@/server/weather/weather.service';

// The alerts are the page: a provider that fails answers 503 (see locationPageProps).
export const getServerSideProps = locationPageProps<AlertsData>({
  pattern: '/alerts/[location]',
  title: (name) => `${name} Weather Alerts`,
  description: (name) =>
    `Active weather alerts for ${name}: warnings, watches and advisories with their severity, timing, affected area and what to do.`,
  load: async (locality) => ({ alerts: await readWeather('alerts', locality) }),
});

export default withLayout(withErrorStatus(AlertsView), siteLayout());
