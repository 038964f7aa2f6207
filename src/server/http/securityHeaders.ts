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
 * nonce ('strict-dynamic' lets them load their own chunks); stylesheets come from the site (CSS
 * Modules, extracted at build time) and a `<style>` element only with the nonce (the identity
 * provider's pages): no inline style attribute in server HTML runs (styles set from script after
 * hydration go through the CSSOM, which the policy allows); no plugins, no <base>, framing only by
 * the site itself (the sign-in popup and silent-renew frames are same-origin). In development,
 * Next's dev server injects unnonced `<style>` elements: they are allowed there only.
 */
export function contentSecurityPolicy(
  nonce: string,
  dev = false,
  options: { identityOrigin?: string } = {},
): string {
  // An external identity provider (OIDC_AUTHORITY): the browser reads its discovery document and
  // exchanges tokens with it, and the sign-in modal frames its sign-in page.
  const identity = options.identityOrigin ? [options.identityOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...extraOrigins.script,
    ],
    'style-src': ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...extraOrigins.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity, ...extraOrigins.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...identity, ...extraOrigins.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
