import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { RedirectView } from '@/application/page-views/RedirectView';
import { redirectToActiveLocation } from '@/server/pages/activeLocationRedirect';

// `/air-quality` without a place: the same page for the visitor's active place.
export const getServerSideProps = redirectToActiveLocation('/air-quality/[location]');

export default withLayout(withErrorStatus(RedirectView), siteLayout());
