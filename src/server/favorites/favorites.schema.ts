import '@/server/serverOnly';

import { z } from 'zod';

import { locationInputSchema, stationSchema } from '@/server/locations/location.schema';

const appInstanceId = z.string().trim().min(1, 'appInstanceId is required').max(64);
/** A position in the list: any index (past the end means last); the list has no maximum. */
const position = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Body of POST /web2/api/favorite-locations. */
export const createFavoriteSchema = z.object({
  favoriteLocation: z.object({ Position: position.optional(), Location: locationInputSchema }),
  appInstanceId,
});

/**
 * Body of PUT /web2/api/favorite-locations: the favourite with its new position and station.
 * appInstanceId is needed only to change the station; the device is always the one the signed
 * cookie proves.
 */
export const updateFavoriteSchema = z.object({
  newFavoriteLocation: z.object({
    Id: z.string().min(1).max(64),
    Position: position,
    Location: z
      .object({
        Station: stationSchema
          .nullable()
          .optional()
          .transform((v) => v ?? null),
        DefaultStationRouteString: z
          .string()
          .max(200)
          .nullable()
          .optional()
          .transform((v) => v ?? null),
      })
      .passthrough(),
  }),
  appInstanceId: appInstanceId.optional(),
});

const coordinate = (min: number, max: number) =>
  z.coerce.number().refine(Number.isFinite, 'must be a number').pipe(z.number().min(min).max(max));

/** Query of DELETE /web2/api/favorite-locations/{id}. */
export const deleteFavoriteSchema = z
  .object({
    id: z.string().min(1).max(64),
    appInstanceId,
    favoriteLocationId: z.string().min(1).max(64),
    favoriteLocationLatitude: coordinate(-90, 90),
    favoriteLocationLongitude: coordinate(-180, 180),
  })
  .refine((q) => q.id === q.favoriteLocationId, {
    message: 'favoriteLocationId must match the id in the path',
    path: ['favoriteLocationId'],
  });
