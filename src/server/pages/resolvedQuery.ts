/**
 * The query part of a request's `resolvedUrl` (`?su=2&x=y`), or '' without one: what a page's
 * redirect keeps when it sends the visitor to another path.
 */
export function resolvedQuery(resolvedUrl: string): string {
  const at = resolvedUrl.indexOf('?');
  return at >= 0 ? resolvedUrl.slice(at) : '';
}
