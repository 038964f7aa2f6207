import {
  gdprApplies,
  gppApplicableSections,
  mayLoadTracking,
  purposesFor,
  usnatFields,
  type TrackingInput,
  type UsnatInput,
} from './consentRules';

describe('usnatFields', () => {
  const base: UsnatInput = { regimeApplies: true, doNotSell: null, limitUse: null, gpc: false };
  it.each([
    ['no regime: not applicable', { regimeApplies: false }, 0, 0, 0, false],
    ['regime, never chosen: notices given, not opted out', {}, 1, 2, 2, false],
    ['opted out of sale', { doNotSell: true }, 1, 1, 2, false],
    ['opted in explicitly', { doNotSell: false }, 1, 2, 2, false],
    ['limited sensitive use', { limitUse: true }, 1, 2, 1, false],
    ['GPC with the opt-out it brings', { doNotSell: true, gpc: true }, 1, 1, 2, true],
    ['GPC where no regime applies', { regimeApplies: false, gpc: true }, 0, 0, 0, true],
  ])('%s', (_, change, notice, sale, sensitive, gpc) => {
    const fields = usnatFields({ ...base, ...change });
    expect(fields.SaleOptOutNotice).toBe(notice);
    expect(fields.SharingNotice).toBe(notice);
    expect(fields.SensitiveDataLimitUseNotice).toBe(notice);
    expect(fields.SaleOptOut).toBe(sale);
    expect(fields.SharingOptOut).toBe(sale);
    expect(fields.TargetedAdvertisingOptOut).toBe(sale);
    expect(fields.SensitiveDataProcessing).toHaveLength(16);
    expect(new Set(fields.SensitiveDataProcessing)).toEqual(new Set([sensitive]));
    expect(fields.Gpc).toBe(gpc);
  });
});

describe('gppApplicableSections and gdprApplies', () => {
  it.each([
    [true, [7]],
    [false, [-1]],
  ])('regime %s → %j', (regime, sections) => {
    expect(gppApplicableSections(regime)).toEqual(sections);
  });

  it.each([
    [null, false],
    [{ requiresGDPRCompliance: false }, false],
    [{ requiresGDPRCompliance: true }, true],
  ])('%j → %s', (compliance, expected) => {
    expect(gdprApplies(compliance)).toBe(expected);
  });

  it('Accept all is purposes 1–10, Reject all none', () => {
    expect(purposesFor('all')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(purposesFor('none')).toEqual([]);
  });
});

describe('mayLoadTracking', () => {
  const base: TrackingInput = {
    isBot: false,
    ready: true,
    gdpr: false,
    purposes: null,
    doNotSell: null,
    gpc: false,
  };
  it.each<[string, Partial<TrackingInput>, boolean]>([
    ['a US visitor without opt-out', {}, true],
    ['not ready', { ready: false }, false],
    ['a crawler', { isBot: true }, false],
    ['opted out of sale', { doNotSell: true }, false],
    ['GPC', { gpc: true }, false],
    ['GDPR, undecided', { gdpr: true }, false],
    ['GDPR, rejected all', { gdpr: true, purposes: [] }, false],
    ['GDPR, accepted all', { gdpr: true, purposes: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }, true],
    ['GDPR, no device access', { gdpr: true, purposes: [2, 7] }, false],
    ['GDPR, device access only', { gdpr: true, purposes: [1] }, false],
    ['GDPR, no measurement', { gdpr: true, purposes: [1, 2, 3, 4] }, false],
    ['GDPR, every purpose trackers need', { gdpr: true, purposes: [1, 3, 4, 7, 8] }, true],
  ])('%s → %s', (_, change, expected) => {
    expect(mayLoadTracking({ ...base, ...change })).toBe(expected);
  });
});
