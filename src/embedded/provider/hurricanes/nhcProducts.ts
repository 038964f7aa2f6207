import type { Basin } from './hurricane.types';

/** Where NHC data comes from: the raw documents, in NHC's own formats. */
export interface NhcSource {
  /** NHC's CurrentStorms.json, parsed as JSON but not yet validated. */
  currentStorms(): Promise<unknown>;
  /** The Tropical Weather Outlook text product of a basin (plain text or its .shtml page). */
  outlookText(basin: Basin): Promise<string>;
  /**
   * A product CurrentStorms.json links to (a KMZ, a `.shtml` text page), by its NHC URL; null when
   * NHC has no such file (404) or the sample does not bundle it.
   */
  product(url: string): Promise<Uint8Array | null>;
}

/** NHC/CPHC product ids of the Tropical Weather Outlook per basin. */
export const OUTLOOK_PRODUCTS: Readonly<Record<Basin, string>> = {
  at: 'MIATWOAT',
  ep: 'MIATWOEP',
  cp: 'HFOTWOCP',
};

/**
 * The path of an NHC product URL on the configured NHC host: an absolute NHC URL keeps only its
 * path (so a mirror at `NHC_BASE_URL` serves it), a relative one is used as it is.
 */
export function productPath(url: string): string {
  try {
    const u = new URL(url, 'https://www.nhc.noaa.gov');
    return `${u.pathname}${u.search}`;
  } catch {
    return url.startsWith('/') ? url : `/${url}`;
  }
}

/** The file name of a product URL (last path segment), e.g. 'AL142024_015adv_CONE.kmz'. */
export function productFileName(url: string): string {
  return productPath(url).split('?')[0]?.split('/').pop() ?? '';
}
