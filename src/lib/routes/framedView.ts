/** The query that asks one of the site's pages for its content alone, to show in a frame. */
export const FRAMED_VIEW = { param: 'view', value: 'framed' } as const;

/**
 * The address to frame for `url`: a page of the site's own (a path) asks for its framed view;
 * any other address (a configured external policy) is framed as it is.
 */
export function framedViewUrl(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const target = new URL(url, 'http://site.invalid');
  target.searchParams.set(FRAMED_VIEW.param, FRAMED_VIEW.value);
  return `${target.pathname}${target.search}${target.hash}`;
}
