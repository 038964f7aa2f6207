import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/maps` without a place: the map of the visitor's active place.
export const getServerSideProps = redirectToActiveLocation('/maps/[location]');

export default withLayout(withErrorStatus(RedirectView), siteLayout());
