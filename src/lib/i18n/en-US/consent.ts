/** The consent feature's texts: the GDPR consent dialog, its purposes and the reopen control. */
export const messages = {
  'dialog.title': 'Privacy consent',
  'dialog.intro':
    '{siteName} and the ad partner it works with store and read information on your device, and use limited data about your visit, to show ads and measure how the site is used. You can accept, reject, or choose purpose by purpose. You can change your mind at any time with "Manage consent" at the bottom of every page.',
  'dialog.acceptAll': 'Accept all',
  'dialog.rejectAll': 'Reject all',
  'dialog.manage': 'Manage choices',
  'dialog.purposes': 'Purposes',
  'dialog.save': 'Save',
  'dialog.close': 'Close without changing your choices',
  'manage.open': 'Manage consent',
  'manage.region': 'Consent settings',
  'purpose.1': 'Store and/or access information on a device',
  'purpose.2': 'Use limited data to select advertising',
  'purpose.3': 'Create profiles for personalised advertising',
  'purpose.4': 'Use profiles to select personalised advertising',
  'purpose.5': 'Create profiles to personalise content',
  'purpose.6': 'Use profiles to select personalised content',
  'purpose.7': 'Measure advertising performance',
  'purpose.8': 'Measure content performance',
  'purpose.9':
    'Understand audiences through statistics or combinations of data from different sources',
  'purpose.10': 'Develop and improve services',
} as const;
