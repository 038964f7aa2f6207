import { contentViewsHandler } from '@/server/content/viewsApi';
import { withRateLimit } from '@/server/rate-limit';

/** A story page's view beacon (see contentViewsHandler). */
export default withRateLimit(contentViewsHandler(), 'beacons');

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
