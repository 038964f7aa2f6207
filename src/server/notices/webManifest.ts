import '@/server/serverOnly';

import type { GetServerSideProps } from 'next';

import { answerText } from '@/server/sitemap/sitemapFiles';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { refuseNonPageMethod } from '@/server/http/pageMethods';
import { siteOrigin } from '@/server/http/siteOrigin';
import type { PublicConfig } from '@/types/config';

/** Where the manifest is served (linked from every page's head). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** How long a browser may keep the manifest (it changes with the configured apps). */
export const WEB_MANIFEST_MAX_AGE_SECONDS = 60 * 60;

/** One entry of the manifest's `related_applications` (W3C Web App Manifest, Chrome's `id`). */
export interface RelatedApplication {
  platform: 'play' | 'itunes';
  url: string;
  id?: string;
}

/** The web app manifest the site publishes. */
export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }[];
  related_applications: RelatedApplication[];
  prefer_related_applications: false;
}

/** The Play Store package of a store page (`…/details?id=<package>`), if the URL names one. */
function playPackage(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.hostname !== 'play.google.com') return undefined;
    return parsed.searchParams.get('id') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The icons browsers need to offer installing the site (192 and 512 pixels, and a maskable one a
 * launcher may cut to its own shape), drawn by scripts/build-app-icons.mjs.
 */
export const APP_ICONS: WebManifest['icons'] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  { src: '/app-icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  { src: '/app-icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  {
    src: '/app-icons/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
];

/**
 * The site's manifest: its name and icons, installable as a standalone app (with the service
 * worker of public/sw.js, the forecast pages a visitor opened read offline), and the native apps
 * the configuration links to (the smart-banner URL, else the download link), so that a browser
 * with `navigator.getInstalledRelatedApps()` can tell the page the visitor has the app installed
 * (the install banner then stays away). `prefer_related_applications: false`: the browser may
 * offer the site itself.
 */
export function buildWebManifest(
  config: Pick<PublicConfig, 'siteName' | 'smartBannerUrls' | 'downloadLinks'>,
): WebManifest {
  const related: RelatedApplication[] = [];
  const android = config.smartBannerUrls.android ?? config.downloadLinks.android;
  if (android) {
    const id = playPackage(android);
    related.push(id ? { platform: 'play', url: android, id } : { platform: 'play', url: android });
  }
  const ios = config.smartBannerUrls.ios ?? config.downloadLinks.ios;
  if (ios) related.push({ platform: 'itunes', url: ios });
  return {
    id: '/',
    name: config.siteName,
    short_name: config.siteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#00599c',
    background_color: '#ffffff',
    icons: APP_ICONS,
    related_applications: related,
    prefer_related_applications: false,
  };
}

/** getServerSideProps of `/manifest.webmanifest`: the manifest as JSON, cached an hour. */
export const webManifestServerSideProps: GetServerSideProps<Record<string, never>> = async ({
  req,
  res,
}) => {
  if (await refuseNonPageMethod(req, res)) return { props: {} };
  const manifest = buildWebManifest(buildPublicConfig(getConfig(), siteOrigin()));
  answerText(
    res,
    200,
    'application/manifest+json; charset=utf-8',
    JSON.stringify(manifest),
    WEB_MANIFEST_MAX_AGE_SECONDS,
  );
  return { props: {} };
};
