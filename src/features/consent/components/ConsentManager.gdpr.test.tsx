import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';

import { act, screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { selectMayLoadTracking } from '../consentSlice';
import { encodeConsent } from '../tcfSignal';
import { ConsentManager } from './ConsentManager';

type TcfApi = (command: string, version: number, cb: (data: TcData, ok: boolean) => void) => void;
interface TcData {
  gdprApplies: boolean;
  tcString: string;
  eventStatus: string;
  purpose: { consents: Record<string, boolean> };
}

const LONDON = {
  user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
  privacy: {
    compliance: {
      requiresGDPRCompliance: true,
      disableAds: false,
      dataPrivacyEnabled: false,
      sensitiveDataRestrictionEnabled: false,
    },
    gpc: false,
    statePrivacyOptedOut: null,
    limitUseOptedOut: null,
  },
};

// jsdom has no BroadcastChannel; Node's carries the messages between "tabs" (channel objects).
const saved = globalThis.BroadcastChannel;
beforeAll(() => {
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof BroadcastChannel;
});
afterAll(() => {
  globalThis.BroadcastChannel = saved;
});

function tcData(): Promise<TcData> {
  const api = (window as unknown as { __tcfapi: TcfApi }).__tcfapi;
  return new Promise((resolve) => api('getTCData', 2, (data) => resolve(data)));
}

describe('ConsentManager for a GDPR visitor', () => {
  it('asks until they decide; "Reject all" is published, kept in euconsent-v2 and not asked again', async () => {
    // A vendor's call made before the TCF library loaded is answered once the visitor decided.
    const first = renderWithProviders(<ConsentManager />, { preloadedState: LONDON });
    let early: Promise<TcData> | null = null;
    act(() => {
      early = tcData();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Privacy consent' });
    expect(dialog).toBeInTheDocument();
    expect(selectMayLoadTracking(first.store.getState())).toBe(false);
    await first.user.click(screen.getByRole('button', { name: 'Reject all' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Privacy consent' })).not.toBeInTheDocument(),
    );
    expect((await (early as Promise<TcData> | null))?.gdprApplies).toBe(true);
    const data = await tcData();
    expect(data.gdprApplies).toBe(true);
    expect(data.eventStatus).toBe('useractioncomplete');
    expect(Object.values(data.purpose.consents).some(Boolean)).toBe(false);
    expect(document.cookie).toContain(`euconsent-v2=${data.tcString}`);
    expect(selectMayLoadTracking(first.store.getState())).toBe(false);
    first.unmount();

    // The next page (a new store): the stored decision is read, no dialog.
    const next = renderWithProviders(<ConsentManager />, { preloadedState: LONDON });
    await waitFor(() => expect(next.store.getState().consent.restored).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Privacy consent' })).not.toBeInTheDocument();

    // "Manage consent" reopens it; "Accept all" consents.
    await next.user.click(screen.getByRole('button', { name: 'Manage consent' }));
    await next.user.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(selectMayLoadTracking(next.store.getState())).toBe(true));
    const accepted = await tcData();
    expect(accepted.purpose.consents).toMatchObject({ '1': true, '10': true });
  });

  it('takes a decision stored in another open tab at once: a withdrawal there stops tracking here', async () => {
    const otherTab = new BroadcastChannel('weather-consent');
    const heard: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
    const page = renderWithProviders(<ConsentManager />, { preloadedState: LONDON });
    // (The first test's decision is in the cookie: "Manage consent" reopens the dialog.)
    await page.user.click(await screen.findByRole('button', { name: 'Manage consent' }));
    await page.user.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(selectMayLoadTracking(page.store.getState())).toBe(true));
    // This tab told the others what it stored.
    const accepted = await tcData();
    await waitFor(() => expect(heard).toEqual([{ tcString: accepted.tcString }]));

    // The other tab rejects all: this one follows, its TCF API too; a message of another shape
    // (another version of the site) is ignored.
    const rejected = encodeConsent([]);
    otherTab.postMessage({ tcString: 42 });
    otherTab.postMessage({ tcString: rejected });
    await waitFor(() => expect(selectMayLoadTracking(page.store.getState())).toBe(false));
    const now = await tcData();
    expect(now.tcString).toBe(rejected);
    expect(Object.values(now.purpose.consents).some(Boolean)).toBe(false);
    otherTab.close();
    page.unmount();
  });
});
