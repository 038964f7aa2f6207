import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { PartnersView, type PartnersViewProps } from '@/application/page-views/PartnersView';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { getConfig } from '@/server/config';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

const t = translator('legal', messages);

export const getServerSideProps = withUpstreamBudgetPage<PartnersViewProps>(async (ctx) => {
  const page = await buildSitePageProps(ctx, {
    pattern: '/partners',
    canonicalPath: '/partners',
    title: t('partnersTitle'),
    description: t('partnersDescription', { siteName: getConfig().env.SITE_NAME }),
    trail: [{ name: t('partnersTitle'), path: '/partners' }],
  });
  if (!page) return { notFound: true };
  return { props: page };
});

export default withLayout(withErrorStatus(PartnersView), siteLayout());
