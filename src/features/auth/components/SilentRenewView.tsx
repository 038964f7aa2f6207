import Head from 'next/head';

import { getUserManager, toAuthSettings } from '@/lib/auth/userManager';

import { useRunOnce } from '../hooks/useRunOnce';
import type { AuthPageProps } from './SigninPopupView';

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
      <title>Signing in</title>
    </Head>
  );
}
