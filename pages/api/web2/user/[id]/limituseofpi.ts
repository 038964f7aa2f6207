import { setLimitUse } from '@/server/privacy/privacy.service';
import { privacyChoiceRoute } from '@/server/privacy/privacyRoute';

/** The "Limit the Use of My Sensitive Personal Information" opt-out. */
export default privacyChoiceRoute('limitUseOfPersonalInfo', setLimitUse);

export const config = { api: { bodyParser: { sizeLimit: '1kb' } } };
