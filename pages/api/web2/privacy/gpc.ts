import { z } from 'zod';

import { getDb } from '@/server/db';
import { findDevice } from '@/server/devices/devices.repository';
import { requireDevice } from '@/server/devices/devices.service';
import { apiHandler } from '@/server/http/apiHandler';
import { privacyChoicesOf, setGpcSignal } from '@/server/privacy/privacy.service';
import { writeStoredPrivacyChoices } from '@/server/privacy/privacyCookie';
import { withRateLimit } from '@/server/rate-limit';

const bodySchema = z.object({ appInstanceId: z.string().min(1).max(64), gpcSignal: z.boolean() });

/** The Global Privacy Control endpoint. */
export default withRateLimit(
  apiHandler(
    {
      POST: async (req, res) => {
        const body = bodySchema.parse(req.body);
        const db = await getDb();
        const device = await requireDevice(db, req, body.appInstanceId);
        const saved = await setGpcSignal(db, device, body.gpcSignal);
        // A present signal is a "Do Not Sell" opt-out: the privacy cookie says so, with the
        // device's other stored choice (its account's first), which the page refreshes from.
        const recorded = body.gpcSignal ? await findDevice(db, device.id) : undefined;
        if (recorded) writeStoredPrivacyChoices(req, res, await privacyChoicesOf(db, recorded));
        return saved;
      },
    },
    { maxBodyBytes: 1024 },
  ),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
