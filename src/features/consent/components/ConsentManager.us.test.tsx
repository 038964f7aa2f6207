import { act, screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { ConsentManager } from './ConsentManager';

type Callback<T> = (data: T, ok: boolean) => void;
interface ApiWindow {
  __uspapi: (command: string, version: number, cb: Callback<{ uspString: string } | null>) => void;
  __gpp: (command: string, cb: Callback<GppPing>) => void;
  __tcfapi: (command: string, version: number, cb: Callback<{ gdprApplies: boolean }>) => void;
}
interface GppPing {
  signalStatus: string;
  applicableSections: number[];
  parsedSections: { usnat?: Record<string, unknown> };
}

const api = () => window as unknown as ApiWindow;
const ask = <T,>(call: (cb: Callback<T>) => void) =>
  new Promise<T>((resolve) => call((data) => resolve(data)));

const compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: true,
};

describe('ConsentManager for a US state-privacy visitor with GPC', () => {
  it('answers __uspapi and __gpp (usnat), follows opt-out changes, shows no dialog', async () => {
    const { store } = renderWithProviders(<ConsentManager />, {
      preloadedState: {
        user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
        privacy: { compliance, gpc: true, statePrivacyOptedOut: true, limitUseOptedOut: null },
      },
    });
    const usp = await ask<{ uspString: string } | null>((cb) =>
      api().__uspapi('getUSPData', 1, cb),
    );
    expect(usp).toEqual({ version: 1, uspString: '1YYN' });
    expect(await ask((cb) => api().__uspapi('getUSPData', 2, cb))).toBeNull();

    await waitFor(async () => {
      const ping = await ask<GppPing>((cb) => api().__gpp('ping', cb));
      expect(ping.signalStatus).toBe('ready');
    });
    const ping = await ask<GppPing>((cb) => api().__gpp('ping', cb));
    expect(ping.applicableSections).toEqual([7]);
    expect(ping.parsedSections.usnat).toMatchObject({ SaleOptOut: 1, SharingOptOut: 1, Gpc: true });

    // The visitor opts in again, but GPC is still on: the site still treats them as opted out
    // (as `__uspapi` says), and so does the section.
    act(() => {
      store.dispatch({
        type: 'privacy/updateOptOut/fulfilled',
        payload: { kind: 'statePrivacy', optedOut: false },
        meta: { arg: { kind: 'statePrivacy', optedOut: false } },
      });
    });
    expect(await ask((cb) => api().__uspapi('getUSPData', 1, cb))).toEqual({
      version: 1,
      uspString: '1YYN',
    });
    // (The section is published after its library loads: let that happen before reading it.)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const stillOut = await ask<GppPing>((cb) => api().__gpp('ping', cb));
    expect(stillOut.parsedSections.usnat).toMatchObject({ SaleOptOut: 1, Gpc: true });
    // Once GPC is off, the opt-in holds: the section follows.
    act(() => {
      store.dispatch({ type: 'privacy/checkGpc/pending', meta: { arg: false } });
    });
    await waitFor(async () => {
      const next = await ask<GppPing>((cb) => api().__gpp('ping', cb));
      expect(next.parsedSections.usnat).toMatchObject({
        SaleOptOut: 2,
        TargetedAdvertisingOptOut: 2,
      });
    });

    // GDPR does not apply: the TCF library answers only when asked, with gdprApplies false.
    let tcf: Promise<{ gdprApplies: boolean }> | null = null;
    act(() => {
      tcf = ask((cb) => api().__tcfapi('getTCData', 2, cb));
    });
    expect((await (tcf as Promise<{ gdprApplies: boolean }> | null))?.gdprApplies).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage consent' })).not.toBeInTheDocument();
  });
});
