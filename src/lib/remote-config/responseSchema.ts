import * as z from 'zod/mini';

/**
 * The remote-config fetch answer's shape (see `./contract`): the browser's client checks each
 * answer with it (loading it when the first answer arrives), the server's reader too. zod/mini,
 * the tree-shakable form, so what a page loads for it after hydration is a fraction of full zod.
 * The request schemas, whose messages a caller reads, stay in full zod (`./schemas`).
 */

export const fetchStateSchema = z.enum(['UPDATE', 'NO_CHANGE', 'NO_TEMPLATE', 'EMPTY_CONFIG']);

export const fetchResponseSchema = z.object({
  entries: z.optional(z.record(z.string(), z.string())),
  state: fetchStateSchema,
  templateVersion: z.optional(z.string()),
});

export type FetchResponse = z.infer<typeof fetchResponseSchema>;
