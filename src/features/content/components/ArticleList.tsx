import type { ArticleSummary } from '@/types/content';

import { ArticleCard } from './ArticleCard';
import styles from './ArticleList.module.css';

interface ArticleListProps {
  articles: ArticleSummary[];
  headingLevel?: 2 | 3;
  /** Load the first image at once (a list at the top of the page). */
  eagerFirst?: boolean;
}

/** Stories as a list of cards. */
export function ArticleList({ articles, headingLevel = 2, eagerFirst = false }: ArticleListProps) {
  return (
    <ul className={styles.list}>
      {articles.map((article, i) => (
        <li key={article.slug}>
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            eager={eagerFirst && i === 0}
          />
        </li>
      ))}
    </ul>
  );
}
