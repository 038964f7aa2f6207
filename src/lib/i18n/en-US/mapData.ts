/**
 * The map's data reads (the maps slice, in every page's store): apart from the map page's own
 * texts (maps.ts), so pages without a map do not carry them.
 */
export const messages = {
  'error.alerts': 'Could not load the alerts',
  'error.hurricanes': 'Could not load the hurricanes',
} as const;
