import '@/server/serverOnly';

import type { ServerResponse } from 'node:http';

import { databaseHttpError, upstreamHttpError } from '@/server/http/httpError';

/**
 * For the error page: a page that failed because the database or the provider cannot serve
 * (an error no page wrapper turned into its 503 page) answers 503 with Retry-After instead of
 * 500, so clients and balancers know to retry. True when it set that status.
 */
export function markUnavailable(err: unknown, res: ServerResponse): boolean {
  if (res.headersSent || res.statusCode !== 500) return false;
  const answer = upstreamHttpError(err) ?? databaseHttpError(err);
  if (answer?.status !== 503) return false;
  res.statusCode = 503;
  if (answer.retryAfterSeconds !== undefined)
    res.setHeader('Retry-After', String(answer.retryAfterSeconds));
  return true;
}
