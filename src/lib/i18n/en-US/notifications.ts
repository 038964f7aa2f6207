/** The location bar's alerts badge. */
export const messages = {
  'badge.one': '{count} alert for {name}',
  'badge.other': '{count} alerts for {name}',
  'error.fetchStatus': 'Could not fetch notification status',
  'error.noConfig': 'No config',
} as const;
