import { handleIdpRequest } from '@/embedded/idp/idp.handler';

/** oidc-provider reads its own bodies and answers through Node's response. */
export const config = { api: { bodyParser: false, externalResolver: true } };

/** Every `/idp/*` request (served as `/api/idp/*`, a rewrite in next.config.js): the embedded OpenID provider. */
export default handleIdpRequest;
