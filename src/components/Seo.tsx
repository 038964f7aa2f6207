import Head from 'next/head';

import type { SeoProps } from '@/types/page';

/** Title, description and canonical link for the document head. */
export function Seo({ title, description, canonical }: SeoProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
    </Head>
  );
}
