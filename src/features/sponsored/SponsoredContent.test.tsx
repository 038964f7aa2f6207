import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { checkGlobalPrivacyControl } from '@/features/privacy';
import type { Compliance } from '@/types/location';

import { server } from '@tests/msw/server';
import { testPublicConfig } from '@tests/support/publicConfig';
import { renderWithProviders } from '@tests/utils/renderWithProviders';

import { SponsoredContent } from './components/SponsoredContent';
import {
  isLighthouseRun,
  mayLoadSponsored,
  sponsoredDisabled,
  sponsoredPrivacyFlag,
  widgetRequest,
} from './sponsoredRules';

const noRegime: Compliance = {
  requiresGDPRCompliance: false,
  disableAds: false,
  dataPrivacyEnabled: false,
  sensitiveDataRestrictionEnabled: false,
};
const stateRegime: Compliance = { ...noRegime, dataPrivacyEnabled: true };
const entry = testPublicConfig().sponsored.entries[0]!;

describe('sponsored rules', () => {
  it('privacy flag: none without a regime; true on GPC or either opt-out; false otherwise', () => {
    const flag = (over: Partial<Parameters<typeof sponsoredPrivacyFlag>[0]>) =>
      sponsoredPrivacyFlag({
        compliance: stateRegime,
        gpcEnabled: false,
        doNotSell: null,
        limitUse: null,
        ...over,
      });
    expect(flag({ compliance: noRegime, gpcEnabled: true })).toBe('none');
    expect(flag({ compliance: { ...noRegime, sensitiveDataRestrictionEnabled: true } })).toBe(
      'false',
    );
    expect(flag({ gpcEnabled: true })).toBe('true');
    expect(flag({ doNotSell: true })).toBe('true');
    expect(flag({ limitUse: true })).toBe('true');
    expect(flag({ doNotSell: false, limitUse: false })).toBe('false');
  });

  it('disabled for crawlers, when compliance disables ads, and on ?lighthouse=1', () => {
    const base = { compliance: noRegime, query: {}, isBot: false };
    expect(sponsoredDisabled(base)).toBe(false);
    expect(sponsoredDisabled({ ...base, isBot: true })).toBe(true);
    expect(sponsoredDisabled({ ...base, compliance: { ...noRegime, disableAds: true } })).toBe(
      true,
    );
    expect(sponsoredDisabled({ ...base, query: { lighthouse: '1' } })).toBe(true);
    expect(isLighthouseRun({ lighthouse: 'true' })).toBe(true);
    expect(isLighthouseRun({ lighthouse: '0' })).toBe(false);
  });

  it('loads once, after the GPC check, only when enabled', () => {
    expect(
      mayLoadSponsored({ disabled: false, gpcCheckComplete: true, alreadyLoaded: false }),
    ).toBe(true);
    expect(
      mayLoadSponsored({ disabled: false, gpcCheckComplete: false, alreadyLoaded: false }),
    ).toBe(false);
    expect(mayLoadSponsored({ disabled: false, gpcCheckComplete: true, alreadyLoaded: true })).toBe(
      false,
    );
    expect(mayLoadSponsored({ disabled: true, gpcCheckComplete: true, alreadyLoaded: false })).toBe(
      false,
    );
  });

  it('feed defaults to category, target auto, mode from config, below_content flushes', () => {
    expect(widgetRequest({ ...entry, Feed: '' }, 'none')).toEqual({
      feed: 'category',
      target: 'auto',
      mode: 'thumbnails-a',
      containerId: 'sponsored-below-content',
      placementId: 'Below Article Thumbnails',
      targetType: 'mix',
      flush: true,
      privacy: 'none',
    });
  });
});

describe('SponsoredContent', () => {
  const seed = (compliance: Compliance, query: Record<string, string> = {}) => ({
    config: { value: testPublicConfig() },
    page: { pageId: 'news', query },
    privacy: { compliance, gpc: false, statePrivacyOptedOut: true, limitUseOptedOut: null },
  });

  it('holds its labelled box, then lists the feed once the GPC check is complete', async () => {
    let asked: URL | undefined;
    server.use(
      http.get('http://localhost/web2/api/sponsored/recommendations', ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({
          placementId: 'Below Article Thumbnails',
          items: [
            {
              title: 'Lake-effect snow',
              url: '/news/lake-effect',
              category: 'Winter',
              image: null,
            },
          ],
        });
      }),
    );
    const { store } = renderWithProviders(<SponsoredContent exclude="this-story" />, {
      preloadedState: seed(stateRegime),
    });
    const region = screen.getByRole('region', { name: 'Recommended for you' });
    expect(region).toHaveAttribute('data-privacy', 'true');
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        checkGlobalPrivacyControl.fulfilled({ signal: false, refreshed: null }, 'check', false),
      );
    });
    expect(await within(region).findByRole('link', { name: 'Lake-effect snow' })).toHaveAttribute(
      'href',
      '/news/lake-effect',
    );
    expect(within(region).getByText('From Parasol Weather')).toBeInTheDocument();
    expect(asked?.searchParams.get('exclude')).toBe('this-story');
    expect(asked?.searchParams.get('pageId')).toBe('news');
  });

  it('shows nothing when compliance disables ads or on an audit run', () => {
    renderWithProviders(<SponsoredContent />, {
      preloadedState: seed({ ...noRegime, disableAds: true }),
    });
    renderWithProviders(<SponsoredContent />, {
      preloadedState: seed(noRegime, { lighthouse: '1' }),
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
