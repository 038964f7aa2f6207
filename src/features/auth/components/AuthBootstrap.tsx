import { useEffect } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { getUserManager } from '@/lib/auth/userManager';

import { userUnloaded } from '../authActions';
import { listenForAuthChanges } from '../authBroadcast';
import { subscribeAuthEvents } from '../authEvents';
import { selectAuthSettings, selectIsLoggedIn } from '../authSelectors';
import { silentSignIn } from '../authThunks';

/**
 * Renders nothing. At load it tries the silent sign-in (the thunk's condition applies the rule:
 * both readable cookies, not logged in, auth config present). While signed in it subscribes to the
 * UserManager's events (renewal, renew errors, signed out at the provider), with cleanup; and it
 * follows a sign-in or sign-out made in another tab of the site.
 */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectAuthSettings);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    void dispatch(silentSignIn());
  }, [dispatch, settings]);

  // Another tab signed in or out: this one follows (the server has already linked or unlinked
  // the device the tabs share), so it does not keep greeting someone who has left.
  useEffect(
    () =>
      listenForAuthChanges((change) => {
        if (change === 'signed-in') void dispatch(silentSignIn());
        else
          dispatch((next, getState) => {
            if (selectIsLoggedIn(getState())) next(userUnloaded());
          });
      }),
    [dispatch],
  );

  useEffect(() => {
    if (!isLoggedIn || !settings) return undefined;
    let cancelled = false;
    let unsubscribe = () => {};
    void getUserManager(settings)
      .then((manager) => {
        if (manager && !cancelled) unsubscribe = subscribeAuthEvents(manager, settings, dispatch);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [dispatch, settings, isLoggedIn]);

  return null;
}
