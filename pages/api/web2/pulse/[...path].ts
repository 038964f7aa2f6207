import { apiHandler } from '@/server/http/apiHandler';
import { handleProxyRequest } from '@/server/provider/proxy';

/** The signing proxy: the browser's only door to the provider. */
export default apiHandler(
  {
    GET: async (req, res) => handleProxyRequest(req, res),
    POST: async (req, res) => handleProxyRequest(req, res),
  },
  { maxBodyBytes: 16 * 1024 },
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
