import { findUser } from '@/server/accounts/accounts.service';

import { getIdentityProvider } from './provider';

/** Who a token belongs to. */
export interface TokenOwner {
  sub: string;
  name: string;
  email: string;
}

/** Opaque tokens of oidc-provider are 43 characters; anything far off is not one of ours. */
const plausible = (token: string) => token.length >= 20 && token.length <= 512;

async function owner(accountId: string | undefined): Promise<TokenOwner | null> {
  if (!accountId) return null;
  const user = await findUser(accountId);
  return user ? { sub: user.id, name: user.name, email: user.email } : null;
}

/**
 * The account an access token of the embedded identity provider belongs to; null when the token
 * is unknown, expired or revoked, or its account no longer exists. Reads the shared database, so
 * any instance answers for tokens issued by any other.
 */
export async function verifyEmbeddedAccessToken(
  origin: string,
  token: string,
): Promise<TokenOwner | null> {
  if (!plausible(token)) return null;
  const provider = await getIdentityProvider(origin);
  const found = await provider.AccessToken.find(token);
  if (!found || found.isExpired) return null;
  return owner(found.accountId);
}

/**
 * The account a refresh token belongs to (for rendering a signed-in greeting after the access
 * token expired); null when unknown, expired, already rotated (consumed) or revoked.
 */
export async function verifyEmbeddedRefreshToken(
  origin: string,
  token: string,
): Promise<TokenOwner | null> {
  if (!plausible(token)) return null;
  const provider = await getIdentityProvider(origin);
  const found = await provider.RefreshToken.find(token);
  if (!found || found.isExpired || found.consumed) return null;
  if (found.grantId && !(await provider.Grant.find(found.grantId))) return null;
  return owner(found.accountId);
}
