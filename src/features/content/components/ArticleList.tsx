import type { ReactNode } from 'react';

import type { ArticleSummary } from '@/types/content';

import { ArticleCard } from './ArticleCard';
import styles from './ArticleList.module.css';

interface ArticleListProps {
  articles: ArticleSummary[];
  headingLevel?: 2 | 3;
  /** Load the first image at once (a list at the top of the page). */
  eagerFirst?: boolean;
  /** Something after every `every` cards but the last (an ad): `render(n)` draws the nth, from 1. */
  interleave?: { every: number; render: (n: number) => ReactNode };
}

/** Stories as a list of cards. */
export function ArticleList({
  articles,
  headingLevel = 2,
  eagerFirst = false,
  interleave,
}: ArticleListProps) {
  return (
    <ul className={styles.list}>
      {articles.map((article, i) => {
        const after = i + 1;
        const between =
          interleave && after % interleave.every === 0 && after < articles.length
            ? interleave.render(after / interleave.every)
            : null;
        return [
          <li key={article.slug}>
            <ArticleCard
              article={article}
              headingLevel={headingLevel}
              eager={eagerFirst && i === 0}
            />
          </li>,
          between && <li key={`${article.slug}:after`}>{between}</li>,
        ];
      })}
    </ul>
  );
}
