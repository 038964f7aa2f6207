import { siteOrFramedLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { TermsView, type TermsViewProps } from '@/application/page-views/TermsView';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { getConfig } from '@/server/config';
import { readPolicyVersions } from '@/server/legal/policyVersions.service';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { FRAMED_VIEW } from '@/lib/routes/framedView';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

const t = translator('legal', messages);

// The version line comes from the legal policy service; when it fails the text renders without it.
export const getServerSideProps = withUpstreamBudgetPage<TermsViewProps>(async (ctx) => {
  const siteName = getConfig().env.SITE_NAME;
  // Shown in the notices' policy dialog: the text alone, not indexed (the canonical URL is the page).
  const framed = ctx.query[FRAMED_VIEW.param] === FRAMED_VIEW.value;
  const [page, versions] = await Promise.all([
    buildSitePageProps(ctx, {
      pattern: '/legal/terms',
      canonicalPath: '/legal/terms',
      title: t('termsTitle'),
      description: t('termsDescription', { siteName }),
      seo: { noindex: framed },
      trail: [{ name: t('termsTitle'), path: '/legal/terms' }],
    }),
    readPolicyVersions(),
  ]);
  if (!page) return { notFound: true };
  return { props: { ...page, framed, policy: versions ? { version: versions.termsOfUse } : null } };
});

export default withLayout(withErrorStatus(TermsView), siteOrFramedLayout());
