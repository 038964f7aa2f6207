import type { HydrationPayload } from './hydration';

/** Head metadata every page renders server-side. */
export interface SeoProps {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that must not be indexed under their URL (404, 500). */
  canonical: string | null;
  /** The page's place in the site, for a BreadcrumbList (JSON-LD): Home first, the page last. */
  breadcrumbs?: { name: string; url: string }[];
  /** More schema.org objects for the page (NewsArticle, FAQPage, WebSite…), each a JSON-LD script. */
  jsonLd?: Record<string, unknown>[];
  /** Open Graph type; `website` unless the page says otherwise (`article` for stories). */
  ogType?: 'website' | 'article';
  /** An absolute image URL for link previews (Open Graph and Twitter card), with its alt text. */
  image?: { url: string; alt: string };
  /** True for pages search engines must not index (test pages, search results). */
  noindex?: boolean;
}

/** Props every page receives from getServerSideProps (plain JSON, never a secret). */
export interface PageProps {
  initialState: HydrationPayload;
  seo: SeoProps;
  pageId: string;
}
