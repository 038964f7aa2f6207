/** The privacy feature's texts: the opt-out links and their states, the button of the choices dialog. */
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
} as const;
