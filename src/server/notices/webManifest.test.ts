import type { GetServerSidePropsContext } from 'next';

import { setUpServerPageTests } from '@tests/support/serverPageTests';

import { getServerSideProps as manifestPage } from '../../../pages/manifest.webmanifest';
import { buildWebManifest } from './webManifest';

/** The web app manifest: the site's name and icon, and the native apps it relates to. */

setUpServerPageTests({
  SITE_URL: 'https://weather.test',
  SITE_NAME: 'Parasol Weather',
  APP_LINK_ANDROID: 'https://play.google.com/store/apps/details?id=test.parasol.weather',
  APP_LINK_IOS: 'https://apps.apple.com/app/parasol-weather/id123456789',
});

function manifestRequest(method = 'GET') {
  const headers: Record<string, string> = {};
  let body = '';
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    end: (text: string) => {
      body = text;
    },
  };
  const ctx = {
    req: { method, headers: { host: 'weather.test' } },
    res,
  } as unknown as GetServerSidePropsContext;
  return { ctx, res, headers, body: () => body };
}

describe('/manifest.webmanifest', () => {
  it('names the configured apps in related_applications, the Play package as its id', async () => {
    const answer = manifestRequest();
    await manifestPage(answer.ctx);
    expect(answer.res.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = JSON.parse(answer.body());
    expect(manifest).toMatchObject({
      name: 'Parasol Weather',
      start_url: '/',
      display: 'standalone',
      prefer_related_applications: false,
    });
    expect(manifest.related_applications).toEqual([
      {
        platform: 'play',
        url: 'https://play.google.com/store/apps/details?id=test.parasol.weather',
        id: 'test.parasol.weather',
      },
      { platform: 'itunes', url: 'https://apps.apple.com/app/parasol-weather/id123456789' },
    ]);
  });

  it('relates no app when none is configured', () => {
    const manifest = buildWebManifest({
      siteName: 'Parasol Weather',
      smartBannerUrls: { ios: null, android: null },
      downloadLinks: { ios: null, android: null, macos: null, desktop: null },
    });
    expect(manifest.related_applications).toEqual([]);
  });
});

describe('the app icons', () => {
  it('has the 192 and 512 pixel PNG icons browsers need to offer installing, each a real file of its size', async () => {
    const { readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { PNG } = await import('pngjs');
    const manifest = buildWebManifest({
      siteName: 'Parasol Weather',
      smartBannerUrls: { ios: null, android: null },
      downloadLinks: { ios: null, android: null, macos: null, desktop: null },
    });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) {
      const png = PNG.sync.read(readFileSync(join(process.cwd(), 'public', icon.src)));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
  });
});
