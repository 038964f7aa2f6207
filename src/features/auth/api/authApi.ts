/** The product API's sign-in calls (tokens only in a JSON body). */
import {
  assertIdTokenSubject,
  assertTokensAcceptable,
  type IdClaims,
  type TokenSet,
} from '@/lib/auth/tokenRules';
import type { Web2Client } from '@/lib/web2';
import { WEB2_BASE_URL } from '@/lib/web2/basePath';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

const t = translator('auth', messages);

/** What the server needs from a signed-in oidc-client-ts `User`. */
export interface SignedInTokens extends TokenSet {
  profile?: IdClaims;
}

/**
 * Checks the token rules, then POSTs the tokens to auth/success (through the store's
 * web2 client), where the server verifies them, links the device and sets the auth cookies.
 * Resolves to the user name.
 */
export async function postAuthSuccess(web2: Web2Client, user: SignedInTokens): Promise<string> {
  assertIdTokenSubject(user.profile);
  assertTokensAcceptable(user);
  const { userName } = await web2.authSuccess({
    accessToken: user.access_token,
    refreshToken: user.refresh_token,
  });
  return userName;
}

/** POST auth/signout: the server clears the auth cookies and unlinks the device (answers 204). */
export async function postSignOut(): Promise<void> {
  const url = new URL(`${WEB2_BASE_URL}/auth/signout`, window.location.origin);
  const res = await fetch(url, { method: 'POST', credentials: 'same-origin' });
  if (!res.ok) throw new Error(t('error.signOutFailed', { status: res.status }));
}
