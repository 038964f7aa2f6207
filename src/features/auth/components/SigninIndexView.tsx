import Head from 'next/head';
import { useState } from 'react';

import { Button } from '@/components/Button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/config/configSlice';
import { rejectionMessage } from '@/store/thunks';
import { HOME_PATH, returnPathOfState } from '@/lib/auth/returnPath';
import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import { getUserManager, toAuthSettings } from '@/lib/auth/userManager';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import type { SignedInTokens } from '../api/authApi';
import { announceAuthChange } from '../authBroadcast';
import { handOverTokens } from '../authThunks';
import { selectIsLoggedIn, selectUserName } from '../authSelectors';
import { goHome, goTo } from '../navigation';
import { useRunOnce } from '../hooks/useRunOnce';
import styles from './BarePage.module.css';
import type { AuthPageProps } from './SigninPopupView';

const t = translator('auth', messages);

/**
 * Props of /signin: `callback` when the URL carries an authorization response (code/error +
 * state); `signedOut` when it carries the identity provider's answer to a sign-out (state alone).
 */
export interface SigninIndexProps extends AuthPageProps {
  callback: boolean;
  signedOut?: boolean;
  /**
   * A visit of its own (neither answer): the page to go to once signed in (the page the visitor
   * came from, a path checked by `safeReturnPath`). The page then has the site's frame.
   */
  returnTo?: string;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * /signin: completes a redirect sign-in (signinRedirectCallback, then the tokens go to the server
 * and the visitor goes to the page the sign-in started from, carried in the OIDC state, else
 * home); completes a sign-out (the identity provider's end-session redirect lands here: the
 * visitor goes on to the page they signed out from, a same-origin path checked by
 * `returnPathOfState`, else home); otherwise says what signing in keeps and offers "Sign In" by
 * popup, falling back to a full-page redirect when the popup is blocked, then goes back to
 * `returnTo`.
 */
export function SigninIndexView({
  auth,
  callback,
  signedOut = false,
  returnTo = HOME_PATH,
}: SigninIndexProps) {
  const [busy, setBusy] = useState(callback || signedOut);
  const [error, setError] = useState<string | null>(null);

  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const siteName = useAppSelector(selectSiteName);
  const finish = async (user: SignedInTokens, to: string) => {
    const handedOver = await dispatch(handOverTokens(user));
    if (handOverTokens.rejected.match(handedOver))
      throw new Error(rejectionMessage(handedOver, t('error.signInFailed')));
    announceAuthChange('signed-in');
    goTo(to);
  };
  const fail = (err: unknown) => {
    setBusy(false);
    setError(messageOf(err));
  };

  useRunOnce(() => {
    if (signedOut) {
      // A state that does not check out (stale, from another tab, tampered) still ends here: home.
      getUserManager(toAuthSettings(auth), { callbackOnly: true })
        .then((manager) => manager?.signoutRedirectCallback())
        .then(
          (response) => goTo(returnPathOfState(response?.userState, window.location.origin)),
          () => goHome(),
        );
      return;
    }
    if (!callback) return;
    getUserManager(toAuthSettings(auth))
      .then(async (manager) => {
        if (!manager) throw new Error(AUTH_ERRORS.noUserManager);
        const user = await manager.signinRedirectCallback();
        await finish(user, returnPathOfState(user.state, window.location.origin));
      })
      .catch(fail);
  });

  const signIn = async () => {
    setBusy(true);
    setError(null);
    const manager = await getUserManager(toAuthSettings(auth));
    if (!manager) throw new Error(AUTH_ERRORS.noUserManager);
    try {
      await finish(await manager.signinPopup(), returnTo);
    } catch (err) {
      if (!(err instanceof Error) || err.message !== AUTH_ERRORS.popupBlocked) throw err;
      await manager.signinRedirect({ state: { returnTo } });
    }
  };

  const signInButton = (
    <Button variant="primary" onClick={() => void signIn().catch(fail)}>
      {t('signIn')}
    </Button>
  );
  const errorAlert = error && (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );

  if (!callback && !signedOut) {
    return (
      <section className={styles.page} aria-labelledby="signin-heading">
        <h1 id="signin-heading">{t('signInTitle')}</h1>
        <p>{t('page.lead', { siteName })}</p>
        {isLoggedIn ? (
          <p>
            {t('page.signedIn', { name: userName ?? '' })}{' '}
            <a href={returnTo}>{t('page.continue')}</a>
          </p>
        ) : busy ? (
          <p role="status">{t('signingYouIn')}</p>
        ) : (
          <>
            {signInButton}
            {/* Without JavaScript the button is not shown (styles/globals.css): say why. */}
            <p className="no-script-only">{t('page.noScript')}</p>
          </>
        )}
        {errorAlert}
      </section>
    );
  }

  return (
    <main className={styles.main}>
      <Head>
        <title>{t('signInTitle')}</title>
      </Head>
      <div>
        {busy ? (
          <p role="status">{t(signedOut ? 'signingYouOut' : 'signingYouIn')}</p>
        ) : (
          signInButton
        )}
        {errorAlert}
      </div>
    </main>
  );
}
