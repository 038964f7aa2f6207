import type { Basin } from './hurricane.types';

/** Where NHC data comes from: the raw documents, in NHC's own formats. */
export interface NhcSource {
  /** NHC's CurrentStorms.json, parsed as JSON but not yet validated. */
  currentStorms(): Promise<unknown>;
  /** The Tropical Weather Outlook text product of a basin (plain text or its .shtml page). */
  outlookText(basin: Basin): Promise<string>;
}

/** NHC/CPHC product ids of the Tropical Weather Outlook per basin. */
export const OUTLOOK_PRODUCTS: Readonly<Record<Basin, string>> = {
  at: 'MIATWOAT',
  ep: 'MIATWOEP',
  cp: 'HFOTWOCP',
};
