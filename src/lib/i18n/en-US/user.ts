/** The visitor's device and account. */
export const messages = {
  'error.noDeviceId': 'No device id',
} as const;
