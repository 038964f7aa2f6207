import { inProcessProviderTransport } from './inProcessTransport';

/** The in-process transport reads a request's body as the provider's HTTP route does. */
describe('inProcessProviderTransport', () => {
  const send = (body: string) =>
    inProcessProviderTransport({
      method: 'POST',
      url: 'http://embedded-provider.invalid/provider/clog/v1/submit',
      headers: { 'content-type': 'application/json' },
      body,
      signal: new AbortController().signal,
    });

  it('answers a body that is not JSON 400, as the provider over HTTP does (never a transport failure)', async () => {
    await expect(send('str')).resolves.toMatchObject({
      status: 400,
      data: { error: 'Request body is not valid JSON' },
    });
  });

  it('answers a body nested thousands deep 400', async () => {
    await expect(send(`${'['.repeat(5000)}${']'.repeat(5000)}`)).resolves.toMatchObject({
      status: 400,
      data: { error: 'Request body nested deeper than 32 levels' },
    });
  });
});
