/** The Your Privacy Choices dialog. */
export const messages = {
  'manager.title': 'Your Privacy Choices',
  'manager.intro':
    'Choose how {siteName} may use your personal information. Your choices apply on this device and, when you are signed in, to your account.',
  'manager.sale': 'Allow the sale or sharing of my personal information for targeted advertising',
  'manager.saleHelp':
    'Ad partners may receive your device id and coarse location to show ads that match your interests. Turn this off and the ads you see are not personalised.',
  'manager.sensitive': 'Allow the use of my sensitive personal information',
  'manager.sensitiveHelp':
    'Sensitive information includes precise location. Turn this off and it is used only to provide the weather you ask for.',
  'manager.gpc': 'Your browser sends a Global Privacy Control signal: sale and sharing stay off.',
  'manager.save': 'Save',
  'manager.saved': 'Your choices are saved.',
} as const;
