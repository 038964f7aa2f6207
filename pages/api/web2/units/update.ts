import { getDb } from '@/server/db';
import { requireDevice } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { saveUnits, unitsUpdateSchema } from '@/server/units/units.service';
import { withRateLimit } from '@/server/rate-limit';

/** Units arrive as query fields; the access token, if any, is read from its cookie. */
export default withRateLimit(
  apiHandler({
    POST: async (req) => {
      const { appInstanceId, ...units } = unitsUpdateSchema.parse(req.query);
      const db = await getDb();
      const device = await requireDevice(db, req, appInstanceId);
      return saveUnits(db, device, units);
    },
  }),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
