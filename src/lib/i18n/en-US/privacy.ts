/** The privacy feature's texts: the opt-out links and their states. */
export const messages = {
  'statePrivacy.optIn': 'Do Not Sell/Share My Personal Information',
  'statePrivacy.optedOut': 'Not Selling/Sharing Your Data',
  'limitUse.optIn': 'Limit the Use of My Sensitive Personal Information',
  'limitUse.optedOut': 'Personal Information is Limited',
  loading: 'Loading',
  error: 'Error',
  confirmed: 'Confirmed',
  'error.update': 'Your privacy choice could not be saved.',
  'error.compliance': 'Your privacy requirements could not be read.',
  'error.noDevice': 'No device id: the choice cannot be sent yet.',
  'links.label': 'Privacy choices',
  'manager.open': 'Your Privacy Choices',
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
