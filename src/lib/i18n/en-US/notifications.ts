/** The location bar's alerts badge. */
export const messages = {
  badge: '{count} alerts for {name}',
  'error.fetchStatus': 'Could not fetch notification status',
  'error.noConfig': 'No config',
} as const;
