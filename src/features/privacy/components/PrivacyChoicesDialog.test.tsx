import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';

import { PrivacyChoicesButton } from './PrivacyChoicesButton';

const BASE = 'http://localhost/web2/api';

/** A configured external consent platform with a US privacy manager. */
const withPlatform = testPublicConfig({
  usPrivacyManagerId: '1187652',
  consentPlatform: {
    accountId: '1932',
    propertyId: '',
    propertyHref: 'https://www.weather.test',
    baseEndpoint: 'https://cmp.weather.test',
    campaignEnv: 'prod',
  },
});

function renderManager(gpc = false, config = testPublicConfig()) {
  return renderWithProviders(<PrivacyChoicesButton />, {
    preloadedState: {
      config: { value: config },
      user: { deviceId: 'device-1', isBot: false, language: 'en-US' },
      privacy: {
        compliance: {
          requiresGDPRCompliance: false,
          disableAds: false,
          dataPrivacyEnabled: true,
          sensitiveDataRestrictionEnabled: true,
        },
        gpc,
        statePrivacyOptedOut: gpc ? true : null,
        limitUseOptedOut: null,
      },
    },
  });
}

describe('the privacy manager', () => {
  it('"Your Privacy Choices" opens the purposes; Save sends only what changed', async () => {
    const sent: string[] = [];
    server.use(
      http.put(`${BASE}/user/:id/:choice`, async ({ params, request }) => {
        sent.push(`${String(params.choice)} ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Privacy Choices' });
    const sale = screen.getByRole('checkbox', { name: /sale or sharing/ });
    expect(sale).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /sensitive personal information/ })).toBeChecked();
    await user.click(sale);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your choices are saved.')).toBeInTheDocument();
    expect(sent).toEqual(['stateprivacy {"statePrivacy":{"enabled":true}}']);
    expect(dialog).toBeInTheDocument();
  });

  it('keeps sale and sharing off while the browser sends Global Privacy Control', async () => {
    const { user } = renderManager(true);
    await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    const sale = screen.getByRole('checkbox', { name: /sale or sharing/ });
    expect(sale).not.toBeChecked();
    expect(sale).toBeDisabled();
    expect(screen.getByText(/Global Privacy Control signal/)).toBeInTheDocument();
  });

  it('lists alert notifications: chosen by the visitor, untouched by opt-outs and GPC', async () => {
    const { user } = renderManager(true);
    await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Privacy Choices' });
    const section = within(dialog).getByRole('region', { name: 'Alert notifications' });
    expect(section).toHaveTextContent(/Only if you turn them on for a place/);
    expect(section).toHaveTextContent(/Global Privacy Control do not turn them off/);
    expect(section).toHaveTextContent('No alert notifications are on for this device.');
  });

  describe('with an external consent platform configured', () => {
    const win = window as unknown as { _sp_?: unknown };
    afterEach(() => {
      delete win._sp_;
    });

    it("opens the platform's privacy manager (the configured id), not the site's dialog", async () => {
      const loadPrivacyManagerModal = jest.fn();
      win._sp_ = { config: {}, usnat: { loadPrivacyManagerModal } };
      const { user } = renderManager(false, withPlatform);
      await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
      await waitFor(() => expect(loadPrivacyManagerModal).toHaveBeenCalledWith(1187652));
      expect(loadPrivacyManagerModal).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it("opens the site's own dialog while the platform has not loaded", async () => {
      win._sp_ = { config: {} };
      const { user } = renderManager(false, withPlatform);
      await user.click(screen.getByRole('button', { name: 'Your Privacy Choices' }));
      expect(
        await screen.findByRole('dialog', { name: 'Your Privacy Choices' }),
      ).toBeInTheDocument();
    });
  });
});
