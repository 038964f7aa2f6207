import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** The scopes the embedded identity provider knows. */
export const SUPPORTED_SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

/** What a grant must cover. */
export interface GrantRequest {
  accountId: string;
  clientId: string;
  /** The requested scope string; unknown scopes are ignored. */
  scope: string | undefined;
  /** An existing grant to extend, reused only when it belongs to the same account and client. */
  grantId?: string | undefined;
}

type GrantInstance = InstanceType<Provider['Grant']>;

/**
 * The site is the only (first-party) client, so there is no consent screen: the account grants
 * the requested scopes by signing in. Finds the existing grant or makes one, adds the missing
 * scopes, saves it when changed, and answers it.
 */
export async function ensureGrant(
  provider: Provider,
  request: GrantRequest,
): Promise<GrantInstance> {
  let grant = request.grantId ? await provider.Grant.find(request.grantId) : undefined;
  if (grant && (grant.accountId !== request.accountId || grant.clientId !== request.clientId))
    grant = undefined;
  const fresh = !grant;
  grant ??= new provider.Grant({ accountId: request.accountId, clientId: request.clientId });
  const supported = new Set<string>(SUPPORTED_SCOPES);
  const wanted = (request.scope ?? '').split(' ').filter((s) => supported.has(s));
  const granted = new Set((grant.getOIDCScope() ?? '').split(' '));
  const missing = wanted.filter((s) => !granted.has(s));
  if (missing.length) grant.addOIDCScope(missing.join(' '));
  if (fresh || missing.length) await grant.save();
  return grant;
}

/** oidc-provider's `loadExistingGrant`: the session's grant, silently extended to the requested scopes. */
export async function loadFirstPartyGrant(
  ctx: KoaContextWithOIDC,
): Promise<GrantInstance | undefined> {
  const { oidc } = ctx;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const fromResult = (oidc.result as { consent?: { grantId?: unknown } } | undefined)?.consent
    ?.grantId;
  const grantId = typeof fromResult === 'string' ? fromResult : oidc.session?.grantIdFor(clientId);
  const scope = typeof oidc.params?.scope === 'string' ? oidc.params.scope : undefined;
  return ensureGrant(oidc.provider, { accountId, clientId, scope, grantId });
}
