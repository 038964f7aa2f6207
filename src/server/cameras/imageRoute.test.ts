import { http, HttpResponse } from 'msw';

import { setServerCacheForTests } from '@/server/cache';
import { resetConfigForTests } from '@/server/config';

import { server } from '@tests/msw/server';
import { callRoute } from '@tests/utils/apiRoute';

import handler from '../../../pages/api/web2/cameras/[kind]/[id]/image';
import { districtFileUrl } from './caltrans';
import { forgetCameraImagesForTests, MAX_IMAGE_BYTES } from './cameras.service';
import cctvD04 from './fixtures/cctvStatusD04.json';

const envBefore = { ...process.env };
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const IMAGE = 'https://cwwp2.dot.ca.gov/data/d4/cctv/image/tv501i80tollplaza/tv501i80tollplaza.jpg';

const get = (query: Record<string, string>) =>
  callRoute(handler, { method: 'GET', url: '/web2/api/cameras/x/y/image', query });

function online() {
  process.env.WEATHER_UPSTREAM = 'open-meteo';
  resetConfigForTests();
  setServerCacheForTests(undefined);
  server.use(
    http.get('https://cwwp2.dot.ca.gov/data/d4/cctv/cctvStatusD04.json', () =>
      HttpResponse.json(cctvD04),
    ),
  );
}

afterEach(() => {
  forgetCameraImagesForTests();
  process.env = { ...envBefore };
  resetConfigForTests();
  setServerCacheForTests(undefined);
});

describe('GET /web2/api/cameras/<kind>/<id>/image', () => {
  it('refuses a malformed kind or id with 400 and a clear message', async () => {
    const badKind = await get({ kind: 'webcam', id: 'demo-w-1_1' });
    expect(badKind.status).toBe(400);
    expect(badKind.body).toEqual({ error: expect.stringMatching(/^kind: /) });
    for (const id of [
      '../../etc/passwd',
      'https://evil.example.com/x.jpg',
      'ct-d4-' + 'a'.repeat(100),
    ]) {
      const answer = await get({ kind: 'traffic', id });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.stringMatching(/^id: /) });
    }
  });

  it('answers 404 for a camera of the other kind or one no source knows', async () => {
    expect((await get({ kind: 'weather', id: 'ct-d4-tv501i80tollplaza' })).status).toBe(404);
    expect((await get({ kind: 'traffic', id: 'demo-w-488_23' })).status).toBe(404);
    // Real ids mean nothing with the demo cameras (every test run).
    expect((await get({ kind: 'traffic', id: 'ct-d4-tv501i80tollplaza' })).status).toBe(404);
  });

  it('draws a demo camera as SVG marked as a demo', async () => {
    const answer = await get({ kind: 'weather', id: 'demo-w-488_23' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/svg+xml');
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(String(answer.body)).toContain('DEMO CAMERA');
  });

  it('relays a real camera’s JPEG through this site, and says when it cannot', async () => {
    online();
    server.use(
      http.get(IMAGE, () => new HttpResponse(JPEG, { headers: { 'Content-Type': 'image/jpeg' } })),
    );
    const answer = await get({ kind: 'traffic', id: 'ct-d4-tv501i80tollplaza', v: '1795443900' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(Buffer.from(answer.body as Buffer)).toEqual(JPEG);
    expect((await get({ kind: 'traffic', id: 'ct-d4-unknowncamera' })).status).toBe(404);
    expect(districtFileUrl(4)).toContain('D04');
  });

  it('refuses an image that is too large or not a JPEG (503, never relayed)', async () => {
    online();
    server.use(
      http.get(
        IMAGE,
        () =>
          new HttpResponse(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), {
            headers: { 'Content-Type': 'image/jpeg' },
          }),
      ),
    );
    const tooLarge = await get({ kind: 'traffic', id: 'ct-d4-tv501i80tollplaza' });
    expect(tooLarge.status).toBe(503);
    expect(tooLarge.body).toEqual({ error: 'Camera is not available at this time' });
    server.use(
      http.get(IMAGE, () =>
        HttpResponse.text('<html>sign in</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    expect((await get({ kind: 'traffic', id: 'ct-d4-tv501i80tollplaza' })).status).toBe(503);
  });
});
