/**
 * Origins that later features add to the policy (ads, consent, map tiles). Kept in one list so
 * the policy stays reviewable.
 */
export const extraOrigins = {
  script: [] as string[],
  connect: [] as string[],
  img: [] as string[],
  frame: [] as string[],
};

/**
 * The Content-Security-Policy for a response with the given nonce. Scripts run only with the
 * nonce ('strict-dynamic' lets them load their own chunks); no plugins, no <base>, framing only by
 * the site itself (the sign-in popup and silent-renew frames are same-origin).
 */
export function contentSecurityPolicy(nonce: string, dev = false): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...extraOrigins.script,
    ],
    // styled-components injects <style> elements at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...extraOrigins.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...extraOrigins.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...extraOrigins.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
