import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/weather-camera` without a place: the weather cameras of the visitor's active place.
export const getServerSideProps = redirectToActiveLocation('/weather-camera/[location]');

export default withLayout(withErrorStatus(RedirectView), siteLayout());
