/** Privacy calls of the web2 API; each may answer 204, so bodies are optional. */
import { segment, type Web2Transport } from './transport';
import type {
  ApiGpcSignalRequest,
  ApiLimitUseOfPIRequest,
  ApiStatePrivacyRequest,
  Web2CallOptions,
} from './types';

/** Builds the privacy calls on a transport. */
export function createPrivacyCalls(transport: Web2Transport) {
  return {
    /** PUT user/{id}/stateprivacy: turns the state-privacy opt-out on or off. */
    async updateStatePrivacy(
      userId: string,
      enabled: boolean,
      options: Web2CallOptions = {},
    ): Promise<void> {
      const data: ApiStatePrivacyRequest = { statePrivacy: { enabled } };
      await transport.sendNoContent({
        method: 'PUT',
        url: `/user/${segment(userId)}/stateprivacy`,
        data,
        signal: options.signal,
      });
    },

    /** PUT user/{id}/limituseofpi: turns "limit the use of my personal information" on or off. */
    async updateLimitUseOfPI(
      userId: string,
      enabled: boolean,
      options: Web2CallOptions = {},
    ): Promise<void> {
      const data: ApiLimitUseOfPIRequest = { limitUseOfPersonalInfo: { enabled } };
      await transport.sendNoContent({
        method: 'PUT',
        url: `/user/${segment(userId)}/limituseofpi`,
        data,
        signal: options.signal,
      });
    },

    /** POST privacy/gpc: reports the browser's Global Privacy Control signal. */
    async postGpcSignal(
      request: ApiGpcSignalRequest,
      options: Web2CallOptions = {},
    ): Promise<void> {
      const data: ApiGpcSignalRequest = {
        appInstanceId: request.appInstanceId,
        gpcSignal: request.gpcSignal,
      };
      await transport.sendNoContent({
        method: 'POST',
        url: '/privacy/gpc',
        data,
        signal: options.signal,
      });
    },
  };
}

/** The privacy calls of a web2 client. */
export type Web2PrivacyCalls = ReturnType<typeof createPrivacyCalls>;
