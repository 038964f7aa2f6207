import { getDisplayAdsConfig } from '@/server/ads/displayAds.config';
import { apiHandler } from '@/server/http/apiHandler';

export default apiHandler({ GET: async () => getDisplayAdsConfig() });

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
