import {
  audienceMeasurementConsent,
  canSendOptOut,
  sponsoredPrivacyFlag,
  usPrivacyString,
} from './privacyRules';

const regime = (dataPrivacyEnabled: boolean, sensitiveDataRestrictionEnabled: boolean) => ({
  dataPrivacyEnabled,
  sensitiveDataRestrictionEnabled,
});

describe('the US privacy string', () => {
  it.each([
    [regime(true, false), undefined, '1YNN'],
    [regime(false, true), undefined, '1YNN'],
    [regime(true, true), null, '1YNN'],
    [regime(false, false), undefined, '1--N'],
    [null, undefined, '1--N'],
    [regime(true, true), '1YYN', '1YYN'],
    [regime(false, false), '1NNN', '1NNN'],
    [regime(true, false), '', '1YNN'],
  ])('compliance %j, given %j → %s', (compliance, given, expected) => {
    expect(usPrivacyString(compliance, given)).toBe(expected);
  });

  it('says opted out once the visitor opted out of sale or sharing (or sends GPC)', () => {
    expect(usPrivacyString(regime(true, false), null, true)).toBe('1YYN');
    expect(usPrivacyString(regime(false, false), null, true)).toBe('1--N');
    expect(usPrivacyString(regime(true, false), '1YNN', true)).toBe('1YNN'); // a given string stands
  });
});

describe('the audience-measurement flag cs_ucfr', () => {
  it.each([
    [{ optedOut: true, gpc: false }, '0'],
    [{ optedOut: null, gpc: true }, '0'],
    [{ optedOut: false, gpc: true }, '0'],
    [{ optedOut: false, gpc: false }, '1'],
    [{ optedOut: null, gpc: false }, ''],
  ] as const)('%j → %j', (input, expected) => {
    expect(audienceMeasurementConsent(input)).toBe(expected);
  });
});

describe('the sponsored-content privacy flag', () => {
  it.each([
    [regime(false, false), true, { doNotSell: true }, 'none'],
    [null, false, null, 'none'],
    [regime(true, false), true, null, 'true'],
    [regime(true, false), false, { doNotSell: true }, 'true'],
    [regime(false, true), false, { limitUseOfPI: true }, 'true'],
    [regime(true, true), false, { doNotSell: false, limitUseOfPI: false }, 'false'],
    [regime(true, false), false, null, 'false'],
  ])('compliance %j, gpc %j, cookie %j → %s', (compliance, gpc, cookie, expected) => {
    expect(sponsoredPrivacyFlag({ compliance, gpc, cookie })).toBe(expected);
  });
});

describe('opt-out updates', () => {
  it.each([
    ['a1b2', true],
    ['', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('device id %j → %j', (id, expected) => {
    expect(canSendOptOut(id)).toBe(expected);
  });
});
