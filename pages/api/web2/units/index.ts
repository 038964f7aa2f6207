import { z } from 'zod';

import { getDb } from '@/server/db';
import { readDevice } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { unitsFor } from '@/server/units/units.service';

export default apiHandler({
  GET: async (req) => {
    const { appInstanceId } = z
      .object({ appInstanceId: z.string().min(1).max(64) })
      .parse(req.query);
    const db = await getDb();
    return unitsFor(db, await readDevice(db, req, appInstanceId));
  },
});

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
