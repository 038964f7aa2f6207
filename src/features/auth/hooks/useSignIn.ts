import { useCallback } from 'react';

import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { preloadUserManager } from '@/lib/auth/userManager';

import { selectAuthStatus, selectLoginError } from '../authSelectors';
import { signIn } from '../authThunks';

/**
 * The "Sign In" button's behaviour: starts the popup sign-in (ignored while one is running),
 * exposes the last error, and preloads oidc-client-ts on hover or focus so the popup opens within
 * the click's user activation.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const error = useAppSelector(selectLoginError);
  const pending = status === 'loading';
  const start = useCallback(() => {
    if (!pending) void dispatch(signIn());
  }, [dispatch, pending]);
  return { start, pending, error, preload: preloadUserManager };
}
