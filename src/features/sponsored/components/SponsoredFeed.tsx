import { useEffect, useState } from 'react';
import * as z from 'zod/mini';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/sponsored';
import { WEB2_BASE_URL } from '@/lib/web2/basePath';
import type { SponsoredItem } from '@/types/sponsored';

import styles from './SponsoredContent.module.css';

const t = translator('sponsored', messages);

const answerSchema = z.object({
  placementId: z.string(),
  items: z
    .array(
      z.object({
        title: z.string(),
        // Only the site's own paths are followed (the embedded feed recommends its articles).
        url: z.string().check(z.regex(/^\/(?!\/)/)),
        category: z.string(),
        image: z.nullable(z.object({ url: z.string(), alt: z.string() })),
      }),
    )
    .check(z.maxLength(12)),
});

export interface SponsoredFeedProps {
  pageId: string;
  placementId: string;
  exclude?: string;
  siteName: string;
}

/** Reads the placement's recommendations once and lists them (its own chunk, loaded on demand). */
export function SponsoredFeed({ pageId, placementId, exclude, siteName }: SponsoredFeedProps) {
  const [items, setItems] = useState<SponsoredItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const params = new URLSearchParams({ pageId, placementId });
    if (exclude) params.set('exclude', exclude);
    const url = `${window.location.origin}${WEB2_BASE_URL}/sponsored/recommendations?${params}`;
    fetch(url, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        setItems(answerSchema.parse(await res.json()).items);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('Sponsored content: no recommendations', err);
      });
    return () => controller.abort();
  }, [pageId, placementId, exclude]);
  if (items.length === 0) return null;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.url} className={styles.item}>
          {item.image ? (
            // A plain img: the pictures are the site's own static files, sized by the CSS box.
            <img
              className={styles.image}
              src={item.image.url}
              alt={item.image.alt}
              loading="lazy"
            />
          ) : (
            <span className={styles.image} />
          )}
          <span>
            <a className={styles.title} href={item.url}>
              {item.title}
            </a>
            <span className={styles.source}>{t('source', { siteName })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
