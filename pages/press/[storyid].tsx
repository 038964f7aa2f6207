import { siteLayout, withLayout } from '@/application/layout';
import { withErrorStatus } from '@/application/page-views/ErrorView';
import { StoryView } from '@/application/page-views/StoryView';
import { storyPageProps } from '@/server/content/contentPages';

// One story of this kind; an unknown slug, or another kind's story, is a 404.
export const getServerSideProps = storyPageProps('press');

export default withLayout(withErrorStatus(StoryView), siteLayout());
