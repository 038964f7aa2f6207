import { getDisplayAdsConfig } from '@/server/ads/displayAds.config';
import { apiHandler } from '@/server/http/apiHandler';

export default apiHandler({ GET: async () => getDisplayAdsConfig() });
