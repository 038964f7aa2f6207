import type { HydrationPayload } from './hydration';

/** Head metadata every page renders server-side. */
export interface SeoProps {
  title: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
}

/** Props every page receives from getServerSideProps (plain JSON, never a secret). */
export interface PageProps {
  initialState: HydrationPayload;
  seo: SeoProps;
  pageId: string;
}
