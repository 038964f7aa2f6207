import { displayAdsHandler } from '@/server/ads/houseAds.api';

/** The ad global config: every page type's slots (see displayAdsHandler). */
export default displayAdsHandler();

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
