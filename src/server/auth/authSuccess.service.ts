import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { createHttpClient } from '@/lib/http/createHttpClient';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import { cookieDeviceId, resolveDevice } from '@/server/devices/devices.service';
import { clearCookie, readCookies, setCookie } from '@/server/http/cookies';
import { verifyEmbeddedAccessToken, verifyEmbeddedRefreshToken } from '@/embedded/idp/verify';
import { refreshUserStateCookie } from '@/server/profile/profile.service';

import {
  linkDeviceToAccount,
  linkedAccountName,
  unlinkDevice,
  type SignedInUser,
} from './accountLink.service';
import { HttpError } from '@/server/http/httpError';

/** Auth cookie names of spec 000 §9 (the tokens HttpOnly; the name and the UI flag readable). */
export const AUTH_COOKIES = {
  accessToken: 'accesstoken',
  refreshToken: 'refreshtoken',
  userName: 'Username',
  loginUi: 'wb_login_ui',
} as const;

/** Body of POST /web2/api/auth/success (DESIGN D7: tokens in the body, never in the URL). */
export const authSuccessSchema = z.object({
  accessToken: z.string().min(10).max(8192),
  refreshToken: z.string().min(10).max(8192),
});

const http = createHttpClient({ timeout: 5000, retry: { enableRetry: true, retryCount: 1 } });
const discovery = new Map<string, Promise<string>>();

/** The identity provider's issuer: OIDC_AUTHORITY, else the embedded one on the site origin. */
export function authority(origin: string): string {
  return getConfig().env.OIDC_AUTHORITY ?? `${origin}/idp`;
}

async function userinfoEndpoint(issuer: string): Promise<string> {
  let pending = discovery.get(issuer);
  if (!pending) {
    pending = http
      .get<{ userinfo_endpoint?: string }>(
        `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
      )
      .then((res) => {
        if (!res.data.userinfo_endpoint) throw new Error('no userinfo_endpoint in discovery');
        return res.data.userinfo_endpoint;
      });
    pending.catch(() => discovery.delete(issuer));
    discovery.set(issuer, pending);
  }
  return pending;
}

/** Asks the identity provider who the access token belongs to; a refused token is a 401. */
export async function verifyAccessToken(
  issuer: string,
  accessToken: string,
): Promise<{ sub: string; name: string }> {
  let endpoint: string;
  try {
    endpoint = await userinfoEndpoint(issuer);
  } catch (err) {
    throw new HttpError(502, 'Identity provider unavailable', { cause: err });
  }
  const res = await http.get<Record<string, unknown>>(endpoint, {
    headers: { Authorization: `Bearer ${accessToken}` },
    validateStatus: () => true,
  });
  if (res.status === 401 || res.status === 403)
    throw new HttpError(401, 'Access token was not accepted by the identity provider');
  if (res.status < 200 || res.status >= 300)
    throw new HttpError(502, 'Identity provider unavailable');
  const info = z
    .object({ sub: z.string().min(1), name: z.string().optional(), email: z.string().optional() })
    .safeParse(res.data);
  if (!info.success) throw new HttpError(502, 'Identity provider answered no subject');
  return { sub: info.data.sub, name: info.data.name || info.data.email || info.data.sub };
}

/** Who the access token belongs to: the embedded provider answers in process, others by userinfo. */
export async function identify(origin: string, accessToken: string): Promise<SignedInUser> {
  if (!getConfig().env.OIDC_AUTHORITY) {
    const user = await verifyEmbeddedAccessToken(origin, accessToken);
    if (!user) throw new HttpError(401, 'Access token was not accepted by the identity provider');
    return user;
  }
  const info = await verifyAccessToken(authority(origin), accessToken);
  return { sub: info.sub, name: info.name, email: '' };
}

/**
 * After a sign-in: verifies the access token, links this device to the account (merging its
 * favourites and units), sets the auth cookies (tokens HttpOnly; the user name and the UI flag
 * readable by the page) and answers the user name.
 */
export async function completeSignIn(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  origin: string,
  body: z.infer<typeof authSuccessSchema>,
): Promise<{ userName: string }> {
  const user = await identify(origin, body.accessToken);
  const db = await getDb();
  const device = await resolveDevice(db, req, res);
  await linkDeviceToAccount(db, device.id, user);
  const maxAge = 30 * 24 * 60 * 60;
  setCookie(req, res, {
    name: AUTH_COOKIES.accessToken,
    value: body.accessToken,
    httpOnly: true,
    maxAge,
  });
  setCookie(req, res, {
    name: AUTH_COOKIES.refreshToken,
    value: body.refreshToken,
    httpOnly: true,
    maxAge,
  });
  setCookie(req, res, { name: AUTH_COOKIES.userName, value: user.name, maxAge });
  setCookie(req, res, { name: AUTH_COOKIES.loginUi, value: '1', maxAge });
  await refreshUserStateCookie(db, req, res, device.id);
  return { userName: user.name };
}

/** Signs the device out: unlinks it from the account and removes the auth cookies. */
export async function signOut(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
): Promise<void> {
  for (const name of Object.values(AUTH_COOKIES)) clearCookie(req, res, name);
  const deviceId = cookieDeviceId(req);
  if (!deviceId) return;
  const db = await getDb();
  await unlinkDevice(db, deviceId);
  await refreshUserStateCookie(db, req, res, deviceId);
}

/**
 * Whether the visitor is signed in, for server rendering: the device is linked to an account and
 * its tokens are still good (for the embedded provider: the access or the refresh token is known
 * and unexpired). A session whose tokens are gone is ended here, so data ownership follows.
 */
export async function signedInState(
  req: Pick<IncomingMessage, 'headers'>,
  origin: string,
  deviceId: string,
  userId: string | null,
): Promise<{ isLoggedIn: boolean; userName: string | null }> {
  if (!userId) return { isLoggedIn: false, userName: null };
  const cookies = readCookies(req);
  const access = cookies[AUTH_COOKIES.accessToken];
  const refresh = cookies[AUTH_COOKIES.refreshToken];
  let valid = Boolean(access || refresh);
  if (valid && !getConfig().env.OIDC_AUTHORITY) {
    valid = Boolean(
      (access && (await verifyEmbeddedAccessToken(origin, access))) ||
      (refresh && (await verifyEmbeddedRefreshToken(origin, refresh))),
    );
  }
  const db = await getDb();
  if (!valid) {
    await unlinkDevice(db, deviceId);
    return { isLoggedIn: false, userName: null };
  }
  return { isLoggedIn: true, userName: await linkedAccountName(db, userId) };
}
