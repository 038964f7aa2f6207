import { z } from 'zod';

import { getDb } from '@/server/db';
import { apiHandler } from '@/server/http/apiHandler';
import { getUserProfile } from '@/server/profile/profile.service';

const querySchema = z.object({
  location: z.string().trim().min(1).max(200).optional(),
  station: z.string().trim().min(1).max(200).optional(),
});

export default apiHandler({
  GET: async (req, res) => ({
    user: await getUserProfile(await getDb(), req, res, querySchema.parse(req.query)),
  }),
});

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
