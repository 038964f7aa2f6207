import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import type { PrivacySeed } from '@/types/hydration';

import { hasGpcHeader, readComplianceOrNull } from './compliance.service';
import type { PrivacyChoices } from './privacy.service';
import { readPrivacyCookie } from './privacyCookie';

/**
 * The privacy state of the first HTML: the visitor's compliance (by address), the GPC header and
 * the opt-outs (stored for the device or its account, else the privacy cookie's). With GPC where a state privacy regime applies, the visitor is
 * opted out of sale/sharing from the first byte (the browser then records it, see the privacy
 * feature). A crawler gets no compliance read: it gets no privacy link.
 */
export async function privacySeed(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  isBot: boolean,
  stored: Pick<PrivacyChoices, 'statePrivacyOptOut' | 'limitUseOptOut'> | null = null,
): Promise<PrivacySeed> {
  const gpc = hasGpcHeader(req);
  const cookie = readPrivacyCookie(req);
  const compliance = isBot ? null : await readComplianceOrNull(req);
  const regime = Boolean(
    compliance?.dataPrivacyEnabled || compliance?.sensitiveDataRestrictionEnabled,
  );
  return {
    compliance,
    gpc,
    // The stored choice (the account's, across devices) first, then this browser's cookie.
    statePrivacyOptedOut:
      gpc && regime ? true : (stored?.statePrivacyOptOut ?? cookie?.doNotSell ?? null),
    limitUseOptedOut: stored?.limitUseOptOut ?? cookie?.limitUseOfPI ?? null,
  };
}
