import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { makeStore } from '@/application/store';

import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { AD_BLOCK_DISMISSED_KEY, detectAdBlock, noticeDismissed } from '../adBlock';
import { adBlockDetected } from '../adsSlice';
import { AdsBootstrap } from './AdsBootstrap';

describe('ad-blocker notice', () => {
  afterEach(() => sessionStorage.clear());

  it('shows a polite message once a blocker is found, and remembers its dismissal for the session', async () => {
    server.use(
      http.get('http://localhost/web2/api/ads/config/displayads', () =>
        HttpResponse.json({ PageAdConfigs: [] }),
      ),
    );
    const store = makeStore({ config: { value: testPublicConfig() } }, testDeps());
    store.dispatch(adBlockDetected({ dismissed: false }));
    const { user } = renderWithProviders(<AdsBootstrap />, { store });
    const notice = await screen.findByRole('region', { name: 'Ad blocker notice' });
    expect(notice).toHaveTextContent('It looks like an ad blocker is on');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Ad blocker notice' })).toBeNull();
    expect(sessionStorage.getItem(AD_BLOCK_DISMISSED_KEY)).toBe('1');
    expect(noticeDismissed()).toBe(true);
  });

  it('finds a blocker that hides the bait element, and none otherwise', async () => {
    await expect(detectAdBlock(document, window, 0)).resolves.toBe(false);
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(style);
    await expect(detectAdBlock(document, window, 0)).resolves.toBe(true);
    style.remove();
    expect(document.querySelector('.adsbox')).toBeNull();
  });
});
