import type { Locality } from '@/types/location';

import { MAX_RECENT_SEARCHES } from './searchSlice';

/** The localStorage key that keeps recent searches across visits. */
export const RECENT_SEARCHES_STORAGE_KEY = 'wb_recent_searches';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Access itself throws where storage is blocked (e.g. some privacy modes).
  }
}

function isStoredLocality(value: unknown): value is Locality {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    typeof place.CityId === 'string' &&
    typeof place.DisplayCompositeName === 'string' &&
    typeof place.SlugName === 'string'
  );
}

/** The stored recent searches; [] on the server, when nothing is stored, or on bad data. */
export function loadRecentSearches(): Locality[] {
  const storage = browserStorage();
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(isStoredLocality).slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

/** Stores the recent searches; a no-op on the server and when storage is full or blocked. */
export function saveRecentSearches(places: readonly Locality[]): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    storage.setItem(
      RECENT_SEARCHES_STORAGE_KEY,
      JSON.stringify(places.slice(0, MAX_RECENT_SEARCHES)),
    );
  } catch {
    // Quota exceeded or storage disabled: recent searches then last for this visit only.
  }
}
