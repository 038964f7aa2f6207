import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import { ProviderUnavailableError } from '@/lib/provider/errors';

import { markUnavailable } from './unavailableStatus';

/** A response as the error page receives it after a page threw: status 500, nothing sent. */
function failedResponse(): ServerResponse {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.statusCode = 500;
  return res;
}

const dbError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('markUnavailable (the error page of a page that threw)', () => {
  it.each([
    [
      'a database lock not had in time',
      dbError('55P03', 'canceling statement due to lock timeout'),
    ],
    ['a database taking no connections', dbError('55000', 'not currently accepting connections')],
    ['a missing table', dbError('42P01', 'relation "oidc_payloads" does not exist')],
  ])('answers 503 with Retry-After for %s', (_what, err) => {
    const res = failedResponse();
    expect(markUnavailable(err, res)).toBe(true);
    expect(res.statusCode).toBe(503);
    expect(res.getHeader('Retry-After')).toBe('5');
  });

  it('answers 503 with the provider’s Retry-After when the provider did not answer', () => {
    const res = failedResponse();
    const err = new ProviderUnavailableError('unreachable', null, null, 'connection refused');
    expect(markUnavailable(err, res)).toBe(true);
    expect(res.statusCode).toBe(503);
    expect(Number(res.getHeader('Retry-After'))).toBeGreaterThan(0);
  });

  it('leaves a bug a 500, and a 404 a 404', () => {
    const bug = failedResponse();
    expect(markUnavailable(new TypeError('x is undefined'), bug)).toBe(false);
    expect(bug.statusCode).toBe(500);
    const missing = failedResponse();
    missing.statusCode = 404;
    expect(markUnavailable(dbError('42P01', 'relation does not exist'), missing)).toBe(false);
    expect(missing.statusCode).toBe(404);
  });
});
