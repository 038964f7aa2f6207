import { RelatedStories, StoryArticle, useViewBeacon } from '@/features/content';
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
      <RelatedStories articles={related} />
    </>
  );
}
