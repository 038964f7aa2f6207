import { siteLayout, withLayout } from '@/application/layout';
import { CameraDetailView } from '@/application/page-views/CameraDetailView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { cameraDetailPageProps } from '@/server/cameras/cameraPage';

// One weather camera near the place: its latest image, position and the other cameras nearby.
export const getServerSideProps = cameraDetailPageProps('weather');

export default withLayout(withErrorStatus(CameraDetailView), siteLayout());
