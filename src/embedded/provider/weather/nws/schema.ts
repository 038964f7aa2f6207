import { z } from 'zod';

/** An ISO 8601 time with its offset, as the NWS writes them (`2026-11-23T19:00:00-05:00`). */
const time = z.iso.datetime({ offset: true });
const text = z.string().nullish();

/**
 * One alert's `properties` in the NWS `/alerts/active` GeoJSON (CAP fields; only what this site
 * reads, unknown fields pass). A CAP value the site does not know reads as `Unknown`.
 */
export const nwsAlertPropertiesSchema = z.object({
  id: z.string().min(1),
  areaDesc: text,
  sent: time.nullish(),
  effective: time.nullish(),
  onset: time.nullish(),
  expires: time.nullish(),
  ends: time.nullish(),
  /** `Actual`, `Exercise`, `System`, `Test`, `Draft`. */
  status: z.string().nullish(),
  /** `Alert`, `Update`, `Cancel`. */
  messageType: z.string().nullish(),
  severity: z.enum(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']).catch('Unknown'),
  certainty: z.enum(['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown']).catch('Unknown'),
  urgency: z.enum(['Immediate', 'Expected', 'Future', 'Past', 'Unknown']).catch('Unknown'),
  event: z.string().min(1),
  senderName: text,
  headline: text,
  description: text,
  instruction: text,
});

/** One feature of the collection. */
export const nwsAlertFeatureSchema = z.object({ properties: nwsAlertPropertiesSchema });

/**
 * The NWS `/alerts/active` answer: a GeoJSON FeatureCollection. Features are checked one by one
 * (`nwsAlertFeatureSchema`), so one malformed alert does not hide the others.
 */
export const nwsAlertCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.unknown()),
});

/** The properties of one NWS alert. */
export type NwsAlertProperties = z.infer<typeof nwsAlertPropertiesSchema>;
