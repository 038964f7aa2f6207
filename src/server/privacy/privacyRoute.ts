import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { Database } from '@/server/db/database';
import type { DeviceRow } from '@/server/devices/devices.repository';
import { getDb } from '@/server/db';
import { withProvenLink } from '@/server/devices/accountLinkCookie';
import { findDevice } from '@/server/devices/devices.repository';
import { requireDevice } from '@/server/devices/devices.service';
import { apiHandler, type ApiHandlerOptions } from '@/server/http/apiHandler';

import { privacyChoicesOf, setGpcSignal } from './privacy.service';
import { writePrivacyChoice, writeStoredPrivacyChoices, type PrivacyCookie } from './privacyCookie';

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

const gpcBodySchema = z.object({
  appInstanceId: z.string().min(1).max(64),
  gpcSignal: z.boolean(),
});

/**
 * `POST /web2/api/privacy/gpc`: records the browser's Global Privacy Control signal for the device
 * this browser proves. A present signal is a "Do Not Sell" opt-out, so the answer writes the
 * privacy cookie with it and the device's other stored choice (its account's first), which the page
 * refreshes its privacy setting from.
 */
export function gpcRoute(options: ApiHandlerOptions = {}) {
  return apiHandler(
    {
      POST: async (req, res) => {
        const body = gpcBodySchema.parse(req.body);
        const db = await getDb();
        const device = await requireDevice(db, req, body.appInstanceId);
        const saved = await setGpcSignal(db, device, body.gpcSignal);
        const recorded = body.gpcSignal ? await findDevice(db, device.id) : undefined;
        if (recorded)
          writeStoredPrivacyChoices(
            req,
            res,
            await privacyChoicesOf(db, withProvenLink(req, recorded)),
          );
        return saved;
      },
    },
    options,
  );
}
