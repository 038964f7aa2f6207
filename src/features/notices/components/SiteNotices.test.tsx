import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';

import type { HydrationPayload, NoticesHydration, TermsNoticeContent } from '@/types/hydration';

import { testPublicConfig } from '@tests/support/publicConfig';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { SiteNotices } from './SiteNotices';

const terms: TermsNoticeContent = {
  message: 'We have updated our Terms of Use and Privacy Policy. Please review the changes.',
  linkText: 'Review the changes',
  tou: { display: true, url: '/legal/terms' },
  pp: { display: true, url: '/legal/privacy' },
  versions: { tou: '2025-06', pp: '2026-01' },
};

const notices: NoticesHydration = {
  cookieDomain: null,
  cookieNotice: true,
  terms,
  appBanner: null,
};

const links = {
  smartBannerUrls: { ios: 'https://banner.test/ios', android: null },
  downloadLinks: {
    ios: 'https://apps.test/ios',
    android: 'https://play.test/app',
    macos: null,
    desktop: null,
  },
};

function seed(
  overrides: Partial<NoticesHydration> = {},
  config = testPublicConfig(links),
  pageId = 'home',
): HydrationPayload {
  return {
    config: { value: config },
    page: { pageId, query: {} },
    user: { deviceId: 'd1', isBot: false, language: 'en-US' },
    notices: { ...notices, ...overrides },
  };
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

let cookieEnabled: jest.SpyInstance<boolean, []>;

beforeEach(() => {
  clearCookies();
  cookieEnabled = jest.spyOn(window.navigator, 'cookieEnabled', 'get').mockReturnValue(true);
});
afterEach(() => cookieEnabled.mockRestore());

describe('the cookie notice', () => {
  it('shows on a first visit, links the privacy policy and writes its dated cookie', () => {
    renderWithProviders(<SiteNotices />, { preloadedState: seed({ terms: null }) });
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
    expect(notice).toHaveTextContent(/Parasol Weather uses cookies/);
    expect(cookieValue('WB_CookieNotification')).toBe('2026-11-23');
  });

  it('closes with Close, writing its cookie again if it went missing', async () => {
    const { user } = renderWithProviders(<SiteNotices />, {
      preloadedState: seed({ terms: null }),
    });
    document.cookie = 'WB_CookieNotification=; Max-Age=0; Path=/';
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(cookieValue('WB_CookieNotification')).toBe('2026-11-23');
  });

  it('does not show when the server found the cookie', () => {
    renderWithProviders(<SiteNotices />, {
      preloadedState: seed({ cookieNotice: false, terms: null }),
    });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('does not show when the browser refuses cookies, and writes none', () => {
    cookieEnabled.mockReturnValue(false);
    renderWithProviders(<SiteNotices />, { preloadedState: seed({ terms: null }) });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(cookieValue('WB_CookieNotification')).toBeUndefined();
  });
});

describe('the terms and privacy notice', () => {
  it('shows the policy message and a link per changed policy', () => {
    renderWithProviders(<SiteNotices />, { preloadedState: seed({ cookieNotice: false }) });
    const notice = screen.getByRole('region', { name: 'Terms and privacy notice' });
    expect(notice).toHaveTextContent(terms.message);
    expect(notice).toHaveTextContent('Review the changes:');
    expect(within(notice).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/legal/terms',
    );
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/legal/privacy',
    );
  });

  it('links only the policies that changed', () => {
    renderWithProviders(<SiteNotices />, {
      preloadedState: seed({
        cookieNotice: false,
        terms: { ...terms, tou: { ...terms.tou, display: false } },
      }),
    });
    const notice = screen.getByRole('region', { name: 'Terms and privacy notice' });
    expect(
      within(notice)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Privacy Policy']);
  });

  it('is hidden where the page platform switch is false', () => {
    const config = testPublicConfig({
      ...links,
      pagePlatformSwitches: { maps: { TermsAndConditionsNotification: false } },
    });
    renderWithProviders(<SiteNotices />, { preloadedState: seed({}, config, 'maps') });
    expect(
      screen.queryByRole('region', { name: 'Terms and privacy notice' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('is hidden when the configuration turns it off', () => {
    const config = testPublicConfig({ ...links, enableTermsAndConditionsNotification: false });
    renderWithProviders(<SiteNotices />, { preloadedState: seed({ cookieNotice: false }, config) });
    expect(
      screen.queryByRole('region', { name: 'Terms and privacy notice' }),
    ).not.toBeInTheDocument();
  });

  it('opens a policy in a full-screen dialog with its page in a titled frame', async () => {
    const { user } = renderWithProviders(<SiteNotices />, {
      preloadedState: seed({ cookieNotice: false }),
    });
    const notice = screen.getByRole('region', { name: 'Terms and privacy notice' });
    await user.click(within(notice).getByRole('link', { name: 'Terms of Use' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getByTitle('Terms of Use')).toHaveAttribute(
      'src',
      '/legal/terms?view=framed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closing the overlay leaves the notice in place.
    expect(screen.getByRole('region', { name: 'Terms and privacy notice' })).toBeInTheDocument();
  });

  it('closes with Close and records the versions in force', async () => {
    const { user } = renderWithProviders(<SiteNotices />, {
      preloadedState: seed({ cookieNotice: false }),
    });
    const notice = screen.getByRole('region', { name: 'Terms and privacy notice' });
    await user.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(
      screen.queryByRole('region', { name: 'Terms and privacy notice' }),
    ).not.toBeInTheDocument();
    expect(decodeURIComponent(cookieValue('WB_PolicyVersions') ?? '')).toBe(
      'tou=2025-06&pp=2026-01',
    );
  });
});

describe('focus after closing a notice', () => {
  /** The notices over a page whose content can take focus, as the site frame has them. */
  const renderWithPage = () =>
    renderWithProviders(
      <>
        <SiteNotices />
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </>,
      { preloadedState: seed() },
    );

  it('goes to the other notice while one shows, then to the page content, never to the top', async () => {
    const { user } = renderWithPage();
    const terms = screen.getByRole('region', { name: 'Terms and privacy notice' });
    await user.click(within(terms).getByRole('button', { name: 'Close' }));
    const cookies = screen.getByRole('region', { name: 'Cookie notice' });
    expect(cookies).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(cookies).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stays where it is when a notice goes away by itself (a browser that refuses cookies)', () => {
    cookieEnabled.mockReturnValue(false);
    renderWithPage();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms and privacy notice' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});

describe('the smart app banner', () => {
  const bannerSeed = (appBanner: NoticesHydration['appBanner'], config = testPublicConfig(links)) =>
    seed({ cookieNotice: false, terms: null, appBanner }, config);

  it('links the Android visitor to the Android store (download link)', () => {
    renderWithProviders(<SiteNotices />, { preloadedState: bannerSeed('android') });
    const banner = screen.getByRole('region', { name: 'Get the app' });
    expect(banner).toHaveTextContent('Parasol Weather');
    expect(within(banner).getByText('Free', { exact: true })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      'https://play.test/app',
    );
  });

  it('links the iOS visitor to the smart-banner URL before the download link', () => {
    renderWithProviders(<SiteNotices />, { preloadedState: bannerSeed('ios') });
    const banner = screen.getByRole('region', { name: 'Get the app' });
    expect(within(banner).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      'https://banner.test/ios',
    );
  });

  it('does not show without a store URL for the visitor’s system, or on a desktop', () => {
    const noAndroid = testPublicConfig({
      ...links,
      downloadLinks: { ...links.downloadLinks, android: null },
    });
    const { unmount } = renderWithProviders(<SiteNotices />, {
      preloadedState: bannerSeed('android', noAndroid),
    });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteNotices />, { preloadedState: bannerSeed(null) });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('does not show to a crawler', () => {
    renderWithProviders(<SiteNotices />, {
      preloadedState: {
        ...bannerSeed('android'),
        user: { deviceId: null, isBot: true, language: 'en-US' },
      },
    });
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
  });

  it('closes with "Close app banner": away 15 days, and the site\'s own three-day record (cookies)', async () => {
    const { user } = renderWithProviders(<SiteNotices />, {
      preloadedState: bannerSeed('android'),
    });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    await user.click(screen.getByRole('button', { name: 'Close app banner' }));
    spy.mockRestore();
    expect(screen.queryByRole('region', { name: 'Get the app' })).not.toBeInTheDocument();
    expect(cookieValue('smartbanner_exited')).toBe('1');
    expect(cookieValue('smartbanner-closed')).toBe('1');
    expect(writes).toEqual([
      expect.stringMatching(/^smartbanner_exited=1; /),
      expect.stringMatching(/^smartbanner-closed=1; /),
    ]);
    expect(writes[0]).toMatch(/Max-Age=259200/);
    expect(writes[1]).toMatch(/Max-Age=1296000/);
    for (const write of writes) {
      expect(write).toMatch(/Path=\//);
      expect(write).toMatch(/SameSite=Lax/);
    }
  });

  it('"View" (off to the store to install) keeps it away 90 days (cookie)', async () => {
    const { user } = renderWithProviders(<SiteNotices />, {
      preloadedState: bannerSeed('android'),
    });
    const view = screen.getByRole('link', { name: 'View' });
    // The store's page is not this test's to open.
    view.addEventListener('click', (event) => event.preventDefault());
    await user.click(view);
    expect(cookieValue('smartbanner-installed')).toBe('1');
    expect(document.cookie).not.toMatch(/smartbanner_exited|smartbanner-closed/);
  });
});

describe('the smart app banner and an installed app', () => {
  const bannerSeed = () =>
    seed({ cookieNotice: false, terms: null, appBanner: 'android' }, testPublicConfig(links));

  /** Gives the browser `getInstalledRelatedApps` answering `apps`; returns the undo. */
  function installedApps(apps: { platform: string; id?: string }[]) {
    Object.defineProperty(window.navigator, 'getInstalledRelatedApps', {
      configurable: true,
      value: jest.fn().mockResolvedValue(apps),
    });
    return () => {
      delete (window.navigator as { getInstalledRelatedApps?: unknown }).getInstalledRelatedApps;
    };
  }

  it('goes away when the browser reports the app installed, and stays away 90 days (cookie)', async () => {
    const undo = installedApps([{ platform: 'play', id: 'test.parasol.weather' }]);
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      renderWithProviders(<SiteNotices />, { preloadedState: bannerSeed() });
      await waitForElementToBeRemoved(() => screen.queryByRole('region', { name: 'Get the app' }));
      expect(cookieValue('smartbanner-installed')).toBe('1');
      expect(writes).toEqual([expect.stringMatching(/^smartbanner-installed=1; /)]);
      expect(writes[0]).toMatch(/Max-Age=7776000/);
    } finally {
      spy.mockRestore();
      undo();
    }
  });

  it('stays when the browser finds no installed app', async () => {
    const undo = installedApps([]);
    try {
      renderWithProviders(<SiteNotices />, { preloadedState: bannerSeed() });
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.getByRole('region', { name: 'Get the app' })).toBeInTheDocument();
      expect(cookieValue('smartbanner-installed')).toBeUndefined();
    } finally {
      undo();
    }
  });
});

describe('the notifications switches', () => {
  it('shows neither the cookie nor the terms notice when enableNotifications is off', () => {
    const config = testPublicConfig({ ...links, enableNotifications: false });
    renderWithProviders(<SiteNotices />, {
      preloadedState: seed({ appBanner: 'android' }, config),
    });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Terms and privacy notice' }),
    ).not.toBeInTheDocument();
    // The app banner has its own rules (its closed cookie), not a notification switch.
    expect(screen.getByRole('region', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('shows neither on a page whose Notifications switch is false, and both elsewhere', () => {
    const config = testPublicConfig({
      ...links,
      pagePlatformSwitches: { maps: { Notifications: false } },
    });
    const { unmount } = renderWithProviders(<SiteNotices />, {
      preloadedState: seed({}, config, 'maps'),
    });
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Terms and privacy notice' }),
    ).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<SiteNotices />, { preloadedState: seed({}, config, 'home') });
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terms and privacy notice' })).toBeInTheDocument();
  });
});

describe('in a frame (a policy in the overlay)', () => {
  it('shows no notice', () => {
    const self = jest
      .spyOn(window, 'self', 'get')
      .mockReturnValue({} as Window & typeof globalThis);
    try {
      renderWithProviders(<SiteNotices />, {
        preloadedState: seed({ appBanner: 'android' }),
      });
      expect(screen.queryAllByRole('region')).toEqual([]);
    } finally {
      self.mockRestore();
    }
  });
});
