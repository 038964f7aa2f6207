import '@/server/serverOnly';

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { dashboardTokenSchema } from '@/server/config/env.schema';
import { readCookies, setCookie } from '@/server/http/cookies';

/** The environment variable holding the dashboard's token. */
export const DASHBOARD_TOKEN_VARIABLE = 'VITALS_DASHBOARD_TOKEN';
/** The dashboard's own path (the session cookie is sent only there). */
export const DASHBOARD_PATH = '/internal/vitals';
/** The session cookie set after a good `?token=`. */
export const DASHBOARD_COOKIE = 'wb_vitals_dashboard';
/** How long a dashboard session lasts, seconds. */
export const DASHBOARD_SESSION_S = 8 * 60 * 60;

/**
 * The configured token, or null when the dashboard is off: unset, or not a valid token (logged,
 * so a too-short token turns the dashboard off rather than protecting it weakly).
 */
export function dashboardToken(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  const raw = env[DASHBOARD_TOKEN_VARIABLE];
  if (!raw) return null;
  const parsed = dashboardTokenSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.error(
    `${DASHBOARD_TOKEN_VARIABLE} must be 24 to 200 visible ASCII characters; the dashboard is off`,
  );
  return null;
}

const mac = (token: string, text: string) =>
  createHmac('sha256', token).update(text).digest('base64url');

/** Compares two strings in time independent of where they differ. */
function sameText(a: string, b: string): boolean {
  // Equal-length digests, so timingSafeEqual never sees different lengths.
  const key = 'compare';
  return timingSafeEqual(
    createHmac('sha256', key).update(a).digest(),
    createHmac('sha256', key).update(b).digest(),
  );
}

/** A session cookie value: its expiry (epoch seconds) and a MAC of it keyed by the token. */
export function sessionValue(token: string, nowMs: number): string {
  const expires = Math.floor(nowMs / 1000) + DASHBOARD_SESSION_S;
  return `${expires}.${mac(token, `vitals-dashboard:${expires}`)}`;
}

/** True for a session cookie made with this token that has not expired. */
export function validSession(token: string, value: string | undefined, nowMs: number): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= nowMs) return false;
  return sameText(match[2], mac(token, `vitals-dashboard:${expires}`));
}

/** What a dashboard request may do. */
export type DashboardAccess =
  /** Show the dashboard. */
  | { kind: 'granted' }
  /** A good `?token=`: the session cookie is set; redirect to the address without it. */
  | { kind: 'redirect'; location: string }
  /** Off, or no valid credential: answer 404 (nothing tells a prober the page exists). */
  | { kind: 'denied' };

/**
 * Decides a dashboard request. Credentials, in order: `Authorization: Bearer <token>` (scripts),
 * the session cookie, or `?token=<token>` once (a browser), which sets the session cookie
 * (HttpOnly, SameSite=Strict, path /internal/vitals, 8 hours) and redirects to the bare address so
 * the token leaves the address bar and history. Without a token configured everything is denied.
 */
export function checkDashboardAccess(
  req: Pick<IncomingMessage, 'headers'>,
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  query: Readonly<Record<string, string | string[] | undefined>>,
  options: { env?: Readonly<Record<string, string | undefined>>; now?: number } = {},
): DashboardAccess {
  const token = dashboardToken(options.env);
  if (!token) return { kind: 'denied' };
  const now = options.now ?? Date.now();
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ') && sameText(auth.slice(7), token)) return { kind: 'granted' };
  if (validSession(token, readCookies(req)[DASHBOARD_COOKIE], now)) return { kind: 'granted' };
  const given = query.token;
  if (typeof given === 'string' && sameText(given, token)) {
    setCookie(req, res, {
      name: DASHBOARD_COOKIE,
      value: sessionValue(token, now),
      httpOnly: true,
      sameSite: 'strict',
      path: DASHBOARD_PATH,
      domain: undefined,
      maxAge: DASHBOARD_SESSION_S,
    });
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (name !== 'token' && typeof value === 'string') params.set(name, value);
    }
    const search = params.toString();
    return { kind: 'redirect', location: search ? `${DASHBOARD_PATH}?${search}` : DASHBOARD_PATH };
  }
  return { kind: 'denied' };
}
