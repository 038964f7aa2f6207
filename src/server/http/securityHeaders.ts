import { getConfig, type SiteSettings } from '@/server/config';

/**
 * The origin of the external consent platform's script (`consentPlatform.baseEndpoint`) when the
 * platform is configured (an account and an http(s) endpoint); undefined otherwise.
 */
export function consentPlatformOrigin(
  platform: Pick<SiteSettings['consentPlatform'], 'accountId' | 'baseEndpoint'>,
): string | undefined {
  if (!platform.accountId || !platform.baseEndpoint) return undefined;
  try {
    const url = new URL(platform.baseEndpoint);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

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
  options: { identityOrigin?: string; consentOrigin?: string } = {},
): string {
  // An external identity provider (OIDC_AUTHORITY): the browser reads its discovery document and
  // exchanges tokens with it, and the sign-in modal frames its sign-in page.
  const identity = options.identityOrigin ? [options.identityOrigin] : [];
  // A configured external consent platform: its script, the calls it makes and the consent
  // messages it frames come from its origin (nothing is added when none is configured).
  const consentOrigin =
    'consentOrigin' in options
      ? options.consentOrigin
      : consentPlatformOrigin(getConfig().settings.consentPlatform);
  const consent = consentOrigin ? [consentOrigin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...consent,
      ...extraOrigins.script,
    ],
    'style-src': ["'self'", dev ? "'unsafe-inline'" : `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'blob:', ...extraOrigins.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity, ...consent, ...extraOrigins.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...identity, ...consent, ...extraOrigins.frame],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
