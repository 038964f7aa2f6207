import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { HttpError } from '@/server/http/httpError';

/** Content types a beacon arrives with: `sendBeacon` with a string sends text/plain. */
const BEACON_TYPES: ReadonlySet<string> = new Set(['text/plain', 'application/json']);

/** What `readBeaconBody` leaves in `req.body`: the parsed JSON, or the error to answer with. */
export type BeaconBody = { ok: true; value: unknown } | { ok: false; error: HttpError };

/**
 * Reads a beacon's JSON body (text/plain or application/json) of at most `limit` bytes. Never
 * throws: a body that is too large (413), of another type (415) or not JSON (400) becomes an
 * error for the route to answer with, so the route's usual checks (host, origin, method) still
 * come first.
 */
export async function readBeaconBody(req: IncomingMessage, limit: number): Promise<BeaconBody> {
  const fail = (status: number, message: string): BeaconBody => ({
    ok: false,
    error: new HttpError(status, message),
  });
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) return fail(413, `Request body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > limit) return fail(413, `Request body larger than ${limit} bytes`);
    chunks.push(buf);
  }
  if (size === 0) return fail(400, 'Request body is empty');
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!BEACON_TYPES.has(type))
    return fail(415, 'Content-Type must be text/plain or application/json');
  try {
    return { ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown };
  } catch {
    return fail(400, 'Request body is not valid JSON');
  }
}
