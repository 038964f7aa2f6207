import { MeasurementBootstrap } from '@/features/analytics';
import { AuthBootstrap } from '@/features/auth/components/AuthBootstrap';
import { HamburgerSignIn } from '@/features/auth/components/HamburgerSignIn';
import { SignInControl } from '@/features/auth/components/SignInControl';
import { AdsBootstrap, FrameAdBottom, FrameAdSide, FrameAdTop } from '@/features/ads';
import { ConsentManager } from '@/features/consent';
import { FavoritesDropdown } from '@/features/favorites/components/FavoritesDropdown';
import { FavoriteToggle } from '@/features/favorites/components/FavoriteToggle';
import { LocationBar } from '@/features/frame/components/LocationBar';
import { PrimaryHeader } from '@/features/frame/components/PrimaryHeader';
import { SiteFooter } from '@/features/frame/components/SiteFooter';
import { UtilityBar } from '@/features/frame/components/UtilityBar';
import { SiteNotices } from '@/features/notices/components/SiteNotices';
import { AlertsBadge } from '@/features/notifications/components/AlertsBadge';
import { PrivacyBootstrap, PrivacyChoicesButton, PrivacyFooterLinks } from '@/features/privacy';
import { RemoteConfigBootstrap } from '@/features/remote-config';
import { LocationSearch } from '@/features/search/components/LocationSearch';
import { SettingsButton } from '@/features/units/components/SettingsButton';

import type { SiteLayoutSlots } from './SiteLayout';

/**
 * What fills each slot of the site frame on every page: the one place where features are
 * composed into the frame. The frame feature draws the bars; the features fill them.
 */
export const siteSlots: SiteLayoutSlots = {
  header: (
    <>
      <AuthBootstrap />
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
  notices: <SiteNotices />,
  adTop: (
    <>
      <AdsBootstrap />
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
    <>
      <PrivacyBootstrap />
      <ConsentManager />
      <MeasurementBootstrap />
      <RemoteConfigBootstrap />
    </>
  ),
};
