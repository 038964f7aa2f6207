import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { z } from 'zod';

import { cookieDomainFor } from '@/lib/cookies/cookieDomain';
import {
  appStoreUrl,
  isTrafficCameraDetail,
  APP_BANNER_HIDING_COOKIES,
  NOTICE_COOKIES,
  termsNoticeAllowed,
  type AcknowledgedVersions,
} from '@/lib/cookies';
import {
  buildStdParameters,
  getCurrentLegalPolicies,
  getLegalPolicies,
} from '@/lib/provider/calls';
import { getServerCache } from '@/server/cache';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { MINUTE_MS } from '@/server/durations';
import { readCookies } from '@/server/http/cookies';
import { siteOrigin } from '@/server/http/siteOrigin';
import { policyQuery } from '@/server/privacy/policyInputs';
import { createServerProviderClient } from '@/server/provider/client';
import type { PublicConfig } from '@/types/config';
import type { AppPlatform, NoticesHydration, TermsNoticeContent } from '@/types/hydration';
import type { UserProfile } from '@/types/location';

import { parseAcknowledgedVersions, versionLabel } from './acknowledgedVersions';

/**
 * How long the legal policy service's answer for one set of acknowledged versions is kept. A new
 * policy version reaches visitors within this time.
 */
export const TERMS_NOTICE_TTL_MS = 10 * MINUTE_MS;

/**
 * How long a page waits for the legal policy service. The notice is not worth a slow page: past
 * this, the page renders without it.
 */
export const TERMS_NOTICE_TIMEOUT_MS = 1500;

/** A link of the notice: a path on this site (the policy opens in a frame of our own origin). */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

const policyItem = z.object({ display: z.boolean(), url: sitePath });

/** The part of `GET /api/legal/policies/v1` the notice shows. */
const policiesSchema = z.object({
  message: z.string().trim().min(1).max(500),
  linkText: z.string().trim().min(1).max(100),
  tou: policyItem,
  pp: policyItem,
});

/** The versions in force, from `GET /api/legal/policies/v1/current`. */
const currentVersionsSchema = z.object({ touVersion: versionLabel, ppVersion: versionLabel });

/** What the notices need to know about the page and the visitor. */
export interface NoticesInput {
  pageId: string;
  /** The page's path (e.g. `/traffic-cam/los-angeles-ca-us/cam-1`). */
  canonicalPath: string;
  profile: Pick<UserProfile, 'IsBot' | 'Os' | 'Language' | 'ActiveLocation'>;
}

/** The smart app banner's platform for an operating system `osOf` recognised. */
function platformOf(os: string | null): AppPlatform | null {
  if (os === 'iOS') return 'ios';
  if (os === 'Android') return 'android';
  return null;
}

/** A request for a frame (the policy overlay shows our own pages in one): no notices inside. */
function isFramed(req: Pick<IncomingMessage, 'headers'>): boolean {
  return req.headers['sec-fetch-dest'] === 'iframe';
}

/**
 * The terms notice for a visitor who acknowledged `acknowledged`: the legal policy service's texts
 * when a policy is to be displayed, with the versions in force (recorded on close), else null.
 * Read through the server cache per country, language and acknowledged versions; the service's
 * failure or malformed answer throws (the caller degrades).
 */
async function loadTermsNotice(
  acknowledged: AcknowledgedVersions,
  country: string,
  language: string,
  appVersion: string,
): Promise<TermsNoticeContent | null> {
  const key = `notices:terms:v1:${country}:${language}:${acknowledged.tou ?? ''}:${acknowledged.pp ?? ''}`;
  const cached = await getServerCache().read<{ content: TermsNoticeContent | null }>({
    key,
    ttlMs: TERMS_NOTICE_TTL_MS,
    load: async () => {
      const client = createServerProviderClient();
      const common = {
        stdParameters: buildStdParameters({ appVersion, languageCode: language }),
        countrycode: country,
        languagecode: language,
      };
      const policies = policiesSchema.parse(
        await getLegalPolicies(client, {
          ...common,
          tou: acknowledged.tou,
          pp: acknowledged.pp,
          signal: AbortSignal.timeout(TERMS_NOTICE_TIMEOUT_MS),
        }),
      );
      if (!policies.tou.display && !policies.pp.display) return { content: null };
      const current = currentVersionsSchema.parse(
        await getCurrentLegalPolicies(client, {
          ...common,
          signal: AbortSignal.timeout(TERMS_NOTICE_TIMEOUT_MS),
        }),
      );
      return {
        content: {
          message: policies.message,
          linkText: policies.linkText,
          tou: policies.tou,
          pp: policies.pp,
          versions: { tou: current.touVersion, pp: current.ppVersion },
        },
      };
    },
  });
  return cached.content;
}

/**
 * The site notices of a page, decided on the server so the first HTML is final (no notice
 * appears or vanishes after load): the cookie notice unless its cookie exists; the terms notice
 * when the legal policy service says a policy changed since the versions the visitor acknowledged
 * (a failing service means no notice, never a failing page); the smart app banner's platform for
 * a phone with a store link, unless closed, a crawler or a traffic camera's page. A page loaded
 * in a frame (the policy overlay) shows none.
 */
export async function readNotices(
  req: Pick<IncomingMessage, 'headers'>,
  input: NoticesInput,
  config: PublicConfig = buildPublicConfig(getConfig(), siteOrigin()),
): Promise<NoticesHydration> {
  const cookieDomain = cookieDomainFor(new URL(siteOrigin()).hostname);
  if (isFramed(req)) return { cookieDomain, cookieNotice: false, terms: null, appBanner: null };
  const cookies = readCookies(req);
  const { profile } = input;

  const platform = platformOf(profile.Os);
  const appBanner =
    platform &&
    !profile.IsBot &&
    APP_BANNER_HIDING_COOKIES.every((name) => cookies[name] === undefined) &&
    !isTrafficCameraDetail(input.canonicalPath) &&
    appStoreUrl(config, platform)
      ? platform
      : null;

  let terms: TermsNoticeContent | null = null;
  // Without a country and language (the language-dependent country code) the fetch is skipped.
  const query = policyQuery(profile.Language);
  if (query && !profile.IsBot && termsNoticeAllowed(config, input.pageId)) {
    try {
      terms = await loadTermsNotice(
        parseAcknowledgedVersions(cookies[NOTICE_COOKIES.policyVersions.name]),
        query.countrycode,
        query.languagecode,
        config.appVersion,
      );
    } catch (err) {
      console.warn('terms notice unavailable:', (err as Error).message);
    }
  }

  return {
    cookieDomain,
    cookieNotice: cookies[NOTICE_COOKIES.cookieNotice.name] === undefined,
    terms,
    appBanner,
  };
}
