import { SiteLink } from '@/components/SiteLink';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/content';

import styles from './Pagination.module.css';

const t = translator('content', messages);

/** The address of page `page` of a list (`/news`, `/news?p=2`). */
export function listPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?p=${page}`;
}

interface PaginationProps {
  basePath: string;
  page: number;
  pageCount: number;
}

/** Newer and older pages of a list, as links with rel=prev and rel=next. */
export function Pagination({ basePath, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      {page > 1 ? (
        <SiteLink rel="prev" href={listPagePath(basePath, page - 1)}>
          {t('list.newer')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className={styles.position}>{t('list.pageOf', { page, pageCount })}</span>
      {page < pageCount ? (
        <SiteLink rel="next" href={listPagePath(basePath, page + 1)}>
          {t('list.older')}
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
