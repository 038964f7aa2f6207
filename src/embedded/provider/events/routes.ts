import { getDb } from '@/server/db';

import type { ProviderRoute } from '../routes';
import { submitEvents } from './events.service';

/** POST /clog/v1/submit: stores the body's one event in `event_logs`, answers `{ accepted }`. */
export const eventRoutes: ProviderRoute[] = [
  {
    path: '/clog/v1/submit',
    methods: { POST: async ({ body }) => submitEvents(await getDb(), body) },
  },
];
