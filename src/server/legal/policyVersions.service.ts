import '@/server/serverOnly';

import { z } from 'zod';

import { buildStdParameters, getCurrentLegalPolicies } from '@/lib/provider/calls';
import { getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { HOUR_MS } from '@/server/durations';
import { siteOrigin } from '@/server/http/siteOrigin';
import { createServerProviderClient } from '@/server/provider/client';

/**
 * How long the current policy versions are kept: a version changes only when a new text is
 * published, and a visitor seeing the previous version line for an hour does no harm.
 */
export const POLICY_VERSIONS_TTL_MS = HOUR_MS;

/** The cache key of the current versions (the same for every visitor). */
export const POLICY_VERSIONS_CACHE_KEY = 'legal:policies:current:v1';

/** The versions of the policies in force (each a short label such as `2025-06`). */
export interface PolicyVersions {
  termsOfUse: string;
  privacyPolicy: string;
}

/** A version as the provider answers it: a short label such as `2025-06`. */
const version = z.string().trim().min(1).max(32);

/** The part of `GET /api/legal/policies/v1/current` the legal pages read. */
const currentPoliciesSchema = z.object({ touVersion: version, ppVersion: version });

/**
 * The versions of the Terms of Use and the Privacy Policy in force, as the provider's legal policy
 * service reports them (read once an hour through the server cache). Null when the provider fails
 * or answers something else: the legal pages then render their text without a version line.
 * Texts are the same in every country, so the read names the US and English.
 */
export async function readPolicyVersions(): Promise<PolicyVersions | null> {
  try {
    return await getServerCache().read({
      key: POLICY_VERSIONS_CACHE_KEY,
      ttlMs: POLICY_VERSIONS_TTL_MS,
      load: async () => {
        const payload = await getCurrentLegalPolicies(createServerProviderClient(), {
          stdParameters: buildStdParameters({
            appVersion: buildPublicConfig(getConfig(), siteOrigin()).appVersion,
          }),
          countrycode: 'US',
          languagecode: 'en-US',
        });
        const parsed = currentPoliciesSchema.parse(payload);
        return { termsOfUse: parsed.touVersion, privacyPolicy: parsed.ppVersion };
      },
    });
  } catch (err) {
    console.warn('legal policy versions unavailable:', (err as Error).message);
    return null;
  }
}
