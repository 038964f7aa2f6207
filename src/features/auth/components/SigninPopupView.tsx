import Head from 'next/head';
import { useState } from 'react';

import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import { getUserManager, toAuthSettings, type AuthClientSettings } from '@/lib/auth/userManager';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { useRunOnce } from '../hooks/useRunOnce';
import styles from './BarePage.module.css';

const t = translator('auth', messages);

/** Props of the bare sign-in helper pages (getServerSideProps gives the public auth settings). */
export interface AuthPageProps {
  auth: AuthClientSettings | null;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Whether this page runs inside a frame (the sign-in modal's) rather than a window of its own. */
function isFramed(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/**
 * /signin/popup: where the identity provider answers a sign-in from the modal's iframe or from
 * the popup window. In the modal's iframe it hands the response to the parent page, as
 * oidc-client-ts's frames do (signinSilentCallback: a message on the site's origin); in a popup
 * to the opener (signinPopupCallback), which closes this window. Failures are shown.
 */
export function SigninPopupView({ auth }: AuthPageProps) {
  const [error, setError] = useState<string | null>(null);
  useRunOnce(() => {
    getUserManager(toAuthSettings(auth), { callbackOnly: true })
      .then((manager) => {
        if (!manager) throw new Error(AUTH_ERRORS.noUserManager);
        return isFramed() && !window.opener
          ? manager.signinSilentCallback()
          : manager.signinPopupCallback();
      })
      .catch((err: unknown) => setError(messageOf(err)));
  });
  return (
    <main className={styles.main}>
      <Head>
        <title>{t('signingInTitle')}</title>
        {/* A sign-in callback, never a page to index (robots.txt also disallows /signin/). */}
        <meta name="robots" content="noindex" />
      </Head>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : (
        <p role="status">{t('signingYouIn')}</p>
      )}
    </main>
  );
}
