import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { SitemapStatesView } from '@/application/page-views/SitemapStatesView';
import { sitemapStatesPageProps } from '@/server/sitemap/sitemapPages';

export const getServerSideProps = sitemapStatesPageProps;

export default withLayout(withErrorStatus(SitemapStatesView), siteLayout());
