/** The active location. */
export const messages = {
  'error.change': 'Could not change location',
  'error.noLocation': 'No location for {slug}',
} as const;
