import { TCString } from '@iabtcf/core';

import { bundledVendorIds, decodeConsent, encodeConsent } from './tcfSignal';

describe('the TC string of a decision', () => {
  it.each([
    ['Accept all', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
    ['Reject all', []],
    ['some purposes', [1, 7, 9]],
  ])('%s round-trips through a service-specific TC string', (_, purposes) => {
    const tcString = encodeConsent(purposes, new Date('2026-03-01T00:00:00Z'));
    expect(decodeConsent(tcString)).toEqual({ tcString, purposes });
    const model = TCString.decode(tcString);
    expect(model.cmpId).toBe(2);
    expect(model.isServiceSpecific).toBe(true);
    expect(model.policyVersion).toBe(4);
    expect(model.vendorListVersion).toBe(1);
  });

  it('gives the bundled vendors consent only with one of their purposes', () => {
    const [adServer] = bundledVendorIds();
    expect(TCString.decode(encodeConsent([1])).vendorConsents.has(adServer ?? 0)).toBe(true);
    expect(TCString.decode(encodeConsent([9])).vendorConsents.has(adServer ?? 0)).toBe(false);
    expect(TCString.decode(encodeConsent([])).vendorConsents.size).toBe(0);
  });

  it('reads a damaged string as no decision', () => {
    expect(decodeConsent('not a tc string')).toBeNull();
  });
});
