import type { HydrationPayload } from './hydration';

/** Head metadata every page renders server-side. */
export interface SeoProps {
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that must not be indexed under their URL (404, 500). */
  canonical: string | null;
  /** The page's place in the site, for a BreadcrumbList (JSON-LD): Home first, the page last. */
  breadcrumbs?: { name: string; url: string }[];
}

/** Props every page receives from getServerSideProps (plain JSON, never a secret). */
export interface PageProps {
  initialState: HydrationPayload;
  seo: SeoProps;
  pageId: string;
}
