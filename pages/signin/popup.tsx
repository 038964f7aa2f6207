import type { GetServerSideProps } from 'next';

import { bareLayout, withLayout } from '@/application/layout';
import { SigninPopupView, type AuthPageProps } from '@/features/auth/components/SigninPopupView';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';

// No site frame (bare layout): only the public auth settings the UserManager needs.
export const getServerSideProps: GetServerSideProps<AuthPageProps> = async () => ({
  props: { auth: buildPublicConfig(getConfig(), siteOrigin()).authClientSettings },
});

export default withLayout(SigninPopupView, bareLayout);
