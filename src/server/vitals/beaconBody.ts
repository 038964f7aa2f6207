import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { parseJsonBody, readRawBody } from '@/server/http/body';
import { HttpError } from '@/server/http/httpError';

/** Content types a beacon arrives with: `sendBeacon` with a string sends text/plain. */
const BEACON_TYPES: ReadonlySet<string> = new Set(['text/plain', 'application/json']);

/** What `readBeaconBody` leaves in `req.body`: the parsed JSON, or the error to answer with. */
export type BeaconBody = { ok: true; value: unknown } | { ok: false; error: HttpError };

/**
 * Reads a beacon's JSON body (text/plain or application/json) of at most `limit` bytes, within
 * BODY_TIMEOUT_MS (`readRawBody`). Never throws: a body that is too large (413, its rest drained
 * first), late (408), of another type (415) or not JSON (400) becomes an error for the route to
 * answer with, so the route's usual checks (host, origin, method) still come first.
 */
export async function readBeaconBody(req: IncomingMessage, limit: number): Promise<BeaconBody> {
  const fail = (status: number, message: string): BeaconBody => ({
    ok: false,
    error: new HttpError(status, message),
  });
  try {
    const bytes = await readRawBody(req, { limit });
    if (bytes.length === 0) return fail(400, 'Request body is empty');
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BEACON_TYPES.has(type))
      return fail(415, 'Content-Type must be text/plain or application/json');
    return { ok: true, value: parseJsonBody(bytes.toString('utf8')) };
  } catch (err) {
    if (err instanceof HttpError) return { ok: false, error: err };
    throw err;
  }
}
