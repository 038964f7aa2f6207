import { sitemapIndexServerSideProps } from '@/server/sitemap/sitemapFiles';

// The sitemap index is written by getServerSideProps (XML); the page renders nothing.
export const getServerSideProps = sitemapIndexServerSideProps();

export default function SitemapIndexXml() {
  return null;
}
