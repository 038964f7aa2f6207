import { AdSlot } from '@/features/ads';
import { RelatedStories, StoryArticle, useViewBeacon } from '@/features/content';
import { SponsoredContent } from '@/features/sponsored';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/ads';
import type { StoryData } from '@/types/content';
import type { PageProps } from '@/types/page';

const t = translator('ads', messages);

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
        name={t('slot.name.story')}
        slotIds={['story-mobile', 'story']}
        sizes={{ mobile: '300x250', tablet: '300x600', desktop: '300x600' }}
      />
      <SponsoredContent exclude={article.slug} />
      <RelatedStories articles={related} />
    </>
  );
}
