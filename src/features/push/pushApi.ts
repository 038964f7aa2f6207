/** The browser's calls to the alert-notification API (`/web2/api/push/subscriptions`). */
import { createHttpClient } from '@/lib/http/createHttpClient';
import { WEB2_BASE_URL } from '@/lib/web2/basePath';

/** A place this device is told of. */
export interface ApiPushPlace {
  place: string;
  name: string;
}

/** What the list answers: the server's VAPID public key and this device's places. */
export interface ApiPushState {
  vapidPublicKey: string;
  places: ApiPushPlace[];
}

const http = createHttpClient({ baseURL: WEB2_BASE_URL, timeout: 10_000 });
const PATH = '/push/subscriptions';

/** The places this device is told of, and the key to subscribe with. */
export async function fetchPushState(appInstanceId: string): Promise<ApiPushState> {
  return (await http.get<ApiPushState>(PATH, { params: { appInstanceId } })).data;
}

/** Asks for a place's alerts with this browser's push subscription. */
export async function subscribePlace(
  appInstanceId: string,
  place: string,
  subscription: PushSubscriptionJSON,
): Promise<ApiPushPlace> {
  const res = await http.request<ApiPushPlace>({
    method: 'POST',
    url: PATH,
    data: { appInstanceId, place, subscription },
  });
  return res.data;
}

/** Stops a place's alerts on this device. */
export async function unsubscribePlace(appInstanceId: string, place: string): Promise<void> {
  await http.request({
    method: 'DELETE',
    url: PATH,
    params: { appInstanceId, place },
    validateStatus: (s) => (s >= 200 && s < 300) || s === 404,
  });
}
