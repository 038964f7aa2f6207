import { setStatePrivacy } from '@/server/privacy/privacy.service';
import { privacyChoiceRoute } from '@/server/privacy/privacyRoute';
import { withRateLimit } from '@/server/rate-limit';

/** The state-privacy ("Do Not Sell/Share") opt-out. */
export default withRateLimit(
  privacyChoiceRoute('statePrivacy', 'doNotSell', setStatePrivacy, {
    maxBodyBytes: 1024,
  }),
);

// apiHandler reads the body itself (JSON errors, a size cap): Next's parser stays off.
export const config = { api: { bodyParser: false } };
