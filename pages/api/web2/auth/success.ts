import { authSuccessSchema, completeSignIn } from '@/server/auth/authSuccess.service';
import { apiHandler } from '@/server/http/apiHandler';
import { siteOrigin } from '@/server/http/siteOrigin';

/** After an identity-provider login (a POST with the tokens in the JSON body). */
export default apiHandler({
  POST: async (req, res) =>
    completeSignIn(req, res, siteOrigin(req), authSuccessSchema.parse(req.body)),
});

export const config = { api: { bodyParser: { sizeLimit: '24kb' } } };
