import { HttpResponse } from 'msw';

import { noContent, record, testClient } from '@tests/support/web2';

describe('privacy calls', () => {
  it('updateStatePrivacy PUTs { statePrivacy: { enabled } } to user/{id}/stateprivacy, id encoded', async () => {
    const received = record('put', '/user/:id/stateprivacy', noContent());
    await expect(testClient().updateStatePrivacy('u/1 2', true)).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('PUT');
    expect(received[0]?.url.pathname).toBe('/web2/api/user/u%2F1%202/stateprivacy');
    expect(received[0]?.body).toEqual({ statePrivacy: { enabled: true } });
    expect(received[0]?.contentType).toMatch(/application\/json/);
  });

  it('updateLimitUseOfPI PUTs { limitUseOfPersonalInfo: { enabled } } to user/{id}/limituseofpi', async () => {
    const received = record('put', '/user/:id/limituseofpi', HttpResponse.json({ ok: true }));
    await testClient().updateLimitUseOfPI('user-7', false);
    expect(received[0]?.method).toBe('PUT');
    expect(received[0]?.url.pathname).toBe('/web2/api/user/user-7/limituseofpi');
    expect(received[0]?.body).toEqual({ limitUseOfPersonalInfo: { enabled: false } });
  });

  it('postGpcSignal POSTs { appInstanceId, gpcSignal } to privacy/gpc and accepts a 204', async () => {
    const received = record('post', '/privacy/gpc', noContent());
    await testClient().postGpcSignal({ appInstanceId: 'app-1', gpcSignal: true });
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url.pathname).toBe('/web2/api/privacy/gpc');
    expect(received[0]?.url.search).toBe('');
    expect(received[0]?.body).toEqual({ appInstanceId: 'app-1', gpcSignal: true });
  });

  it('privacy updates still reject a non-2xx answer', async () => {
    record('put', '/user/:id/stateprivacy', new HttpResponse(null, { status: 403 }));
    await expect(testClient().updateStatePrivacy('u1', true)).rejects.toThrow(
      'Invalid PulseAPI response code: 403',
    );
  });
});
