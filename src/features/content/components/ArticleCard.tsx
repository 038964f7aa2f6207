import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { ArticleSummary } from '@/types/content';

import { formatArticleDay } from '../format';
import styles from './ArticleCard.module.css';

const t = translator('content', messages);

/** Intrinsic size of the hero illustrations (1200 × 630): the browser reserves the box. */
export const HERO_WIDTH = 1200;
export const HERO_HEIGHT = 630;

interface ArticleCardProps {
  article: ArticleSummary;
  /** The card title's heading level (2 on list pages, 3 under a section heading). */
  headingLevel?: 2 | 3;
  /** The first card of a list shows its image at once (it is usually in the first view). */
  eager?: boolean;
}

/** One story in a list: its image, category, title (the link), date and summary. */
export function ArticleCard({ article, headingLevel = 2, eager = false }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={article.heroUrl}
        alt=""
        width={HERO_WIDTH}
        height={HERO_HEIGHT}
        // The first card's image is the list's largest element: it is painted as soon as it can be.
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? undefined : 'async'}
      />
      <div className={styles.text}>
        <p className={styles.meta}>
          <span>{article.category}</span>
          {article.hasVideo && <span className={styles.video}>{t('list.video')}</span>}
        </p>
        <Heading className={styles.title}>
          <SiteLink href={article.path} className={styles.link}>
            {article.title}
          </SiteLink>
        </Heading>
        <p className={styles.date}>
          <time dateTime={article.publishedAt}>{formatArticleDay(article.publishedAt)}</time>
        </p>
        <p className={styles.summary}>{article.summary}</p>
      </div>
    </article>
  );
}
