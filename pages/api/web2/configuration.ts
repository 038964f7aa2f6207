import { getConfig } from '@/server/config';
import { getConfigurationResponse } from '@/server/configuration/configuration.service';
import { apiHandler } from '@/server/http/apiHandler';
import { siteOrigin } from '@/server/http/siteOrigin';

export default apiHandler({
  GET: async () => getConfigurationResponse(getConfig(), siteOrigin()),
});

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
