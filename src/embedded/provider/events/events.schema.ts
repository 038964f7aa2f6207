/** Largest accepted request body, bytes (the provider's body cap). */
export const MAX_BODY_BYTES = 64 * 1024;

// The body's schema is the provider contract's, shared with the signing proxy.
export { eventSubmitSchema, type EventSubmission } from '@/lib/provider/eventBatch';
