import type { GetServerSideProps } from 'next';

import { bareLayout, withLayout } from '@/application/layout';
import { SigninIndexView, type SigninIndexProps } from '@/features/auth/components/SigninIndexView';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';

// No site frame (bare layout). `callback`: the URL carries an authorization response to complete;
// `signedOut`: the identity provider's answer to a sign-out (state alone).
export const getServerSideProps: GetServerSideProps<SigninIndexProps> = async ({ query }) => ({
  props: {
    auth: buildPublicConfig(getConfig(), siteOrigin()).authClientSettings,
    callback:
      typeof query.state === 'string' &&
      (typeof query.code === 'string' || typeof query.error === 'string'),
    signedOut:
      typeof query.state === 'string' && query.code === undefined && query.error === undefined,
  },
});

export default withLayout(SigninIndexView, bareLayout);
