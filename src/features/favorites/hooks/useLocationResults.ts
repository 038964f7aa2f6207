import { useEffect, useState } from 'react';

import { useAppSelector } from '@/application/hooks';
import { getBrowserProviderClient } from '@/lib/provider/browserProviderClient';
import { searchLocations } from '@/lib/provider/calls';
import type { Locality } from '@/types/location';

/** Wait after the last keystroke before searching. */
export const RESULTS_DEBOUNCE_MS = 250;
/** Results listed at most (spec 000 §9: at most 6 suggestions). */
export const MAX_RESULTS = 6;

/**
 * Location search results for `text` (longer than one character, spec 000 §5), through the
 * browser's provider client; the previous search is aborted when the text changes.
 */
export function useLocationResults(text: string): { results: Locality[]; searching: boolean } {
  const config = useAppSelector((state) => state.config.value);
  const user = useAppSelector((state) => state.user);
  const [results, setResults] = useState<Locality[]>([]);
  const [searching, setSearching] = useState(false);
  const query = text.trim();

  useEffect(() => {
    if (query.length <= 1) {
      setResults([]);
      setSearching(false);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      searchLocations(getBrowserProviderClient(), {
        searchString: query,
        stdParameters: {
          appId: 'wbweb',
          appVersion: config?.appVersion ?? '',
          formFactor: 'website',
          deviceId: user.deviceId ?? undefined,
          languageCode: user.language,
        },
        signal: controller.signal,
      })
        .then((found) => setResults(found.slice(0, MAX_RESULTS)))
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.error('Location search failed', err);
          if (!controller.signal.aborted) setResults([]);
        })
        .finally(() => {
          if (!controller.signal.aborted) setSearching(false);
        });
    }, RESULTS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, config?.appVersion, user.deviceId, user.language]);

  return { results, searching };
}
