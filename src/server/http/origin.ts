import type { IncomingHttpHeaders } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another site. Browsers send `Origin` on every
 * cross-origin and every non-GET request, and `Sec-Fetch-Site` on modern engines; a request with
 * neither is not from a browser page (curl, server-to-server) and cannot ride a visitor's cookies.
 * The site's own origins are fixed by configuration (`ownOrigins`): the request's Host never
 * decides which Origin is allowed.
 */
export function isForeignOrigin(
  method: string,
  headers: IncomingHttpHeaders,
  allowedOrigins: readonly string[] = [],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  let normalized: string;
  try {
    normalized = new URL(origin).origin;
  } catch {
    return true;
  }
  return !allowedOrigins.includes(normalized);
}
