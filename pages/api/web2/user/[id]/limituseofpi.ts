import { setLimitUse } from '@/server/privacy/privacy.service';
import { privacyChoiceRoute } from '@/server/privacy/privacyRoute';
import { withRateLimit } from '@/server/rate-limit';

/** The "Limit the Use of My Sensitive Personal Information" opt-out. */
export default withRateLimit(
  privacyChoiceRoute('limitUseOfPersonalInfo', 'limitUseOfPI', setLimitUse, {
    maxBodyBytes: 1024,
  }),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
