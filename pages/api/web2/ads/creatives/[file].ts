import { creativeImageHandler } from '@/server/ads/houseAds.api';

/** A house ad's picture, `<id>.svg` (see creativeImageHandler). */
export default creativeImageHandler();

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
