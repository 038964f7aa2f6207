import type { GetServerSideProps } from 'next';

import { bareLayout, withLayout } from '@/application/layout';
import type { AuthPageProps } from '@/features/auth/components/SigninPopupView';
import { SilentRenewView } from '@/features/auth/components/SilentRenewView';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';

// No site frame (bare layout): only the public auth settings the UserManager needs.
export const getServerSideProps: GetServerSideProps<AuthPageProps> = async () => ({
  props: { auth: buildPublicConfig(getConfig(), siteOrigin()).authClientSettings },
});

export default withLayout(SilentRenewView, bareLayout);
