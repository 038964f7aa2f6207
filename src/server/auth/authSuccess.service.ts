import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { AUTH_COOKIE_NAMES, oidcSettingsCookieValue } from '@/lib/auth/authCookies';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { getDb } from '@/server/db';
import { clearLinkCookie, provesLink, writeLinkCookie } from '@/server/devices/accountLinkCookie';
import { findDevice } from '@/server/devices/devices.repository';
import { cookieDeviceId, resolveDevice } from '@/server/devices/devices.service';
import {
  clearCookie,
  clearHostOnlyCookie,
  hostOnlyCookieName,
  readCookies,
  setCookie,
  setHostOnlyCookie,
} from '@/server/http/cookies';
import { HttpError } from '@/server/http/httpError';
import { privacyChoicesOf } from '@/server/privacy/privacy.service';
import { writeStoredPrivacyChoices } from '@/server/privacy/privacyCookie';
import { refreshUserStateCookie } from '@/server/profile/profile.service';

import {
  linkDeviceToAccount,
  linkedAccountName,
  unlinkDevice,
  type SignedInUser,
} from './accountLink.service';
import { identityAuthority, SIGN_IN_SESSION_S, type IdentityAuthority } from './authority';
import { checkAccessToken, identifyAccessToken, IDP_UNAVAILABLE } from './relyingParty';

/**
 * The header of a page rendered for a signed-in visitor: the offline worker (public/sw.js) drops
 * its copies of such pages once a page comes without it (the visitor signed out, or the session
 * ended), so the next person on the browser does not read the account's pages offline.
 */
export const SIGNED_IN_HEADER = 'X-Signed-In';

/** Auth cookie names (the tokens HttpOnly; the name, the UI flag and the OIDC settings readable). */
export const AUTH_COOKIES = AUTH_COOKIE_NAMES;

/**
 * The token cookies: HttpOnly and host-only (`__Host-` on https, see `setHostOnlyCookie`), so no
 * sibling subdomain of the site is ever sent them. The page-readable ones keep the site's Domain.
 */
const TOKEN_COOKIES = [AUTH_COOKIES.accessToken, AUTH_COOKIES.refreshToken] as const;

/**
 * Body of POST /web2/api/auth/success: the tokens under the names the spec gives its query
 * (`accesstoken`, `refreshtoken`), in the body, never in the URL.
 */
export const authSuccessSchema = z.object({
  accesstoken: z.string().min(10).max(8192),
  refreshtoken: z.string().min(10).max(8192),
});

type Req = Pick<IncomingMessage, 'headers'> & { socket?: IncomingMessage['socket'] | undefined };

/** The identity provider of a request (see `identityAuthority`); an outage when unreachable. */
function authorityFor(req: Req, origin: string): IdentityAuthority {
  const authority = identityAuthority(req, origin);
  if (!authority) throw new HttpError(502, IDP_UNAVAILABLE);
  return authority;
}

/**
 * Who the access token belongs to, asked of the identity provider as any relying party asks:
 * discovery, then userinfo (see `identifyAccessToken`). The embedded provider and an external
 * one are reached the same way; a refused token is a 401.
 */
export async function identify(
  authority: IdentityAuthority,
  accessToken: string,
): Promise<SignedInUser> {
  return identifyAccessToken(authority, accessToken);
}

/**
 * After a sign-in: verifies the access token, links this device to the account (merging its
 * favourites and units), proves the link with this browser's link cookie, sets the auth cookies
 * (tokens HttpOnly; the user name, the UI flag and `wb_oidc_settings`, the published OIDC client
 * settings as JSON, readable by the page) and answers the user name.
 */
export async function completeSignIn(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  origin: string,
  body: z.infer<typeof authSuccessSchema>,
): Promise<{ userName: string }> {
  const user = await identify(authorityFor(req, origin), body.accesstoken);
  const db = await getDb();
  const device = await resolveDevice(db, req, res);
  await linkDeviceToAccount(db, device.id, user);
  const maxAge = SIGN_IN_SESSION_S;
  setHostOnlyCookie(req, res, {
    name: AUTH_COOKIES.accessToken,
    value: body.accesstoken,
    httpOnly: true,
    maxAge,
  });
  setHostOnlyCookie(req, res, {
    name: AUTH_COOKIES.refreshToken,
    value: body.refreshtoken,
    httpOnly: true,
    maxAge,
  });
  setCookie(req, res, { name: AUTH_COOKIES.userName, value: user.name, maxAge });
  setCookie(req, res, { name: AUTH_COOKIES.loginUi, value: '1', maxAge });
  const { authClientSettings } = buildPublicConfig(getConfig(), origin);
  setCookie(req, res, {
    name: AUTH_COOKIES.oidcSettings,
    value: oidcSettingsCookieValue(authClientSettings),
    maxAge,
  });
  const linked = await findDevice(db, device.id);
  if (linked) writeLinkCookie(req, res, linked, maxAge);
  await refreshUserStateCookie(db, req, res, device.id, { linkJustMade: true });
  // The account's privacy choices now apply in this browser too.
  if (linked) writeStoredPrivacyChoices(req, res, await privacyChoicesOf(db, linked));
  return { userName: user.name };
}

/**
 * Signs the device out: removes the auth cookies and, when this browser proves the device's link
 * (see `provesLink`: not someone who only holds the device cookie), unlinks it from the account.
 */
export async function signOut(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
): Promise<void> {
  // The domain-wide ones, including token cookies set that way before they were host-only.
  for (const name of Object.values(AUTH_COOKIES)) clearCookie(req, res, name);
  for (const name of TOKEN_COOKIES) clearHostOnlyCookie(req, res, name);
  clearLinkCookie(req, res);
  const deviceId = cookieDeviceId(req);
  if (!deviceId) return;
  const db = await getDb();
  const device = await findDevice(db, deviceId);
  if (device && provesLink(req, device)) await unlinkDevice(db, deviceId);
  await refreshUserStateCookie(db, req, res, deviceId);
}

/**
 * Whether the visitor is signed in, for server rendering. The site keeps its own session: a
 * device linked to an account after a verified sign-in, plus the HttpOnly token cookies. It lasts
 * while a token that can keep it alive is there: a refresh token (the browser renews with it and
 * hands the new pair to auth/success, which verifies it again; a refused renewal signs the browser
 * out), or else an access token the identity provider still accepts (JWKS or userinfo, see
 * `checkAccessToken`; an unreachable provider does not end a session). A session with neither is
 * ended here, so data ownership follows.
 */
export async function signedInState(
  req: Req,
  origin: string,
  deviceId: string,
  userId: string | null,
): Promise<{ isLoggedIn: boolean; userName: string | null }> {
  if (!userId) return { isLoggedIn: false, userName: null };
  const cookies = readCookies(req);
  const access = cookies[hostOnlyCookieName(AUTH_COOKIES.accessToken)];
  const refresh = cookies[hostOnlyCookieName(AUTH_COOKIES.refreshToken)];
  let valid = Boolean(refresh);
  if (!valid && access) {
    const authority = identityAuthority(req, origin);
    valid = !authority || (await checkAccessToken(authority, access)) !== 'refused';
  }
  const db = await getDb();
  if (!valid) {
    await unlinkDevice(db, deviceId);
    return { isLoggedIn: false, userName: null };
  }
  return { isLoggedIn: true, userName: await linkedAccountName(db, userId) };
}
