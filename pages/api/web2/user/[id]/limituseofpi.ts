import { z } from 'zod';

import { getDb } from '@/server/db';
import { requireDevice } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { setLimitUse } from '@/server/privacy/privacy.service';

const bodySchema = z.object({ limitUseOfPersonalInfo: z.object({ enabled: z.boolean() }) });

export default apiHandler({
  PUT: async (req) => {
    const id = z.string().min(1).max(64).parse(req.query.id);
    const body = bodySchema.parse(req.body);
    const db = await getDb();
    const device = await requireDevice(db, req, id);
    return setLimitUse(db, device.id, body.limitUseOfPersonalInfo.enabled);
  },
});

export const config = { api: { bodyParser: { sizeLimit: '1kb' } } };
