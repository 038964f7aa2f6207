/** The search feature's public surface for other features (its slice is public too). */
export {
  MIN_SUGGESTION_LENGTH,
  SEARCH_DEBOUNCE_MS,
  useLocationSearch,
  type LocationSearchOptions,
  type LocationSearchResult,
} from './hooks/useLocationSearch';
