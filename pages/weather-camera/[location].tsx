import { siteLayout, withLayout } from '@/application/layout';
import { CameraListView } from '@/application/page-views/CameraListView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import { cameraListPageProps } from '@/server/cameras/cameraPage';

// The weather cameras near the place, nearest first; a camera source that is down keeps the page at 200.
export const getServerSideProps = withAdPageId(
  AD_PAGE_IDS.weatherCameraLanding,
  cameraListPageProps('weather'),
);

export default withLayout(withErrorStatus(CameraListView), siteLayout());
