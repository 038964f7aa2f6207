import { authSuccessSchema, completeSignIn } from '@/server/auth/authSuccess.service';
import { apiHandler } from '@/server/http/apiHandler';
import { siteOrigin } from '@/server/http/siteOrigin';
import { withRateLimit } from '@/server/rate-limit';

/** After an identity-provider login (a POST with the tokens in the JSON body). */
export default withRateLimit(
  apiHandler(
    {
      POST: async (req, res) =>
        completeSignIn(req, res, siteOrigin(), authSuccessSchema.parse(req.body)),
    },
    { maxBodyBytes: 24 * 1024 },
  ),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
