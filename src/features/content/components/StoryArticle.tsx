import type { MouseEvent } from 'react';

import { followSiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { Article } from '@/types/content';

import { formatArticleTime } from '../format';
import { HERO_HEIGHT, HERO_WIDTH } from './ArticleCard';
import styles from './StoryArticle.module.css';
import { VideoFigure } from './VideoFigure';

const t = translator('content', messages);

interface StoryArticleProps {
  article: Article;
  videoAvailable: boolean;
  videoCaptions: string | null;
}

/** A click on a link of the story's body: a page of the site is shown by the router. */
function followBodyLink(event: MouseEvent<HTMLDivElement>): void {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (anchor && event.currentTarget.contains(anchor)) followSiteLink(event, anchor);
}

/**
 * A whole story: category, title, summary, author and times, the hero image (fetched first: it is
 * the page's largest paint), the body (HTML sanitised when the story was imported) and its video.
 */
export function StoryArticle({ article, videoAvailable, videoCaptions }: StoryArticleProps) {
  const updated = article.updatedAt !== article.publishedAt;
  return (
    <article className={styles.story}>
      <header className={styles.header}>
        <p className={styles.category}>{article.category}</p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <span>{t('story.by', { author: article.author })}</span>
          <span>
            {t('story.published')}{' '}
            <time dateTime={article.publishedAt}>{formatArticleTime(article.publishedAt)}</time>
          </span>
          {updated && (
            <span>
              {t('story.updated')}{' '}
              <time dateTime={article.updatedAt}>{formatArticleTime(article.updatedAt)}</time>
            </span>
          )}
        </p>
      </header>
      <img
        className={styles.hero}
        src={article.heroUrl}
        alt={article.heroAlt}
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        // The page's largest element: decoded with the first paint that can show it, not after.
        fetchPriority="high"
      />
      {/* The body's links to the site's pages go through the router like the rest of the page's
          (the keyboard's Enter on a link is a click too). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates the clicks of the links inside, which are focusable and keyboard-activated themselves */}
      <div
        className={styles.body}
        onClick={followBodyLink}
        // Rendered from Markdown and sanitised (no script, style, image or raw HTML) at import.
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
      {article.video && (
        <VideoFigure
          video={article.video}
          available={videoAvailable}
          captions={videoCaptions}
          loading={article.kind === 'press' ? 'eager' : 'lazy'}
        />
      )}
    </article>
  );
}
