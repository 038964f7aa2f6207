import type { PublicConfig } from '@/types/config';

import { measurementStore, STATE_REGIME } from '@tests/support/measurementStore';

import { startVendorLoading } from './measurementRuntime';
import { audienceConsent, injectVendors, planVendors, type VendorPlan } from './vendors';

const config = (over: {
  vendors?: { id: string; IsEnabled: boolean; MeasurementId: string }[];
  audience?: boolean;
}) => ({
  analytics: { vendors: over.vendors ?? [] },
  audienceMeasurement: {
    IsEnabled: over.audience ?? false,
    TagTypeC1Param: '2',
    PublisherIdC2Param: '1234567',
    EnableFirstPartyCookie: true,
  },
});
const GA = { id: 'google-analytics', IsEnabled: true, MeasurementId: 'G-ABC123XYZ' };
const allowed = { isBot: false, mayLoadTracking: true, csUcfr: '1' as const };

describe('planVendors', () => {
  it('loads nothing for a crawler, without consent, or without configuration', () => {
    const everything = config({ vendors: [GA], audience: true });
    const none = { googleTagIds: [], audience: null };
    expect(planVendors({ ...allowed, config: everything, isBot: true })).toEqual(none);
    expect(
      planVendors({ ...allowed, config: everything, mayLoadTracking: false, csUcfr: null }),
    ).toEqual(none);
    expect(planVendors({ ...allowed, config: null })).toEqual(none);
    expect(planVendors({ ...allowed, config: config({}) })).toEqual(none);
  });

  it('keeps audience measurement, flagged 0, where the Google tag is not allowed', () => {
    const plan = planVendors({
      ...allowed,
      config: config({ vendors: [GA], audience: true }),
      mayLoadTracking: false,
      csUcfr: '0',
    });
    expect(plan).toEqual({
      googleTagIds: [],
      audience: { c1: '2', c2: '1234567', csUcfr: '0', firstPartyCookie: true },
    });
  });

  it('loads the Google tag for enabled vendors with a valid measurement id only', () => {
    const plan = planVendors({
      ...allowed,
      config: config({
        vendors: [
          GA,
          { id: 'gtag', IsEnabled: false, MeasurementId: 'G-OFF12345' },
          { id: 'ga4', IsEnabled: true, MeasurementId: 'G-"><script>' },
          { id: 'other-vendor', IsEnabled: true, MeasurementId: 'G-OTHER1234' },
        ],
      }),
    });
    expect(plan.googleTagIds).toEqual(['G-ABC123XYZ']);
  });

  it.each(['0', '1', ''] as const)('passes cs_ucfr %j to audience measurement', (csUcfr) => {
    const plan = planVendors({ ...allowed, csUcfr, config: config({ audience: true }) });
    expect(plan.audience).toEqual({ c1: '2', c2: '1234567', csUcfr, firstPartyCookie: true });
  });
});

describe('audienceConsent', () => {
  const us = { ready: true, gdpr: false, mayLoadTracking: false };
  it.each(['0', '1', ''] as const)('passes the US flag %j once consent is known', (usFlag) => {
    expect(audienceConsent({ ...us, usFlag })).toBe(usFlag);
    expect(audienceConsent({ ...us, usFlag, ready: false })).toBeNull();
  });

  it('loads for a GDPR visitor only after consent to device access, as an explicit opt-in', () => {
    const gdpr = { ready: true, gdpr: true, usFlag: '' as const };
    expect(audienceConsent({ ...gdpr, mayLoadTracking: true })).toBe('1');
    expect(audienceConsent({ ...gdpr, mayLoadTracking: false })).toBeNull();
  });
});

describe('startVendorLoading', () => {
  const audience = {
    audienceMeasurement: {
      IsEnabled: true,
      TagTypeC1Param: '2',
      PublisherIdC2Param: '1234567',
      EnableFirstPartyCookie: false,
    },
  } satisfies Partial<PublicConfig>;
  const comscore = () => (window as unknown as { _comscore?: { cs_ucfr: string }[] })._comscore;
  const beacon = () => document.head.querySelector('script[data-vendor="audience"]');

  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as unknown as Record<string, unknown>)._comscore;
  });

  it.each([
    ['opted out of sale/sharing', '0', { doNotSell: true }],
    ['sending Global Privacy Control', '0', { gpc: true }],
    ['explicitly opted in', '1', { doNotSell: false }],
    ['undecided', '', { doNotSell: null }],
  ] as const)('counts a visitor %s with cs_ucfr %j', (_, flag, visitor) => {
    const store = measurementStore({ compliance: STATE_REGIME, config: audience, ...visitor });
    const stop = startVendorLoading(store);
    stop();
    expect(beacon()).not.toBeNull();
    expect(comscore()?.map((entry) => entry.cs_ucfr)).toEqual([flag]);
  });

  it('gives a crawler no audience measurement', () => {
    const store = measurementStore({ isBot: true, config: audience });
    startVendorLoading(store)();
    expect(beacon()).toBeNull();
    expect(comscore()).toBeUndefined();
  });
});

describe('injectVendors', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    const w = window as unknown as Record<string, unknown>;
    delete w.dataLayer;
    delete w.gtag;
    delete w._comscore;
  });

  const plan: VendorPlan = {
    googleTagIds: ['G-ABC123XYZ'],
    audience: { c1: '2', c2: '1234567', csUcfr: '', firstPartyCookie: false },
  };

  it('adds each async script once, after setting up dataLayer and _comscore', () => {
    expect(injectVendors(plan)).toEqual(['gtag', 'audience']);
    expect(injectVendors(plan)).toEqual([]);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ', true],
      ['https://sb.scorecardresearch.com/cs/1234567/beacon.js', true],
    ]);
    const w = window as unknown as { dataLayer: IArguments[]; _comscore: unknown[] };
    expect(w.dataLayer.map((args) => [...args][0])).toEqual(['js', 'config']);
    expect([...(w.dataLayer[1] ?? [])]).toEqual(['config', 'G-ABC123XYZ']);
    expect(w._comscore).toEqual([
      { c1: '2', c2: '1234567', cs_ucfr: '', options: { enableFirstPartyCookie: false } },
    ]);
  });

  it('adds nothing for an empty plan', () => {
    expect(injectVendors({ googleTagIds: [], audience: null })).toEqual([]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
