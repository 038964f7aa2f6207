import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { createHttpClient } from '@/lib/http/createHttpClient';
import { getConfig } from '@/server/config';
import { setCookie } from '@/server/http/cookies';
import { HttpError } from '@/server/http/httpError';

/** Auth cookie names of spec 000 §9. */
export const AUTH_COOKIES = { accessToken: 'accesstoken', refreshToken: 'refreshtoken', userName: 'Username' } as const;

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
      .get<{ userinfo_endpoint?: string }>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
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
export async function verifyAccessToken(issuer: string, accessToken: string): Promise<{ sub: string; name: string }> {
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
  if (res.status === 401 || res.status === 403) throw new HttpError(401, 'Access token was not accepted by the identity provider');
  if (res.status < 200 || res.status >= 300) throw new HttpError(502, 'Identity provider unavailable');
  const info = z.object({ sub: z.string().min(1), name: z.string().optional(), email: z.string().optional() }).safeParse(res.data);
  if (!info.success) throw new HttpError(502, 'Identity provider answered no subject');
  return { sub: info.data.sub, name: info.data.name || info.data.email || info.data.sub };
}

/**
 * After a sign-in: verifies the access token, sets the auth cookies (tokens HttpOnly; the user
 * name readable by the page) and answers the user name.
 */
export async function completeSignIn(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  origin: string,
  body: z.infer<typeof authSuccessSchema>,
): Promise<{ userName: string }> {
  const user = await verifyAccessToken(authority(origin), body.accessToken);
  const maxAge = 30 * 24 * 60 * 60;
  setCookie(req, res, { name: AUTH_COOKIES.accessToken, value: body.accessToken, httpOnly: true, maxAge });
  setCookie(req, res, { name: AUTH_COOKIES.refreshToken, value: body.refreshToken, httpOnly: true, maxAge });
  setCookie(req, res, { name: AUTH_COOKIES.userName, value: user.name, maxAge });
  return { userName: user.name };
}
