/** The search feature's public surface for other features (its slice is public too). */
export {
  MIN_SUGGESTION_LENGTH,
  SEARCH_DEBOUNCE_MS,
  useLocationSearch,
  type LocationSearchOptions,
  type LocationSearchResult,
} from './hooks/useLocationSearch';
export type { SelectLocationHandler } from './hooks/useSelectLocation';
export { LocationSearch, type LocationSearchProps } from './components/LocationSearch';
export { LOCATION_SEARCH_FAILED, NO_LOCATIONS_FOUND } from './components/LocationCombobox';
