import {
  ProviderHttpError,
  ProviderResponseError,
  ProviderUnavailableError,
} from '@/lib/provider/errors';

import { callRoute } from '@tests/utils/apiRoute';

import { apiHandler } from './apiHandler';
import { HttpError, upstreamHttpError } from './httpError';

describe('upstreamHttpError', () => {
  it.each([
    {
      what: 'a refused connection',
      err: new ProviderUnavailableError('unreachable', null, undefined, 'x'),
      status: 503,
    },
    {
      what: 'no answer in time',
      err: new ProviderUnavailableError('timeout', null, undefined, 'x'),
      status: 503,
    },
    { what: 'a deadline that ran out', err: new DOMException('late', 'TimeoutError'), status: 503 },
    {
      what: 'a 5xx',
      err: new ProviderUnavailableError('server-error', 500, {}, 'x'),
      status: 502,
    },
    { what: 'an unexpected 4xx', err: new ProviderHttpError(401, {}, 'x'), status: 502 },
    { what: 'an invalid envelope', err: new ProviderResponseError('read', {}), status: 502 },
  ])('maps $what to $status', ({ err, status }) => {
    const answer = upstreamHttpError(err);
    expect(answer).toBeInstanceOf(HttpError);
    expect(answer?.status).toBe(status);
    expect(answer?.retryAfterSeconds).toBe(status === 503 ? 30 : undefined);
  });

  it('leaves anything else alone', () => {
    expect(upstreamHttpError(new Error('bug'))).toBeNull();
    expect(upstreamHttpError(new HttpError(404, 'x'))).toBeNull();
  });
});

describe('apiHandler and a failed provider call', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers 503 JSON with Retry-After when the provider did not answer', async () => {
    const route = apiHandler({
      GET: async () => {
        throw new ProviderUnavailableError('timeout', null, undefined, 'timeout of 300ms exceeded');
      },
    });
    const res = await callRoute(route);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).toEqual({ error: 'Provider unavailable' });
  });

  it('answers 502 JSON without Retry-After when the provider answered 5xx', async () => {
    const route = apiHandler({
      GET: async () => {
        throw new ProviderUnavailableError('server-error', 500, {}, 'status code 500');
      },
    });
    const res = await callRoute(route);
    expect(res.status).toBe(502);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).toEqual({ error: 'Provider answered with an error' });
  });

  it('still answers an unknown failure 500', async () => {
    const res = await callRoute(apiHandler({ GET: async () => Promise.reject(new Error('bug')) }));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Internal server error' });
  });
});
