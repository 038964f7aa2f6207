import { z } from 'zod';

/**
 * The remote-config fetch contract's shapes (see `./contract`), as zod schemas: the embedded
 * service validates requests with them, the server's reader and the browser's client validate
 * answers. Not re-exported by this folder's index: the browser loads this module only when an
 * answer arrives, so the validator stays out of every page's first-load JavaScript.
 */

/** A project id or namespace as they appear in the path. */
export const pathIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/);

export const fetchRequestSchema = z
  .object({
    sdk_version: z.string().min(1).max(40),
    app_instance_id: z.string().min(1).max(200),
    app_instance_id_token: z.string().max(4000),
    app_id: z.string().max(200),
    language_code: z.string().max(35).optional(),
  })
  .strict();

export type FetchRequest = z.infer<typeof fetchRequestSchema>;

export { fetchResponseSchema, fetchStateSchema, type FetchResponse } from './responseSchema';
