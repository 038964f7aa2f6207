import type { GetServerSideProps } from 'next';

import type { AuthPageProps } from '@/features/auth/components/SigninPopupView';
import { SilentRenewView } from '@/features/auth/components/SilentRenewView';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';

// A bare page (no site frame): only the public auth settings the UserManager needs.
export const getServerSideProps: GetServerSideProps<AuthPageProps> = async ({ req }) => ({
  props: { bare: true, auth: buildPublicConfig(getConfig(), siteOrigin(req)).authClientSettings },
});

export default SilentRenewView;
