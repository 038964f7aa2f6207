import { apiHandler } from '@/server/http/apiHandler';
import { handleProxyRequest } from '@/server/provider/proxy';

/** The signing proxy: the browser's only door to the provider. */
export default apiHandler({
  GET: async (req, res) => handleProxyRequest(req, res),
  POST: async (req, res) => handleProxyRequest(req, res),
});

// Event logs are small; must be a literal for Next's static analysis.
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };
