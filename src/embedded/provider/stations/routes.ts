import { type z } from 'zod';

import type { ProviderRoute } from '../routes';
import { intParam, numberParam, pointParams } from '../weather/params';
import { nearbyStations } from './nearbyStations';

/** Parameters of `/data/stations/v1/nearby`: point, `radius` miles 1–100 (default 15), `count` 1–50. */
export const nearbyParams = pointParams.extend({
  radius: numberParam(1, 100).default(15),
  count: intParam(1, 50).optional(),
});

/** Station paths of the embedded provider. */
export const stationRoutes: ProviderRoute[] = [
  {
    path: '/data/stations/v1/nearby',
    methods: {
      GET: ({ params }) => {
        const p: z.infer<typeof nearbyParams> = nearbyParams.parse(params);
        return nearbyStations(p.latitude, p.longitude, p.radius, p.count);
      },
    },
  },
];
