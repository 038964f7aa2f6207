import { setStatePrivacy } from '@/server/privacy/privacy.service';
import { privacyChoiceRoute } from '@/server/privacy/privacyRoute';

/** The state-privacy ("Do Not Sell/Share") opt-out. */
export default privacyChoiceRoute('statePrivacy', setStatePrivacy);

export const config = { api: { bodyParser: { sizeLimit: '1kb' } } };
