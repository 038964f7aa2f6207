import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { SitemapStateView } from '@/application/page-views/SitemapStateView';
import { sitemapStatePageProps } from '@/server/sitemap/sitemapPages';

export const getServerSideProps = sitemapStatePageProps;

export default withLayout(withErrorStatus(SitemapStateView), siteLayout());
