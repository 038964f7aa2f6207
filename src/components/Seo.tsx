import Head from 'next/head';

import type { SeoProps } from '@/types/page';

/** A schema.org object as JSON-LD text; `<` is escaped so no value can close the script. */
function jsonLdText(value: Record<string, unknown>): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...value }).replace(/</g, '\\u003c');
}

/** A BreadcrumbList (schema.org): Home first, the page last. */
function breadcrumbList(items: NonNullable<SeoProps['breadcrumbs']>): Record<string, unknown> {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * The document head every page renders on the server: title, description, canonical link (when
 * the page has one), Open Graph and Twitter card tags, and structured data (the breadcrumb trail
 * and any objects the page adds).
 */
export function Seo({
  title,
  description,
  canonical,
  breadcrumbs,
  jsonLd,
  ogType,
  image,
  noindex,
}: SeoProps) {
  const structured = [
    ...(breadcrumbs && breadcrumbs.length > 0 ? [breadcrumbList(breadcrumbs)] : []),
    ...(jsonLd ?? []),
  ];
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content={ogType ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={image.url} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image.url} />}
      {structured.map((item, i) => (
        <script
          key={i}
          type="application/ld+json"
          // JSON-LD is data, not script; the value is escaped by jsonLdText.
          dangerouslySetInnerHTML={{ __html: jsonLdText(item) }}
        />
      ))}
    </Head>
  );
}
