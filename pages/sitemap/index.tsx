import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { SitemapView } from '@/application/page-views/SitemapView';
import { sitemapIndexPageProps } from '@/server/sitemap/sitemapPages';

export const getServerSideProps = sitemapIndexPageProps;

export default withLayout(withErrorStatus(SitemapView), siteLayout());
