/**
 * The bootstraps of the features that start their work in the browser once the page has started
 * (silent sign-in, units and favourites changed in another tab, compliance and the GPC check, the consent platform, measurement, remote flags,
 * offline support, the ad runtime). They are one module so that they arrive as one chunk, in one
 * request, when the first of them is rendered (see `../layout/siteSlots.tsx`), rather than as seven.
 */
export { AuthBootstrap } from '@/features/auth/components/AuthBootstrap';
export { UnitsTabSync } from '@/features/units/components/UnitsTabSync';
export { FavoritesTabSync } from '@/features/favorites/components/FavoritesTabSync';
export { AdsBootstrap } from '@/features/ads/components/AdsBootstrap';
export { PrivacyBootstrap } from '@/features/privacy/components/PrivacyBootstrap';
export { ConsentManager } from '@/features/consent/components/ConsentManager';
export { MeasurementBootstrap } from '@/features/analytics/components/MeasurementBootstrap';
export { OfflineSupport } from '@/features/offline/components/OfflineSupport';
export { RemoteConfigBootstrap } from '@/features/remote-config/components/RemoteConfigBootstrap';
