import '@/server/serverOnly';

import { z } from 'zod';

/**
 * The bodies the signing proxy forwards, one schema per allowed write (docs/provider-api.md gives
 * the rules, the same the provider applies). A body is checked here before it is signed and
 * sent, and what is sent is the checked value (unknown fields dropped): a client's bad body is its
 * own 400 naming the field, never a provider failure (502/503) or a call the provider refuses.
 */

/** Epoch milliseconds: a whole, non-negative number within JavaScript's date range. */
const epochMs = z.number().int().min(0).max(8.64e15);

/** Body of `POST /clog/v1/submit`: the standard parameters and ts, then 1 to 20 events. */
export const eventBatchBodySchema = z.object({
  metadata: z.object({
    appId: z.string().trim().min(1).max(64),
    appVersion: z.string().trim().min(1).max(64),
    formFactor: z.literal('website'),
    deviceId: z.string().trim().min(1).max(64).optional(),
    languageCode: z.string().trim().min(2).max(16).optional(),
    ts: epochMs,
  }),
  events: z
    .array(
      z.object({
        type: z.string().trim().min(1).max(128),
        ts: epochMs,
        data: z
          .array(
            z.object({
              key: z.string().trim().min(1).max(64),
              value: z.union([z.string().max(1000), z.number(), z.boolean()]),
            }),
          )
          .max(50)
          .optional(),
      }),
    )
    .min(1)
    .max(20),
});
