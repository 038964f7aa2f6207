import { houseAdClickHandler } from '@/server/ads/houseAds.api';

/** Counts a click on a served house ad and redirects to its target (see houseAdClickHandler). */
export default houseAdClickHandler();

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
