import Head from 'next/head';

import type { SeoProps } from '@/types/page';

/** A BreadcrumbList (schema.org) as JSON-LD; `<` is escaped so no value can close the script. */
function breadcrumbJsonLd(items: NonNullable<SeoProps['breadcrumbs']>): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }).replace(/</g, '\\u003c');
}

/** Title, description, canonical link (when the page has one) and breadcrumb trail for the document head. */
export function Seo({ title, description, canonical, breadcrumbs }: SeoProps) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {breadcrumbs && breadcrumbs.length > 0 && (
        <script
          type="application/ld+json"
          // JSON-LD is data, not script; the value is escaped by breadcrumbJsonLd.
          dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(breadcrumbs) }}
        />
      )}
    </Head>
  );
}
