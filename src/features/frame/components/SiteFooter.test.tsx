import { join } from 'node:path';

import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import sharp from 'sharp';

import { AppProviders } from '@/application/AppProviders';
import { makeStore } from '@/application/store';
import type { PublicConfig } from '@/types/config';

import { renderWithProviders } from '@tests/utils/renderWithProviders';
import { configuredLinks, testPublicConfig } from '@tests/support/publicConfig';
import { testDeps } from '@tests/support/web2';

import { SiteFooter } from './SiteFooter';

const privacyRegime = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: true,
  sensitiveDataRestrictionEnabled: false,
};

function renderFooter(
  config: Partial<PublicConfig> = {},
  ui = <SiteFooter />,
  compliance: typeof privacyRegime | null = null,
) {
  return renderWithProviders(ui, {
    preloadedState: {
      config: { value: testPublicConfig(config) },
      privacy: { compliance, gpc: false, statePrivacyOptedOut: null, limitUseOptedOut: null },
    },
  });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SiteFooter', () => {
  it('is the contentinfo landmark with the legal links, the copyright line and nothing unconfigured', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const legal = within(footer).getByRole('region', { name: 'Legal' });
    expect(names(within(legal).getAllByRole('list')[0]!)).toEqual([
      'Terms',
      'Privacy',
      'Your State Privacy Rights',
      'Partners',
      'Ad Choices',
      'Sitemap',
      'USA',
      'FAQ',
      'For Advertisers',
    ]);
    // With no advertiser site configured, "For Advertisers" is the partners page's advertising section.
    expect(within(legal).getByRole('link', { name: 'For Advertisers' })).toHaveAttribute(
      'href',
      '/partners#advertising-partners',
    );
    // With no social profile configured, "Connect With Us" offers the site's own channels.
    const connect = within(footer).getByRole('region', { name: 'Connect With Us' });
    expect(
      within(connect)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      ['Weather News', '/news', null],
      ['Press Room', '/press', null],
    ]);
    expect(within(legal).getByRole('link', { name: 'Ad Choices' })).toHaveAttribute(
      'href',
      '/legal/privacy#digitaladvertisingandyourchoices',
    );
    // The site's links drop the trailing slash of the configured `/legal/privacy/#…`: no redirect hop.
    expect(within(legal).getByRole('link', { name: 'Your State Privacy Rights' })).toHaveAttribute(
      'href',
      '/legal/privacy#rightsregardingpersonalinformation',
    );
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Parasol Weather. All rights reserved.`,
      ),
    ).toBeInTheDocument();
    // No store badge until configured, and no link anywhere the site does not know.
    expect(within(footer).queryByRole('img', { name: /App Store|Google Play/ })).toBeNull();
    expect(footer.innerHTML).not.toMatch(/example\.(com|org)/);
  });

  it('shows the logo from a picture sharp on a 3x screen and no larger than it needs', async () => {
    renderFooter();
    const logo = screen.getByText('Parasol Weather', { selector: 'span' }).previousElementSibling;
    expect(logo?.tagName).toBe('IMG');
    const shown = Number(logo?.getAttribute('width'));
    const src = logo?.getAttribute('src') ?? '';
    const { width } = await sharp(join(__dirname, '../../../../public', src)).metadata();
    expect(width).toBeGreaterThanOrEqual(3 * shown);
    expect(width).toBeLessThanOrEqual(4 * shown);
  });

  it('links the 50 states and six continents to their sitemap pages', () => {
    renderFooter();
    const states = screen.getByRole('navigation', { name: 'Weather by state' });
    expect(within(states).getAllByRole('link')).toHaveLength(50);
    expect(within(states).getByRole('link', { name: 'New York' })).toHaveAttribute(
      'href',
      '/sitemap/North-America/United-States/state/New-York/NY',
    );
    const continents = screen.getByRole('navigation', { name: 'Weather by continent' });
    expect(
      within(continents)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/sitemap/North-America',
      '/sitemap/South-America',
      '/sitemap/Africa',
      '/sitemap/Europe',
      '/sitemap/Asia',
      '/sitemap/Australia',
    ]);
  });

  it('hydrates the server’s markup as it is, the place lists included', () => {
    const store = makeStore({ config: { value: testPublicConfig() } }, testDeps());
    const ui = (
      <AppProviders store={store}>
        <SiteFooter />
      </AppProviders>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const serverLinks = container.querySelectorAll('a').length;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(ui, { container, hydrate: true });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(container.querySelectorAll('a')).toHaveLength(serverLinks);
    const states = within(container).getByRole('navigation', { name: 'Weather by state' });
    expect(within(states).getAllByRole('link')).toHaveLength(50);
  });

  it('shows the configured store badges, social profiles (new tab, noopener) and advertisers link', () => {
    renderFooter({
      externalLinks: configuredLinks,
      downloadLinks: {
        ios: 'https://apps.test/ios',
        android: 'https://play.test/app',
        macos: null,
        desktop: null,
      },
    });
    expect(
      screen.getByText('Keep Parasol Weather at your fingertips, free on your phone.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toHaveClass('appStore');
    expect(screen.getByRole('img', { name: 'Get it on Google Play' })).toHaveClass('googlePlay');
    const social = screen.getByRole('region', { name: 'Connect With Us' });
    const links = within(social).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'X (Twitter)',
      'YouTube',
      'Facebook',
      'Instagram',
      'Pinterest',
    ]);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener');
    }
    expect(screen.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://youtube.test/@parasol',
    );
    expect(
      screen.getByRole('link', { name: 'For Advertisers (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('puts the opt-out controls the compliance enables after "Privacy"', () => {
    renderFooter(
      {},
      <SiteFooter
        privacyOptOuts={
          <li>
            <button type="button">Do Not Sell/Share My Personal Information</button>
          </li>
        }
      />,
      privacyRegime,
    );
    const legal = screen.getByRole('region', { name: 'Legal' });
    expect(names(within(legal).getAllByRole('list')[0]!).slice(0, 3)).toEqual([
      'Terms',
      'Privacy',
      'Do Not Sell/Share My Personal Information',
    ]);
  });

  describe('the newer footer (enableNewFooterUIWithCMPIntegration)', () => {
    const flag = {
      featureFlags: { enableNewFooterUIWithCMPIntegration: true },
      externalLinks: configuredLinks,
    };

    it('without privacy choices: the grid in its alternate order', () => {
      renderFooter(flag);
      expect(names(screen.getByRole('list', { name: 'Site links' }))).toEqual([
        'Terms',
        'Privacy',
        'Your State Privacy Rights',
        'Ad Choices',
        'FAQ',
        'Sitemap',
        'Partners',
        'For Advertisers',
        'Careers',
        'Feedback',
        'USA',
      ]);
    });

    it('with privacy choices on: "Your Privacy Choices" joins the privacy links', () => {
      renderFooter(
        flag,
        <SiteFooter privacyChoices={<button type="button">Your Privacy Choices</button>} />,
        privacyRegime,
      );
      const grid = screen.getByRole('list', { name: 'Site links' });
      expect(names(grid)).toEqual([
        'Privacy',
        'Terms',
        'Your Privacy Choices',
        'Ad Choices',
        'Partners',
        'For Advertisers',
        'Careers',
        'Feedback',
        'FAQ',
        'Sitemap',
        'USA',
      ]);
      expect(
        within(grid).getByRole('button', { name: 'Your Privacy Choices' }),
      ).toBeInTheDocument();
    });

    it('keeps the item out when privacy choices are off for the visitor', () => {
      renderFooter(
        flag,
        <SiteFooter privacyChoices={<button type="button">Your Privacy Choices</button>} />,
      );
      expect(screen.queryByRole('button', { name: 'Your Privacy Choices' })).toBeNull();
    });
  });
});
