import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '@/server/db/database';
import { cookieDeviceId } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { HttpError } from '@/server/http/httpError';

import { slugSchema } from './articleFile';
import { getContentDb } from './seed';
import { recordArticleView } from './views';

const viewSchema = z.strictObject({ slug: slugSchema });

/**
 * `POST /web2/api/content/views` with `{ "slug": "…" }`: a story page's beacon. Counts one read of
 * the story for this browser's device, at most once a day, and answers `{ counted }`. A browser
 * without the signed device cookie (a crawler, a script) is answered but not counted; an unknown
 * story is a 404, a malformed body a 400, any other method a 405.
 */
export function contentViewsHandler(db: () => Promise<Kysely<Database>> = getContentDb) {
  return apiHandler(
    {
      POST: async (req) => {
        const { slug } = viewSchema.parse(req.body);
        const device = cookieDeviceId(req);
        if (!device) return { counted: false };
        const outcome = await recordArticleView(await db(), slug, device);
        if (outcome === 'unknown') throw new HttpError(404, `No story ${slug}`);
        return { counted: outcome === 'counted' };
      },
    },
    { maxBodyBytes: 1024 },
  );
}
