import { getDb } from '@/server/db';
import {
  activeStationFollowsFavorite,
  cookieDeviceId,
  ownerOf,
  requireDevice,
} from '@/server/devices/devices.service';
import { createFavoriteSchema, updateFavoriteSchema } from '@/server/favorites/favorites.schema';
import { createFavorite, updateFavorite } from '@/server/favorites/favorites.service';
import { apiHandler } from '@/server/http/apiHandler';
import { refreshUserStateCookie } from '@/server/profile/profile.service';
import { withRateLimit } from '@/server/rate-limit';

export default withRateLimit(
  apiHandler(
    {
      POST: async (req, res) => {
        const body = createFavoriteSchema.parse(req.body);
        const db = await getDb();
        const device = await requireDevice(db, req, body.appInstanceId);
        const created = await createFavorite(
          db,
          ownerOf(device),
          body.favoriteLocation.Location,
          body.favoriteLocation.Position,
        );
        await refreshUserStateCookie(db, req, res, device.id);
        return created;
      },
      PUT: async (req, res) => {
        const body = updateFavoriteSchema.parse(req.body);
        const db = await getDb();
        // The signed device cookie proves the device either way; a named appInstanceId must be it.
        const device = await requireDevice(
          db,
          req,
          body.appInstanceId ?? cookieDeviceId(req) ?? '',
        );
        const stationChange = body.appInstanceId !== undefined;
        const updated = await updateFavorite(db, ownerOf(device), body.newFavoriteLocation, {
          stationChange,
        });
        if (stationChange) {
          await activeStationFollowsFavorite(db, device, {
            slug: updated.Location.Locality.SlugName,
            station: updated.Location.Station?.RouteString ?? null,
          });
        }
        await refreshUserStateCookie(db, req, res, device.id);
        return updated;
      },
    },
    { maxBodyBytes: 32 * 1024 },
  ),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
