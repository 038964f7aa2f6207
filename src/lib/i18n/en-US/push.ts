/** Alert notifications for favourite places (Web Push): the per-place switch and the privacy note. */
export const messages = {
  'toggle.label': 'Notify me of alerts for {place}',
  'toggle.unsupported': 'This browser cannot show notifications from websites.',
  'toggle.denied':
    "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  'toggle.dismissed': 'Notifications were not allowed, so none will be sent.',
  'toggle.failed': 'Could not change notifications. Try again later.',
  'toggle.on': 'You will be notified of new alerts for {place} on this device.',
  'toggle.off': 'Notifications for {place} are off.',
  'privacy.heading': 'Alert notifications',
  'privacy.text':
    'Only if you turn them on for a place (in Manage Locations or on its alerts page), this device receives a notification for each new weather alert there. Your browser’s push service carries them, encrypted; we keep this device’s push address and the places you chose. Privacy opt-outs and Global Privacy Control do not turn them off, because you asked for them; signing out stops the ones you turned on while signed in.',
  'privacy.none': 'No alert notifications are on for this device.',
  'privacy.on': 'On for this device: {places}.',
} as const;
