import { vitalsBeaconHandler } from '@/server/vitals/vitalsApi';

/** Core Web Vitals beacons of the site's pages (see vitalsBeaconHandler). */
export default vitalsBeaconHandler();

// The handler reads the beacon's body itself (text/plain, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
