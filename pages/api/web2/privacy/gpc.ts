import { gpcRoute } from '@/server/privacy/privacyRoute';
import { withRateLimit } from '@/server/rate-limit';

/** The Global Privacy Control endpoint. */
export default withRateLimit(gpcRoute({ maxBodyBytes: 1024 }));

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
