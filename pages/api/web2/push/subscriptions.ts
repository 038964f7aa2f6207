import { getDb } from '@/server/db';
import { readDevice, requireDevice } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { listSchema, subscribeSchema, unsubscribeSchema } from '@/server/push/push.schema';
import { devicePushPlaces, subscribeDevice, unsubscribeDevice } from '@/server/push/push.service';
import { getVapidKeys, subscribeDeps } from '@/server/push/pushRuntime';
import { withRateLimit } from '@/server/rate-limit';

/**
 * Alert notifications of this device (Web Push): GET lists its places and the VAPID public key,
 * POST subscribes it to a place, DELETE stops a place. The signed device cookie must name the
 * appInstanceId given.
 */
export default withRateLimit(
  apiHandler(
    {
      GET: async (req) => {
        const q = listSchema.parse(req.query);
        const db = await getDb();
        const device = await readDevice(db, req, q.appInstanceId);
        const [vapid, places] = await Promise.all([getVapidKeys(), devicePushPlaces(db, device)]);
        return { vapidPublicKey: vapid.publicKey, places };
      },
      POST: async (req) => {
        const body = subscribeSchema.parse(req.body);
        const db = await getDb();
        const device = await requireDevice(db, req, body.appInstanceId);
        return subscribeDevice(db, device, body, subscribeDeps);
      },
      DELETE: async (req, res) => {
        const q = unsubscribeSchema.parse(req.query);
        const db = await getDb();
        const device = await readDevice(db, req, q.appInstanceId);
        await unsubscribeDevice(db, device, q.place);
        res.status(204).end();
      },
    },
    { maxBodyBytes: 8 * 1024 },
  ),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
