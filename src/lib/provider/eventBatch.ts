import { z } from 'zod';

/**
 * The body of the provider's `POST /clog/v1/submit` (docs/provider-api.md): the standard
 * parameters and the send time, then the event — one per body (`events` holds exactly one item;
 * several events are several requests). One contract for both sides: the signing proxy checks a
 * browser's body with it before signing and forwards the checked value (a bad body is the client's
 * own 400 naming the field, never a provider failure), and the embedded provider accepts what it
 * accepts.
 */

/** Epoch milliseconds: a whole, non-negative number within JavaScript's date range. */
const epochMs = z.number().int().min(0).max(8.64e15);

/** One key/value pair of an event's data. */
const dataPair = z.object({
  key: z.string().trim().min(1).max(64),
  value: z.union([z.string().max(1000), z.number(), z.boolean()]),
});

/** One event. */
const event = z.object({
  type: z.string().trim().min(1).max(128),
  ts: epochMs,
  data: z.array(dataPair).max(50).default([]),
});

/** Standard parameters plus the send time. */
const metadata = z.object({
  appId: z.string().trim().min(1).max(64),
  appVersion: z.string().trim().min(1).max(64),
  formFactor: z.literal('website'),
  deviceId: z.string().trim().min(1).max(64).optional(),
  languageCode: z.string().trim().min(2).max(16).optional(),
  ts: epochMs,
});

/** Body of `POST /clog/v1/submit`: metadata and one event. */
export const eventSubmitSchema = z.object({
  metadata,
  events: z.array(event).length(1, 'must hold exactly one event'),
});

/** A validated event submission. */
export type EventSubmission = z.infer<typeof eventSubmitSchema>;
