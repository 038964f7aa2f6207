import { siteOrFramedLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { PrivacyView, type PrivacyViewProps } from '@/application/page-views/PrivacyView';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { getConfig } from '@/server/config';
import { readPolicyVersions } from '@/server/legal/policyVersions.service';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { FRAMED_VIEW } from '@/lib/routes/framedView';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

const t = translator('legal', messages);

// The version line comes from the legal policy service; when it fails the text renders without it.
export const getServerSideProps = withUpstreamBudgetPage<PrivacyViewProps>(async (ctx) => {
  const siteName = getConfig().env.SITE_NAME;
  // Shown in the notices' policy dialog: the text alone, not indexed (the canonical URL is the page).
  const framed = ctx.query[FRAMED_VIEW.param] === FRAMED_VIEW.value;
  const [page, versions] = await Promise.all([
    buildSitePageProps(ctx, {
      pattern: '/legal/privacy',
      canonicalPath: '/legal/privacy',
      title: t('privacyTitle'),
      description: t('privacyDescription', { siteName }),
      seo: { noindex: framed },
      trail: [{ name: t('privacyTitle'), path: '/legal/privacy' }],
    }),
    readPolicyVersions(),
  ]);
  if (!page) return { notFound: true };
  return {
    props: { ...page, framed, policy: versions ? { version: versions.privacyPolicy } : null },
  };
});

export default withLayout(withErrorStatus(PrivacyView), siteOrFramedLayout());
