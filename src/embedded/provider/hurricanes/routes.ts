import { z } from 'zod';

import type { ProviderRoute } from '../routes';
import { BASINS } from './hurricane.types';
import {
  getActiveStorm,
  getActiveStorms,
  getOutlook,
  getStormAdvisory,
  getStormGis,
} from './hurricanes.service';
import { getHurricaneFeed, type HurricaneFeed } from './nhcSource';

const activeQuery = z.object({ name: z.string().trim().min(1).max(64).optional() });
const stormQuery = z.object({ name: z.string().trim().min(1).max(64) });
const outlookQuery = z.object({ basin: z.enum(BASINS) });

/** The hurricane routes over a given feed (tests pass their own). */
export function createHurricaneRoutes(
  feed: () => HurricaneFeed = getHurricaneFeed,
): ProviderRoute[] {
  return [
    {
      // `/active` lists every storm; `/active/name=<name>` (path parameter) answers one storm.
      path: '/data/hurricanes/v1/active',
      methods: {
        GET: ({ params }) => {
          const { name } = activeQuery.parse(params);
          return name === undefined
            ? feed().read((source) => getActiveStorms(source))
            : feed().read((source) => getActiveStorm(source, name));
        },
      },
    },
    {
      path: '/data/hurricanes/v1/outlook',
      methods: {
        GET: ({ params }) => {
          const { basin } = outlookQuery.parse(params);
          return feed().read((source) => getOutlook(source, basin));
        },
      },
    },
    {
      // `/gis/name=<name or id>`: the storm's cone, tracks, watches/warnings and wind radii.
      path: '/data/hurricanes/v1/gis',
      methods: {
        GET: ({ params }) => {
          const { name } = stormQuery.parse(params);
          return feed().read((source) => getStormGis(source, name));
        },
      },
    },
    {
      // `/advisory/name=<name or id>`: the latest public advisory and the key messages.
      path: '/data/hurricanes/v1/advisory',
      methods: {
        GET: ({ params }) => {
          const { name } = stormQuery.parse(params);
          return feed().read((source) => getStormAdvisory(source, name));
        },
      },
    },
  ];
}

/**
 * GET /data/hurricanes/v1/active[/name=<name>], /outlook/basin=<at|ep|cp>, /gis/name=<name> and
 * /advisory/name=<name>, every answer marked with its source (docs/provider-api.md "Hurricanes").
 */
export const hurricaneRoutes: ProviderRoute[] = createHurricaneRoutes();
