import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { providerPaths } from '@/lib/provider/calls';
import { CACHE_TTL_MS, getServerCache } from '@/server/cache';
import { clientAddress } from '@/server/http/forwarded';
import { FORWARDED_FOR } from '@/server/http/headers';
import { createServerProviderClient } from '@/server/provider/client';
import type { Compliance } from '@/types/location';

/**
 * The visitor's compliance requirements, decided by the provider from the visitor's address (as
 * TRUST_PROXY allows): shared per address for an hour. Null when the provider does not answer:
 * the page then renders no privacy link rather than failing, and the browser asks again.
 */
export async function readComplianceOrNull(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
): Promise<Compliance | null> {
  const address = clientAddress(req);
  try {
    return await getServerCache().read({
      key: `compliance:${address}`,
      ttlMs: CACHE_TTL_MS.compliance,
      load: async () => {
        const answer = await createServerProviderClient().get<Compliance>({
          path: providerPaths.compliance,
          params: { verbose: true },
          headers: { [FORWARDED_FOR]: address },
        });
        return {
          requiresGDPRCompliance: answer.requiresGDPRCompliance === true,
          disableAds: answer.disableAds === true,
          dataPrivacyEnabled: answer.dataPrivacyEnabled === true,
          sensitiveDataRestrictionEnabled: answer.sensitiveDataRestrictionEnabled === true,
        };
      },
    });
  } catch (err) {
    console.error('compliance:', (err as Error).message);
    return null;
  }
}

/** True when the request carries the Global Privacy Control signal (`Sec-GPC: 1`). */
export function hasGpcHeader(req: Pick<IncomingMessage, 'headers'>): boolean {
  return req.headers['sec-gpc'] === '1';
}
