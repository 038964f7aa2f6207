import { NextResponse, type NextRequest } from 'next/server';

import { NONCE } from '@/server/http/headers';
import { contentSecurityPolicy } from '@/server/http/securityHeaders';

/**
 * Runs before every page and API request: makes a per-request nonce, hands it to the renderer in
 * the `x-nonce` request header (read by _document) and sends the matching Content-Security-Policy.
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== 'production');
  const headers = new Headers(request.headers);
  headers.set(NONCE, nonce);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

export const config = {
  matcher: [
    // Everything but build assets and static files, which carry no markup.
    '/((?!_next/static|_next/image|favicon\\.svg|robots\\.txt).*)',
  ],
};
