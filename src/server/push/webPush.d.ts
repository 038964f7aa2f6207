/**
 * Types of the parts of `web-push` (3.6) the sender uses; the package ships none. See its README:
 * https://github.com/web-push-libs/web-push#api-reference
 */
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface VapidDetails {
    subject: string;
    publicKey: string;
    privateKey: string;
  }
  export type Urgency = 'very-low' | 'low' | 'normal' | 'high';
  export interface RequestOptions {
    vapidDetails?: VapidDetails;
    TTL?: number;
    urgency?: Urgency;
    topic?: string;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    timeout?: number;
  }
  export interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  export function generateRequestDetails(
    subscription: PushSubscription,
    payload?: string | Buffer | null,
    options?: RequestOptions,
  ): RequestDetails;
  const webPush: {
    generateVAPIDKeys: typeof generateVAPIDKeys;
    generateRequestDetails: typeof generateRequestDetails;
  };
  export default webPush;
}
