import { getDb } from '@/server/db';
import { requireDevice } from '@/server/devices/devices.service';
import { createFavoriteSchema, updateFavoriteSchema } from '@/server/favorites/favorites.schema';
import { createFavorite, updateFavorite } from '@/server/favorites/favorites.service';
import { apiHandler } from '@/server/http/apiHandler';

export default apiHandler({
  POST: async (req) => {
    const body = createFavoriteSchema.parse(req.body);
    const db = await getDb();
    const device = await requireDevice(db, req, body.appInstanceId);
    return createFavorite(db, device.id, body.favoriteLocation.Location, body.favoriteLocation.Position);
  },
  PUT: async (req) => {
    const body = updateFavoriteSchema.parse(req.body);
    const db = await getDb();
    const device = await requireDevice(db, req, body.appInstanceId);
    return updateFavorite(db, device.id, body.newFavoriteLocation);
  },
});

export const config = { api: { bodyParser: { sizeLimit: '32kb' } } };
