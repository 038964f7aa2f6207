import { houseAdHandler } from '@/server/ads/houseAds.api';

/** A house ad for one slot of a page (see houseAdHandler). */
export default houseAdHandler();

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
