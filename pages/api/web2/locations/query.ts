import { z } from 'zod';

import { apiHandler } from '@/server/http/apiHandler';
import { queryLocation } from '@/server/locations/locationQuery.service';
import { assertWithinLimit } from '@/server/rate-limit';

const bodySchema = z.object({ Query: z.string().trim().min(1, 'Query is required').max(200) });

/**
 * `POST /web2/api/locations/query`: a place by its slug. Every request with a valid body is a
 * search, counted against the client's `search` limit (429 with Retry-After over it).
 */
export default apiHandler(
  {
    POST: async (req) => {
      const { Query } = bodySchema.parse(req.body);
      await assertWithinLimit('search', req);
      return queryLocation(Query);
    },
  },
  { maxBodyBytes: 4 * 1024 },
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
