import dynamic from 'next/dynamic';

import { HamburgerSignIn } from '@/features/auth/components/HamburgerSignIn';
import { SignInControl } from '@/features/auth/components/SignInControl';
import { SignedInAnnouncement } from '@/features/auth/components/SignedInAnnouncement';
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
 * the ad runtime), so their code is not part of a page's first JavaScript: they load together, in
 * one chunk (`../startup/bootstraps.ts`), once the page has started and the browser is idle
 * (`AfterStartup`), and start from there.
 */
const bootstraps = () => import('../startup/bootstraps');
const AuthBootstrap = dynamic(() => bootstraps().then((m) => m.AuthBootstrap), { ssr: false });
const UnitsTabSync = dynamic(() => bootstraps().then((m) => m.UnitsTabSync), { ssr: false });
const FavoritesTabSync = dynamic(() => bootstraps().then((m) => m.FavoritesTabSync), {
  ssr: false,
});
const AdsBootstrap = dynamic(() => bootstraps().then((m) => m.AdsBootstrap), { ssr: false });
const PrivacyBootstrap = dynamic(() => bootstraps().then((m) => m.PrivacyBootstrap), {
  ssr: false,
});
const ConsentManager = dynamic(() => bootstraps().then((m) => m.ConsentManager), { ssr: false });
const MeasurementBootstrap = dynamic(() => bootstraps().then((m) => m.MeasurementBootstrap), {
  ssr: false,
});
const OfflineSupport = dynamic(() => bootstraps().then((m) => m.OfflineSupport), { ssr: false });
const RemoteConfigBootstrap = dynamic(() => bootstraps().then((m) => m.RemoteConfigBootstrap), {
  ssr: false,
});

/**
 * What fills each slot of the site frame on every page: the one place where features are
 * composed into the frame. The frame feature draws the bars; the features fill them.
 */
export const siteSlots: SiteLayoutSlots = {
  header: (
    <>
      <AfterStartup>
        <AuthBootstrap />
        <UnitsTabSync />
        <FavoritesTabSync />
      </AfterStartup>
      <UtilityBar account={<SignInControl />} />
      <PrimaryHeader menuAccount={(closeMenu) => <HamburgerSignIn onSignedIn={closeMenu} />} />
      <SignedInAnnouncement />
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
