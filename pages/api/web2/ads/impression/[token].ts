import { houseAdImpressionHandler } from '@/server/ads/houseAds.api';
import { withRateLimit } from '@/server/rate-limit';

/** Counts a served house ad's impression (see houseAdImpressionHandler), within the beacon limit. */
export default withRateLimit(houseAdImpressionHandler(), 'beacons');

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
