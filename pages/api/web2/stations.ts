import { z } from 'zod';

import { apiHandler } from '@/server/http/apiHandler';
import { DEFAULT_STATION_RADIUS, nearbyStations } from '@/server/locations/locations.service';

const querySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radius: z.coerce.number().min(1).max(100).default(DEFAULT_STATION_RADIUS),
});

export default apiHandler({
  GET: async (req) => {
    const q = querySchema.parse(req.query);
    return nearbyStations(q.lat, q.lon, q.radius);
  },
});

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
