import dynamic from 'next/dynamic';

import { HamburgerSignIn } from '@/features/auth/components/HamburgerSignIn';
import { SignInControl } from '@/features/auth/components/SignInControl';
import { FrameAdBottom, FrameAdSide, FrameAdTop } from '@/features/ads/components/FrameAds';
import { FavoritesDropdown } from '@/features/favorites/components/FavoritesDropdown';
import { FavoriteToggle } from '@/features/favorites/components/FavoriteToggle';
import { ConnectivityNotice } from '@/features/frame/components/ConnectivityNotice';
import { LocationBar } from '@/features/frame/components/LocationBar';
import { PrimaryHeader } from '@/features/frame/components/PrimaryHeader';
import { SiteFooter } from '@/features/frame/components/SiteFooter';
import { UtilityBar } from '@/features/frame/components/UtilityBar';
import { SiteNotices } from '@/features/notices/components/SiteNotices';
import { AlertsBadge } from '@/features/notifications/components/AlertsBadge';
import { PrivacyChoicesButton } from '@/features/privacy/components/PrivacyChoicesButton';
import { PrivacyFooterLinks } from '@/features/privacy/components/PrivacyFooterLinks';
import { LocationSearch } from '@/features/search/components/LocationSearch';
import { SettingsButton } from '@/features/units/components/SettingsButton';

import { AfterStartup } from '../startup/AfterStartup';
import type { SiteLayoutSlots } from './SiteLayout';

/**
 * The bootstraps draw nothing in the server's HTML (they start each feature's work in the browser:
 * silent sign-in, compliance and the GPC check, the consent platform, measurement, remote flags,
 * the ad runtime), so their code is not part of a page's first JavaScript: each loads in its own
 * chunk once the page has started and the browser is idle (`AfterStartup`), and starts from there.
 */
const AuthBootstrap = dynamic(
  () => import('@/features/auth/components/AuthBootstrap').then((m) => m.AuthBootstrap),
  { ssr: false },
);
const AdsBootstrap = dynamic(
  () => import('@/features/ads/components/AdsBootstrap').then((m) => m.AdsBootstrap),
  { ssr: false },
);
const PrivacyBootstrap = dynamic(
  () => import('@/features/privacy/components/PrivacyBootstrap').then((m) => m.PrivacyBootstrap),
  { ssr: false },
);
const ConsentManager = dynamic(
  () => import('@/features/consent/components/ConsentManager').then((m) => m.ConsentManager),
  { ssr: false },
);
const MeasurementBootstrap = dynamic(
  () =>
    import('@/features/analytics/components/MeasurementBootstrap').then(
      (m) => m.MeasurementBootstrap,
    ),
  { ssr: false },
);
const OfflineSupport = dynamic(
  () => import('@/features/offline/components/OfflineSupport').then((m) => m.OfflineSupport),
  { ssr: false },
);
const RemoteConfigBootstrap = dynamic(
  () =>
    import('@/features/remote-config/components/RemoteConfigBootstrap').then(
      (m) => m.RemoteConfigBootstrap,
    ),
  { ssr: false },
);

/**
 * What fills each slot of the site frame on every page: the one place where features are
 * composed into the frame. The frame feature draws the bars; the features fill them.
 */
export const siteSlots: SiteLayoutSlots = {
  header: (
    <>
      <AfterStartup>
        <AuthBootstrap />
      </AfterStartup>
      <UtilityBar account={<SignInControl />} />
      <PrimaryHeader menuAccount={<HamburgerSignIn />} />
    </>
  ),
  locationBar: (
    <LocationBar
      search={<LocationSearch />}
      actions={
        <>
          <FavoriteToggle />
          <FavoritesDropdown />
          <AlertsBadge />
        </>
      }
    />
  ),
  notices: (
    <>
      <AfterStartup>
        <OfflineSupport />
      </AfterStartup>
      <ConnectivityNotice />
      <SiteNotices />
    </>
  ),
  adTop: (
    <>
      <AfterStartup>
        <AdsBootstrap />
      </AfterStartup>
      <FrameAdTop />
    </>
  ),
  adSide: <FrameAdSide />,
  adBottom: <FrameAdBottom />,
  footer: (
    <SiteFooter
      settings={<SettingsButton />}
      privacyOptOuts={<PrivacyFooterLinks />}
      privacyChoices={<PrivacyChoicesButton />}
    />
  ),
  consent: (
    <AfterStartup>
      <PrivacyBootstrap />
      <ConsentManager />
      <MeasurementBootstrap />
      <RemoteConfigBootstrap />
    </AfterStartup>
  ),
};
