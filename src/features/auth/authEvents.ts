import type { UserManager } from 'oidc-client-ts';

import type { AppDispatch } from '@/store/rootState';
import { rejectionMessage } from '@/store/thunks';
import { isAnonymousError, startRenewal } from '@/lib/auth/renewal';
import { renewLockName, type AuthSettings } from '@/lib/auth/userManager';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { reauthenticated, silentRenewFailed } from './authActions';
import { handOverTokens, signOut } from './authThunks';

const t = translator('auth', messages);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Wires a UserManager to the store while the user is signed in: renews tokens one tab at a time
 * (the renewing tab hands the rotated tokens to the server, so its cookies stay valid), reports
 * failed renews, and signs out when the identity provider says the session is gone. Returns the
 * cleanup that removes every subscription.
 */
export function subscribeAuthEvents(
  manager: UserManager,
  settings: AuthSettings,
  dispatch: AppDispatch,
): () => void {
  const stopRenewal = startRenewal(manager, {
    lockName: renewLockName(settings),
    onRenewed: (user) => {
      void dispatch(handOverTokens(user)).then((result) =>
        handOverTokens.fulfilled.match(result)
          ? dispatch(reauthenticated({ userName: result.payload }))
          : dispatch(silentRenewFailed(rejectionMessage(result, t('error.renewFailed')))),
      );
    },
  });
  const removeRenewError = manager.events.addSilentRenewError((err) => {
    dispatch(silentRenewFailed(messageOf(err)));
    // login_required and friends (also a different subject): the session is not ours any more.
    if (isAnonymousError(err)) void dispatch(signOut());
  });
  const removeSignedOut = manager.events.addUserSignedOut(() => void dispatch(signOut()));
  return () => {
    stopRenewal();
    removeRenewError();
    removeSignedOut();
  };
}
