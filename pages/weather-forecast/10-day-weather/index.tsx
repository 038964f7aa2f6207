import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/weather-forecast/10-day-weather` without a place: the same page for the visitor's active place.
export const getServerSideProps = redirectToActiveLocation(
  '/weather-forecast/10-day-weather/[location]',
);

export default withLayout(withErrorStatus(RedirectView), siteLayout());
