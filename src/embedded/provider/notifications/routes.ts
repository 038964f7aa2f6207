import { z } from 'zod';

import type { ProviderRoute } from '../routes';
import { getWeatherUpstream } from '../weather/getWeatherUpstream';
import { toGeoPoint, weatherParams } from '../weather/params';
import { notificationStatus } from './notificationStatus';

/**
 * Parameters of the status path: `emLocationId` (query or `/emLocationId=…` path parameter),
 * latitude, longitude, and like the alerts path optional `elevation` and `tz` (so a badge and the
 * alerts page of one place count the same alerts).
 */
export const statusParams = weatherParams.extend({
  emLocationId: z.string().trim().min(1).max(200),
});

/** Notification paths of the embedded provider. */
export const notificationRoutes: ProviderRoute[] = [
  {
    path: '/api/push/v1/notifications/status',
    methods: {
      GET: ({ params }) => {
        const p = statusParams.parse(params);
        return notificationStatus(p.emLocationId, toGeoPoint(p), getWeatherUpstream());
      },
    },
  },
];
