import { siteLayout, withLayout } from '@/application/layout';
import { ArticleListView } from '@/application/page-views/ArticleListView';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { articleListPageProps } from '@/server/content/contentPages';

// The newest stories (`?p=2` for older ones) or the most read (`?page=top`).
export const getServerSideProps = articleListPageProps('education');

export default withLayout(withErrorStatus(ArticleListView), siteLayout());
