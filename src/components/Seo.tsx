import Head from 'next/head';

import type { SeoProps } from '@/types/page';

/** Title, description and canonical link (when the page has one) for the document head. */
export function Seo({ title, description, canonical }: SeoProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
    </Head>
  );
}
