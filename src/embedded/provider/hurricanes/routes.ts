import { z } from 'zod';

import type { ProviderRoute } from '../routes';
import { BASINS } from './hurricane.types';
import { getActiveStorm, getActiveStorms, getOutlook } from './hurricanes.service';
import { getNhcSource, type NhcSource } from './nhcSource';

const activeQuery = z.object({ name: z.string().trim().min(1).max(64).optional() });
const outlookQuery = z.object({ basin: z.enum(BASINS) });

/** The hurricane routes over a given NHC source (tests pass their own). */
export function createHurricaneRoutes(source: () => NhcSource = getNhcSource): ProviderRoute[] {
  return [
    {
      // `/active` lists every storm; `/active/name=<name>` (path parameter) answers one storm.
      path: '/data/hurricanes/v1/active',
      methods: {
        GET: ({ params }) => {
          const { name } = activeQuery.parse(params);
          return name === undefined ? getActiveStorms(source()) : getActiveStorm(source(), name);
        },
      },
    },
    {
      path: '/data/hurricanes/v1/outlook',
      methods: { GET: ({ params }) => getOutlook(source(), outlookQuery.parse(params).basin) },
    },
  ];
}

/** GET /data/hurricanes/v1/active[/name=<name>] and GET /data/hurricanes/v1/outlook/basin=<at|ep|cp>. */
export const hurricaneRoutes: ProviderRoute[] = createHurricaneRoutes();
