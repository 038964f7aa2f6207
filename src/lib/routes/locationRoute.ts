/** What a location route needs from a place. */
export interface RoutableLocation {
  SlugName: string;
  RouteString?: string | null;
}

/**
 * Builds a location route: a path containing `:location` has it replaced by the
 * location's route string or slug; any other path gets the slug appended as a trailing segment.
 */
export function locationRoute(path: string, location: RoutableLocation): string {
  const [pathname = '', query] = splitQuery(path);
  let result: string;
  if (pathname.includes(':location')) {
    const value = location.RouteString || location.SlugName;
    result = pathname.replace(':location', encodeURIComponent(value));
  } else {
    result = `${pathname.replace(/\/+$/, '')}/${encodeURIComponent(location.SlugName)}`;
  }
  return query === undefined ? result : `${result}?${query}`;
}

function splitQuery(path: string): [string, string | undefined] {
  const i = path.indexOf('?');
  return i === -1 ? [path, undefined] : [path.slice(0, i), path.slice(i + 1)];
}
