import { getDb } from '@/server/db';
import { ownerOf, requireDevice } from '@/server/devices/devices.service';
import { deleteFavoriteSchema } from '@/server/favorites/favorites.schema';
import { deleteFavorite } from '@/server/favorites/favorites.service';
import { apiHandler } from '@/server/http/apiHandler';
import { refreshUserStateCookie } from '@/server/profile/profile.service';
import { withRateLimit } from '@/server/rate-limit';

export default withRateLimit(
  apiHandler({
    DELETE: async (req, res) => {
      const q = deleteFavoriteSchema.parse(req.query);
      const db = await getDb();
      const device = await requireDevice(db, req, q.appInstanceId);
      await deleteFavorite(db, ownerOf(device), q.id, {
        latitude: q.favoriteLocationLatitude,
        longitude: q.favoriteLocationLongitude,
      });
      await refreshUserStateCookie(db, req, res, device.id);
      res.status(204).end();
    },
  }),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
