import '@/server/serverOnly';

import type { GetServerSideProps } from 'next';

import type { HydrationPayload } from '@/types/hydration';

/**
 * The page ids pages report for their ads when the page table's id is not the one the ad
 * configuration knows them by (its `PageAdConfigs`).
 */
export const AD_PAGE_IDS = {
  newsStory: 'newsstory',
  weatherCameraLanding: 'weatherlandingcamera',
  trafficCameraLanding: 'trafficlandingcamera',
  hurricane: 'hurricane',
} as const;

export type AdPageId = (typeof AD_PAGE_IDS)[keyof typeof AD_PAGE_IDS];

/**
 * A page's getServerSideProps whose store seed reports `adPageId` as the page's ad page id, so its
 * ads take the slots configured for it; a redirect or a 404 passes unchanged.
 */
// `any` as Next's own GetServerSideProps bound: page props are interfaces, without index signatures.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withAdPageId<P extends { [key: string]: any }>(
  adPageId: AdPageId,
  getProps: GetServerSideProps<P>,
): GetServerSideProps<P> {
  return async (ctx) => {
    const result = await getProps(ctx);
    if (!('props' in result)) return result;
    const props = await result.props;
    const seed: unknown = props.initialState;
    if (!seed || typeof seed !== 'object') return { ...result, props };
    const initialState: HydrationPayload = { ...seed, ads: { adPageId } };
    return { ...result, props: { ...props, initialState } };
  };
}
