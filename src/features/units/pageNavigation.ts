/**
 * A full page load of `url` (not a client navigation): the server renders the page again, e.g. a
 * hurricane page in new wind and pressure units. Its own module so tests can replace it.
 */
export function reloadPageAt(url: string): void {
  window.location.assign(url);
}
