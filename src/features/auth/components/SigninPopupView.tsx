import Head from 'next/head';
import { useState } from 'react';

import { AUTH_ERRORS } from '@/lib/auth/tokenRules';
import { getUserManager, toAuthSettings, type AuthClientSettings } from '@/lib/auth/userManager';

import { useRunOnce } from '../hooks/useRunOnce';
import styles from './BarePage.module.css';

/** Props of the bare sign-in helper pages (getServerSideProps gives the public auth settings). */
export interface AuthPageProps {
  auth: AuthClientSettings | null;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * /signin/popup: the popup's landing page after the identity provider. It hands the response to
 * the opener (signinPopupCallback), which closes this window; failures are shown.
 */
export function SigninPopupView({ auth }: AuthPageProps) {
  const [error, setError] = useState<string | null>(null);
  useRunOnce(() => {
    getUserManager(toAuthSettings(auth))
      .then((manager) => {
        if (!manager) throw new Error(AUTH_ERRORS.noUserManager);
        return manager.signinPopupCallback();
      })
      .catch((err: unknown) => setError(messageOf(err)));
  });
  return (
    <main className={styles.main}>
      <Head>
        <title>Signing in</title>
      </Head>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </main>
  );
}
