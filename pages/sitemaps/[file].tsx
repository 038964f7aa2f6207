import { sitemapFileServerSideProps } from '@/server/sitemap/sitemapFiles';

// One sitemap file (`/sitemaps/<source>-<n>.xml`), written by getServerSideProps; renders nothing.
export const getServerSideProps = sitemapFileServerSideProps();

export default function SitemapFileXml() {
  return null;
}
