import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { SitemapContinentView } from '@/application/page-views/SitemapContinentView';
import { sitemapContinentPageProps } from '@/server/sitemap/sitemapPages';

export const getServerSideProps = sitemapContinentPageProps;

export default withLayout(withErrorStatus(SitemapContinentView), siteLayout());
