import type { ProviderRoute } from '../routes';
import { adTargetingParameters } from './adTargeting';

/** Ad targeting. */
export const adRoutes: ProviderRoute[] = [
  { path: '/api/ads/targeting/v1/parameters', methods: { GET: adTargetingParameters } },
];
