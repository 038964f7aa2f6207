import { robotsTxtServerSideProps } from '@/server/sitemap/sitemapFiles';

// robots.txt names the sitemap index on the configured origin, so it is written per deployment.
export const getServerSideProps = robotsTxtServerSideProps;

export default function RobotsTxt() {
  return null;
}
