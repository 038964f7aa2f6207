import type { TransportRequest, TransportResponse } from '@/lib/http/createHttpClient';

import { clearSiteUnreachable, isSiteUnreachable, siteTransport } from './connectivity';

/** A request to the site with its own abort controller. */
function request(controller = new AbortController()): TransportRequest {
  return { method: 'GET', url: '/web2/api/units', headers: {}, signal: controller.signal };
}

const answered: TransportResponse = { status: 503, headers: {}, data: '' };

afterEach(() => clearSiteUnreachable());

describe('siteTransport', () => {
  it('marks the site unreachable when a request gets no answer, and reachable on any answer', async () => {
    const failing = siteTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing(request())).rejects.toThrow('Failed to fetch');
    expect(isSiteUnreachable()).toBe(true);
    // Even an error status is an answer: the site is there.
    await siteTransport(() => Promise.resolve(answered))(request());
    expect(isSiteUnreachable()).toBe(false);
  });

  it('says nothing about the site for a request its caller cancelled', async () => {
    const controller = new AbortController();
    const cancelled = siteTransport(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    await expect(cancelled(request(controller))).rejects.toThrow('aborted');
    expect(isSiteUnreachable()).toBe(false);
  });
});
