import { screen, within } from '@testing-library/react';

import { AUTH_COOKIE_NAMES } from '@/lib/auth/authCookies';
import { USER_STATE_COOKIE } from '@/types/userState';
import { DEVICE_COOKIE, DEVICE_WRITTEN_COOKIE } from '@/server/devices/deviceCookie';
import type { PublicConfig } from '@/types/config';
import type { PageProps } from '@/types/page';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { testPublicConfig } from '@tests/support/publicConfig';

import { PrivacyView } from './PrivacyView';

const pageProps = {} as PageProps;

function renderPrivacy(version: string | null, config: Partial<PublicConfig> = {}) {
  return renderWithProviders(
    <PrivacyView {...pageProps} policy={version === null ? null : { version }} />,
    { preloadedState: { config: { value: testPublicConfig(config) } } },
  );
}

describe('PrivacyView', () => {
  it('has the anchors the ad-choices and privacy-rights links point at, on section headings', () => {
    renderPrivacy('2026-01');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const ads = screen.getByRole('heading', {
      level: 2,
      name: 'Digital advertising and your choices',
    });
    expect(ads).toHaveAttribute('id', 'digitaladvertisingandyourchoices');
    const rights = screen.getByRole('heading', {
      level: 2,
      name: 'Your rights regarding personal information',
    });
    expect(rights).toHaveAttribute('id', 'rightsregardingpersonalinformation');
    // The table of contents links to every section heading on the page.
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(link.textContent!);
    }
    expect(
      within(toc).getByRole('link', { name: 'Digital advertising and your choices' }),
    ).toHaveAttribute('href', '#digitaladvertisingandyourchoices');
  });

  it('names every cookie the site sets, with its lifetime', () => {
    renderPrivacy('2026-01');
    const table = screen.getByRole('table', { name: 'Cookies Parasol Weather sets' });
    const expected: [string, RegExp][] = [
      [DEVICE_COOKIE, /^30 years/],
      [DEVICE_WRITTEN_COOKIE, /^30 years, renewed with wb_device$/],
      [USER_STATE_COOKIE, /^30 years \(path \/\)$/],
      ['wb_state_privacy', /^3 years \(path \/\)$/],
      ['WB_CookieNotification', /^3 years$/],
      ['smartbanner_exited', /^3 days$/],
      ['smartbanner-closed', /^15 days$/],
      ['smartbanner-installed', /^90 days$/],
      ...Object.values(AUTH_COOKIE_NAMES).map((name): [string, RegExp] => [name, /^30 days/]),
    ];
    for (const [name, lifetime] of expected) {
      const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(lifetime);
    }
  });

  it('covers what is collected, Global Privacy Control and the US state and GDPR rights', () => {
    renderPrivacy('2026-01');
    const collect = screen.getByRole('region', { name: 'What we collect' });
    for (const text of [
      /device identifier/i,
      /favourite places/i,
      /your units/i,
      /the active place/i,
      /e-mail address, your name and your password/,
      /privacy choices/i,
      /coarse location from your IP address/i,
      /event logs/i,
    ])
      expect(collect).toHaveTextContent(text);
    expect(screen.getByRole('region', { name: 'Global Privacy Control' })).toHaveTextContent(
      /We honour Global Privacy Control/,
    );
    const rights = screen.getByRole('region', {
      name: 'Your rights regarding personal information',
    });
    for (const right of [
      'Opt out of the sale or sharing',
      'Limit the use of sensitive personal information',
      'Access',
      'Deletion',
      'Correction',
    ])
      expect(within(rights).getByText(right)).toBeInTheDocument();
    expect(rights).toHaveTextContent(/GDPR/);
    expect(
      screen.getByRole('region', { name: 'Digital advertising and your choices' }),
    ).toHaveTextContent(/only when you have not opted out/);
  });

  it('gives the configured privacy address as the contact, else the support address', () => {
    const { unmount } = renderPrivacy('2026-01', {
      privacyEmail: 'privacy@weather.test',
      supportEmail: 'help@weather.test',
    });
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'privacy@weather.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@weather.test',
    );
    unmount();
    renderPrivacy('2026-01', { privacyEmail: null, supportEmail: 'help@weather.test' });
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', {
        name: 'help@weather.test',
      }),
    ).toBeInTheDocument();
  });

  it('says nothing of an address when none is configured', () => {
    renderPrivacy('2026-01', { privacyEmail: null, supportEmail: null });
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact' })).toHaveTextContent(/Questions about/);
  });

  it('shows the version and the date it took effect, and no version line without one', () => {
    const { unmount } = renderPrivacy('2026-01');
    expect(screen.getByText('Version').nextElementSibling).toHaveTextContent('2026-01');
    expect(screen.getByText('Last updated').nextElementSibling).toHaveTextContent('January 2026');
    unmount();
    renderPrivacy(null);
    expect(screen.queryByText('Version')).not.toBeInTheDocument();
    expect(screen.queryByText('Last updated')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
