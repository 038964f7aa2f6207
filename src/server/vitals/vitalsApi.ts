import '@/server/serverOnly';

import type { Kysely } from 'kysely';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';

import { getDb } from '@/server/db';
import type { Database } from '@/server/db/database';
import { describeZodError } from '@/server/http/apiHandler';
import { closesConnection } from '@/server/http/body';
import { clientAddress } from '@/server/http/forwarded';
import { setNoStore } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { isForeignOrigin } from '@/server/http/origin';
import { answerHost, ownOrigins } from '@/server/http/siteOrigin';

import { readBeaconBody } from './beaconBody';
import { createRateLimiter, type RateLimiter } from './rateLimit';
import { MAX_VITAL_BODY_BYTES } from './vitals.schema';
import { recordVital, type RecordVitalDeps } from './vitals.service';

/** Reports one address may send per minute (a page sends five at most, one every 2 s). */
export const VITALS_PER_MINUTE = 60;

/**
 * `POST /web2/api/vitals`: a browser's Core Web Vitals report, sent with `navigator.sendBeacon`
 * (so `text/plain`; `application/json` is accepted too), at most 2 kB. Answers 204 when stored,
 * and also for a crawler (nothing stored). Errors as every API's: `{ error }` with 400 (invalid
 * report or JSON), 403 (another site's page), 405, 408 (a body not received in time), 413, 415,
 * and 429 with Retry-After past `VITALS_PER_MINUTE` reports of one address (counted per server
 * instance). This route reads its own body, since apiHandler's reader accepts JSON content types
 * only.
 */
export function vitalsBeaconHandler(
  deps: {
    db?: () => Promise<Kysely<Database>>;
    limiter?: RateLimiter;
  } & RecordVitalDeps = {},
) {
  const db = deps.db ?? getDb;
  const limiter = deps.limiter ?? createRateLimiter({ limit: VITALS_PER_MINUTE, windowMs: 60_000 });
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    setNoStore(res);
    const fail = (status: number, error: string) => {
      res.status(status).json({ error });
    };
    if (answerHost(req, res)) return;
    if (isForeignOrigin(method, req.headers, ownOrigins()))
      return fail(403, 'Cross-origin request refused');
    if (method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return fail(405, `Method ${method} not allowed`);
    }
    if (!limiter.allow(clientAddress(req))) {
      res.setHeader('Retry-After', '60');
      return fail(429, 'Too many reports');
    }
    const body = await readBeaconBody(req, MAX_VITAL_BODY_BYTES);
    if (!body.ok) {
      if (closesConnection(body.error.status)) res.setHeader('Connection', 'close');
      return fail(body.error.status, body.error.message);
    }
    try {
      await recordVital(await db(), body.value, req.headers['user-agent'], deps);
      res.status(204).end();
    } catch (err) {
      if (err instanceof ZodError) return fail(400, describeZodError(err));
      if (err instanceof HttpError) return fail(err.status, err.message);
      console.error('vitals beacon:', err);
      return fail(500, 'Internal server error');
    }
  };
}
