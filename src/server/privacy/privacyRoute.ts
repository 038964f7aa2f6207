import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '@/server/db/database';
import type { DeviceRow } from '@/server/devices/devices.repository';
import { getDb } from '@/server/db';
import { requireDevice } from '@/server/devices/devices.service';
import { apiHandler, type ApiHandlerOptions } from '@/server/http/apiHandler';

import { writePrivacyChoice, type PrivacyCookie } from './privacyCookie';

/**
 * A `PUT /web2/api/user/{id}/<choice>` route whose body is `{ [field]: { enabled } }`: only the
 * device this browser proves may change its own choice. The answer rewrites the privacy cookie's
 * `cookieField` (see `writePrivacyChoice`), so scripts that read the cookie see the choice at once.
 */
export function privacyChoiceRoute<F extends string>(
  field: F,
  cookieField: keyof PrivacyCookie,
  save: (
    db: Kysely<Database>,
    device: Pick<DeviceRow, 'id' | 'user_id'>,
    optedOut: boolean,
  ) => Promise<unknown>,
  options: ApiHandlerOptions = {},
) {
  const bodySchema = z.object({ [field]: z.object({ enabled: z.boolean() }) } as Record<
    F,
    z.ZodObject<{ enabled: z.ZodBoolean }>
  >);
  return apiHandler(
    {
      PUT: async (req, res) => {
        const id = z.string().min(1).max(64).parse(req.query.id);
        const body = bodySchema.parse(req.body) as Record<F, { enabled: boolean }>;
        const db = await getDb();
        const device = await requireDevice(db, req, id);
        const saved = await save(db, device, body[field].enabled);
        writePrivacyChoice(req, res, cookieField, body[field].enabled);
        return saved;
      },
    },
    options,
  );
}
