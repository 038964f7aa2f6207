import { getConfig } from '@/server/config';
import { getConfigurationResponse } from '@/server/configuration/configuration.service';
import { apiHandler } from '@/server/http/apiHandler';
import { siteOrigin } from '@/server/http/siteOrigin';

export default apiHandler({
  GET: async (req) => getConfigurationResponse(getConfig(), siteOrigin(req)),
});
