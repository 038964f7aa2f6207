import { GDPR_COUNTRIES, US_STATE_PRIVACY_LAWS } from './compliance.regimes';
import { complianceForHeaders, complianceForIp, regimeFor } from './compliance.service';

const NONE = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};
const GDPR = { ...NONE, requiresGDPRCompliance: true };
const STATE = { ...NONE, dataPrivacyEnabled: true, sensitiveDataRestrictionEnabled: true };

/** A GeoLite stand-in answering a fixed place per address. */
const places: Record<string, { country: string; region: string | null }> = {
  '81.2.69.160': { country: 'GB', region: 'ENG' },
  '2.16.0.1': { country: 'FR', region: 'IDF' },
  '5.1.1.1': { country: 'NO', region: null },
  '31.1.1.1': { country: 'CH', region: 'ZH' },
  '3.3.3.3': { country: 'US', region: 'CA' },
  '4.4.4.4': { country: 'US', region: 'NY' },
  '6.6.6.6': { country: 'US', region: 'RI' },
  '7.7.7.7': { country: 'JP', region: '13' },
};
const lookup = (ip: string) => places[ip] ?? null;

describe('compliance by visitor region', () => {
  it('requires GDPR compliance in the EU, EEA, UK and Switzerland', () => {
    expect(complianceForIp('81.2.69.160', { lookup })).toEqual(GDPR);
    expect(complianceForIp('2.16.0.1', { lookup })).toEqual(GDPR);
    expect(complianceForIp('5.1.1.1', { lookup })).toEqual(GDPR);
    expect(complianceForIp('31.1.1.1', { lookup })).toEqual(GDPR);
    expect(Object.keys(GDPR_COUNTRIES)).toEqual(
      expect.arrayContaining(['DE', 'IS', 'LI', 'NO', 'GB', 'CH']),
    );
  });

  it('enables data privacy in US states with a comprehensive privacy law in force', () => {
    expect(complianceForIp('3.3.3.3', { lookup })).toEqual(STATE);
    expect(complianceForIp('4.4.4.4', { lookup })).toEqual(NONE);
    expect(complianceForIp('7.7.7.7', { lookup })).toEqual(NONE);
    expect(regimeFor({ country: 'US', region: 'tx' })).toMatchObject({
      kind: 'us-state',
      state: 'TX',
    });
    expect(new Set(US_STATE_PRIVACY_LAWS.map((l) => l.state)).size).toBe(19);
  });

  it('weighs the effective date: a law not yet in force sets nothing', () => {
    expect(complianceForIp('6.6.6.6', { lookup, now: new Date('2025-12-31T12:00:00Z') })).toEqual(
      NONE,
    );
    expect(complianceForIp('6.6.6.6', { lookup, now: new Date('2026-01-01T00:00:00Z') })).toEqual(
      STATE,
    );
  });

  it('treats private, loopback, malformed and unknown addresses as US without a state', () => {
    const lookupSpy = jest.fn(lookup);
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', 'nonsense', '', '9.9.9.9']) {
      expect(complianceForIp(ip, { lookup: lookupSpy })).toEqual(NONE);
    }
    expect(lookupSpy.mock.calls.map(([ip]) => ip)).toEqual(['nonsense', '9.9.9.9']);
    expect(regimeFor(null)).toEqual({ kind: 'none', country: 'US' });
  });

  it('reads the visitor from the first X-Forwarded-For address', () => {
    expect(complianceForHeaders({ 'x-forwarded-for': '81.2.69.160, 3.3.3.3' }, { lookup })).toEqual(
      GDPR,
    );
    expect(complianceForHeaders({ 'X-Forwarded-For': '3.3.3.3' }, { lookup })).toEqual(STATE);
    expect(complianceForHeaders({}, { lookup })).toEqual(NONE);
  });
});
