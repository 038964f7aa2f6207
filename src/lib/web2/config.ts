/** Configuration calls of the web2 API. */
import type { Web2Transport } from './transport';
import type { ApiConfiguration, ApiDisplayAdsConfig, Web2CallOptions } from './types';

/** Timeout of `GET ads/config/displayads` in milliseconds (shorter than the client default). */
export const DISPLAY_ADS_TIMEOUT_MS = 5000;

/** Builds the configuration calls on a transport. */
export function createConfigCalls(transport: Web2Transport) {
  return {
    /** GET configuration: the configuration published to browsers. */
    async getConfiguration(options: Web2CallOptions = {}): Promise<ApiConfiguration> {
      return transport.send<ApiConfiguration>({
        method: 'GET',
        url: '/configuration',
        signal: options.signal,
      });
    },

    /** GET ads/config/displayads: the ad global config, with a 5000 ms timeout. */
    async getDisplayAdsConfig(options: Web2CallOptions = {}): Promise<ApiDisplayAdsConfig> {
      return transport.send<ApiDisplayAdsConfig>({
        method: 'GET',
        url: '/ads/config/displayads',
        timeout: DISPLAY_ADS_TIMEOUT_MS,
        signal: options.signal,
      });
    },
  };
}

/** The configuration calls of a web2 client. */
export type Web2ConfigCalls = ReturnType<typeof createConfigCalls>;
