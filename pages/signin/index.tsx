import type { GetServerSidePropsContext } from 'next';

import { bareLayout, siteLayout, withLayout, type GetLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { SigninIndexView, type SigninIndexProps } from '@/features/auth/components/SigninIndexView';
import { HOME_PATH, safeReturnPath } from '@/lib/auth/returnPath';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';
import { getConfig } from '@/server/config';
import { buildPublicConfig } from '@/server/configuration/configuration.service';
import { siteOrigin } from '@/server/http/siteOrigin';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';
import type { PageProps } from '@/types/page';

const t = translator('auth', messages);

/** The page the visitor came from (the Referer, when it is a page of this site), else home. */
function returnToOf(req: GetServerSidePropsContext['req'], origin: string): string {
  let url: URL;
  try {
    url = new URL(req.headers.referer ?? '');
  } catch {
    return HOME_PATH;
  }
  return url.origin === origin ? safeReturnPath(`${url.pathname}${url.search}`, origin) : HOME_PATH;
}

// `callback`: the URL carries an authorization response to complete; `signedOut`: the identity
// provider's answer to a sign-out (state alone). Both are helper pages with no site frame. Any
// other visit (a link, the house ad "Save your places") gets the site's frame, says what signing
// in keeps, and goes back to the page the visitor came from once signed in.
export const getServerSideProps = withUpstreamBudgetPage<SigninIndexProps & Partial<PageProps>>(
  async (ctx) => {
    const { query } = ctx;
    const origin = siteOrigin();
    const auth = buildPublicConfig(getConfig(), origin).authClientSettings;
    const callback =
      typeof query.state === 'string' &&
      (typeof query.code === 'string' || typeof query.error === 'string');
    const signedOut =
      typeof query.state === 'string' && query.code === undefined && query.error === undefined;
    if (callback || signedOut) return { props: { auth, callback, signedOut } };
    const siteName = getConfig().env.SITE_NAME;
    const page = await buildSitePageProps(ctx, {
      pattern: '/signin',
      canonicalPath: '/signin',
      title: t('signInTitle'),
      description: t('page.description', { siteName }),
      trail: [{ name: t('signInTitle'), path: '/signin' }],
      seo: { noindex: true },
    });
    if (!page) return { notFound: true };
    return {
      props: {
        ...page,
        auth,
        callback: false,
        signedOut: false,
        returnTo: returnToOf(ctx.req, origin),
      },
    };
  },
);

// The helper pages have no frame; a page of its own (or its error) has the site's, without ads
// (the sign-in pages have no ad configuration).
const framed = siteLayout({ adTop: null, adSide: null, adBottom: null });
const signinLayout: GetLayout = (page) =>
  'initialState' in (page.props as object) ? framed(page) : bareLayout(page);

export default withLayout(withErrorStatus(SigninIndexView), signinLayout);
