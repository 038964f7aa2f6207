import type { GetServerSideProps } from 'next';

import { SigninIndexView, type SigninIndexProps } from '@/features/auth/components/SigninIndexView';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';

// A bare page (no site frame). `callback`: the URL carries an authorization response to complete.
export const getServerSideProps: GetServerSideProps<SigninIndexProps> = async ({ req, query }) => ({
  props: {
    bare: true,
    auth: buildPublicConfig(getConfig(), siteOrigin(req)).authClientSettings,
    callback:
      typeof query.state === 'string' &&
      (typeof query.code === 'string' || typeof query.error === 'string'),
  },
});

export default SigninIndexView;
