import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { AD_PAGE_IDS, withAdPageId } from '@/server/ads/adPageId';
import { StoryView } from '@/application/page-views/StoryView';
import { storyPageProps } from '@/server/content/contentPages';

// One story of this kind; an unknown slug, or another kind's story, is a 404.
export const getServerSideProps = withAdPageId(AD_PAGE_IDS.newsStory, storyPageProps('news'));

export default withLayout(withErrorStatus(StoryView), siteLayout());
