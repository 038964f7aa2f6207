import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { FaqView, type FaqViewProps } from '@/application/page-views/FaqView';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/faq';
import { faqPageJsonLd, faqTopics } from '@/features/faq';
import { configuredEmail } from '@/features/legal';
import { getConfig } from '@/server/config';
import { buildSitePageProps } from '@/server/pages/sitePage';
import { withUpstreamBudgetPage } from '@/server/pages/visitorPageProps';

const t = translator('faq', messages);

// The FAQPage structured data is made from the same questions, name and address the page shows.
export const getServerSideProps = withUpstreamBudgetPage<FaqViewProps>(async (ctx) => {
  const siteName = getConfig().env.SITE_NAME;
  const page = await buildSitePageProps(ctx, {
    pattern: '/faq',
    canonicalPath: '/faq',
    title: t('title'),
    description: t('description', { siteName }),
    trail: [{ name: t('title'), path: '/faq' }],
  });
  if (!page) return { notFound: true };
  const published = page.initialState.config?.value ?? null;
  const topics = faqTopics({
    siteName: published?.siteName ?? siteName,
    supportEmail: configuredEmail(published?.supportEmail),
  });
  return { props: { ...page, seo: { ...page.seo, jsonLd: [faqPageJsonLd(topics)] } } };
});

export default withLayout(withErrorStatus(FaqView), siteLayout());
