import { z } from 'zod';

import { apiHandler } from '@/server/http/apiHandler';
import { queryLocation } from '@/server/locations/locationQuery.service';

const bodySchema = z.object({ Query: z.string().trim().min(1, 'Query is required').max(200) });

export default apiHandler({
  POST: async (req) => queryLocation(bodySchema.parse(req.body).Query),
});

export const config = { api: { bodyParser: { sizeLimit: '4kb' } } };
