import type { KoaContextWithOIDC } from 'oidc-provider';

import { getConfig } from '@/server/config';
import { NONCE } from '@/server/http/headers';
import { escapeHtml } from '@/lib/html/escapeHtml';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/idp';

const t = translator('idp', messages);

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d1d1f;background:#fff}
main{max-width:400px;margin:0 auto;padding:24px 20px}h1{font-size:1.3rem;color:#00599c;margin:0 0 12px}
p{line-height:1.45}button{font:inherit;font-weight:600;padding:10px 16px;border-radius:6px;border:1px solid #00599c;cursor:pointer;margin:4px 8px 4px 0}
.primary{background:#00599c;color:#fff}.secondary{background:#fff;color:#00599c}`;

/** The site's own name (SITE_NAME): the identity provider's pages carry it, not a name of theirs. */
const siteName = () => getConfig().env.SITE_NAME;

/**
 * A whole page, titled `<title> | <site name>`. Its `<style>` and `<script>` carry the request's
 * CSP nonce (the policy allows no other inline style or script).
 */
function page(title: string, body: string, nonce?: string, script?: string): string {
  const nonceAttr = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('pageTitle', { title, siteName: siteName() }))}</title><style${nonceAttr}>${STYLE}</style></head>
<body><main>${body}</main>${script && nonce ? `<script nonce="${escapeHtml(nonce)}">${script}</script>` : ''}</body></html>`;
}

const nonceOf = (ctx: KoaContextWithOIDC) => {
  const header = ctx.req.headers[NONCE];
  return typeof header === 'string' ? header : undefined;
};

/**
 * True when a request to the identity provider is a browser's page load (its Accept prefers HTML
 * to JSON), false for an API-style request (a relying party's fetch, `Accept: application/json`,
 * any type or none): the same choice oidc-provider makes for its own JSON or HTML errors.
 */
export function wantsHtml(ctx: Pick<KoaContextWithOIDC, 'accepts'>): boolean {
  return ctx.accepts('json', 'html') === 'html';
}

/**
 * oidc-provider's errors (`renderError`, also for the authorization endpoint's errors it cannot
 * redirect): to a browser's page load, a page with the error code and description, escaped,
 * nothing else; to an API-style request the OAuth JSON error (`{ error, error_description }`, with
 * `state` and `iss` when oidc-provider adds them; the status stays the one it set).
 */
export function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string | undefined },
): void {
  if (!wantsHtml(ctx)) {
    ctx.body = { ...out };
    return;
  }
  ctx.type = 'html';
  ctx.body = page(
    t('error.title'),
    `<h1>${escapeHtml(t('error.heading'))}</h1><p>${escapeHtml(out.error_description ?? t('error.fallback'))}</p>` +
      `<p><small>${escapeHtml(t('error.code', { code: out.error }))}</small></p><p>${escapeHtml(t('error.retry'))}</p>`,
    nonceOf(ctx),
  );
}

/**
 * The end-session confirmation. When the site proved who is signing out (an id_token_hint, which
 * oidc-provider has validated, naming the account of this very session), the form submits itself
 * (a nonce'd script, allowed by the page's Content-Security-Policy); otherwise the visitor
 * confirms: a link carrying someone else's ID token cannot sign this browser out unasked.
 */
export function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const account = ctx.oidc.session?.accountId;
  const hinted = typeof account === 'string' && hint?.payload?.sub === account;
  const script =
    "var f=document.getElementById('op.logoutForm');var i=document.createElement('input');" +
    "i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";
  ctx.type = 'html';
  ctx.body = page(
    t('logout.title'),
    `<h1>${escapeHtml(t('logout.heading'))}</h1><p>${escapeHtml(t('logout.question', { siteName: siteName() }))}</p>${form}` +
      `<button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(t('logout.confirm'))}</button>` +
      `<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(t('logout.stay'))}</button>`,
    nonceOf(ctx),
    hinted ? script : undefined,
  );
}

/** Shown after a sign-out that named no post-logout redirect. */
export function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html';
  ctx.body = page(
    t('loggedOut.title'),
    `<h1>${escapeHtml(t('loggedOut.heading', { siteName: siteName() }))}</h1><p>${escapeHtml(t('loggedOut.close'))}</p>`,
    nonceOf(ctx),
  );
}
