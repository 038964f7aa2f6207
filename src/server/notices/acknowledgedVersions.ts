import '@/server/serverOnly';

import { z } from 'zod';

import type { AcknowledgedVersions } from '@/lib/cookies';

/** A version label as the legal policy service uses it, e.g. `2025-06`. */
export const versionLabel = z
  .string()
  .max(32)
  .regex(/^[\w.-]+$/);

const acknowledgedSchema = z.object({
  tou: versionLabel.optional().catch(undefined),
  pp: versionLabel.optional().catch(undefined),
});

/**
 * The versions the policy cookie (`tou=<version>&pp=<version>`) names. A missing, malformed or
 * oversized value counts as nothing acknowledged (the notice shows again), never as an error.
 */
export function parseAcknowledgedVersions(value: string | undefined): AcknowledgedVersions {
  if (!value || value.length > 200) return {};
  const params = new URLSearchParams(value);
  const parsed = acknowledgedSchema.parse({
    tou: params.get('tou') ?? undefined,
    pp: params.get('pp') ?? undefined,
  });
  const result: AcknowledgedVersions = {};
  if (parsed.tou) result.tou = parsed.tou;
  if (parsed.pp) result.pp = parsed.pp;
  return result;
}
