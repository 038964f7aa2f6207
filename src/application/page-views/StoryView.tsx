import { AdSlot } from '@/features/ads';
import { RelatedStories, StoryArticle, useViewBeacon } from '@/features/content';
import { SponsoredContent } from '@/features/sponsored';
import type { StoryData } from '@/types/content';
import type { PageProps } from '@/types/page';

/** Props of a story page (`/news/…`, `/press/…`, `/education/…`). */
export type StoryViewProps = PageProps & StoryData;

/** One story and the stories to read next; the browser reports the read once it has loaded. */
export function StoryView({ article, related, videoAvailable, videoCaptions }: StoryViewProps) {
  useViewBeacon(article.slug);
  return (
    <>
      <StoryArticle
        article={article}
        videoAvailable={videoAvailable}
        videoCaptions={videoCaptions}
      />
      <AdSlot
        slotIds={['story-mobile', 'story']}
        sizes={{ mobile: '300x250', tablet: '300x600', desktop: '300x600' }}
      />
      <SponsoredContent exclude={article.slug} />
      <RelatedStories articles={related} />
    </>
  );
}
