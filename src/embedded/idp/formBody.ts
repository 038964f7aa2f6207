import type { IncomingMessage } from 'node:http';

import { HttpError } from '@/server/http/httpError';

/** Largest form body the interaction endpoints accept. */
export const MAX_FORM_BYTES = 8 * 1024;

/**
 * Reads an `application/x-www-form-urlencoded` body of at most 8 kB from the request stream (Next's
 * body parser is off for the identity provider's routes). 415 for another type, 413 when too big.
 */
export async function readForm(
  req: IncomingMessage,
  limit = MAX_FORM_BYTES,
): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new HttpError(415, 'Expected a form submission');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'Form too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new HttpError(413, 'Form too large');
    chunks.push(buf);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
