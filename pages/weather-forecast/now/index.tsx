import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/weather-forecast/now` without a place: the same page for the visitor's active place.
export const getServerSideProps = redirectToActiveLocation('/weather-forecast/now/[location]');

export default withLayout(withErrorStatus(RedirectView), siteLayout());
