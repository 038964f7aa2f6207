import type { IncomingMessage } from 'node:http';

import { readRawBody } from '@/server/http/body';
import { HttpError } from '@/server/http/httpError';

/** Largest form body the interaction endpoints accept. */
export const MAX_FORM_BYTES = 8 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body of at most 8 kB from the request stream (Next's
 * body parser is off for the identity provider's routes), within BODY_TIMEOUT_MS. 415 for another
 * type, 413 when too big (its rest drained first), 408 when it does not arrive in time (see
 * `readRawBody`).
 */
export async function readForm(
  req: IncomingMessage,
  limit = MAX_FORM_BYTES,
): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError(415, 'Expected a form submission');
  const bytes = await readRawBody(req, { limit, tooLargeMessage: 'Form too large' });
  return new URLSearchParams(bytes.toString('utf8'));
}
