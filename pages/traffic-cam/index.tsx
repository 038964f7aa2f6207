import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/traffic-cam` without a place: the traffic cameras of the visitor's active place.
export const getServerSideProps = redirectToActiveLocation('/traffic-cam/[location]');

export default withLayout(withErrorStatus(RedirectView), siteLayout());
