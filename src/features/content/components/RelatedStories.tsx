import { useId } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';
import type { ArticleSummary } from '@/types/content';

import { ArticleList } from './ArticleList';
import styles from './RelatedStories.module.css';

const t = translator('content', messages);

/** Stories to read next, under their own heading; nothing when there are none. */
export function RelatedStories({ articles }: { articles: ArticleSummary[] }) {
  const headingId = useId();
  if (articles.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('story.related')}
      </h2>
      <ArticleList articles={articles} headingLevel={3} />
    </section>
  );
}
