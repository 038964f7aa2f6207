import { z } from 'zod';

import { apiHandler } from '@/server/http/apiHandler';
import { queryLocation } from '@/server/locations/locationQuery.service';

const bodySchema = z.object({ Query: z.string().trim().min(1, 'Query is required').max(200) });

export default apiHandler(
  {
    POST: async (req) => queryLocation(bodySchema.parse(req.body).Query),
  },
  { maxBodyBytes: 4 * 1024 },
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
