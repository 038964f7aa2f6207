import Head from 'next/head';

import { getUserManager, toAuthSettings } from '@/lib/auth/userManager';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { useRunOnce } from '../hooks/useRunOnce';
import type { AuthPageProps } from './SigninPopupView';

const t = translator('auth', messages);

/**
 * /signin/silent-renew: loaded in a hidden iframe by a silent renew or a session query; it hands
 * the identity provider's answer to the parent window (signinSilentCallback). Shows nothing.
 */
export function SilentRenewView({ auth }: AuthPageProps) {
  useRunOnce(() => {
    void getUserManager(toAuthSettings(auth), { callbackOnly: true })
      .then((manager) => manager?.signinSilentCallback())
      // The parent times out on its own ('IFrame timed out without a response').
      .catch(() => undefined);
  });
  return (
    <Head>
      <title>{t('signingInTitle')}</title>
      {/* A sign-in callback, never a page to index (robots.txt also disallows /signin/). */}
      <meta name="robots" content="noindex" />
    </Head>
  );
}
