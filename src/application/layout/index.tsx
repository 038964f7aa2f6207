import type { NextPage } from 'next';
import type { ComponentType, ReactElement, ReactNode } from 'react';

import { BareLayout } from './BareLayout';
import { FramedLayout } from './FramedLayout';
import { SiteLayout, type SiteLayoutSlots } from './SiteLayout';
import { siteSlots } from './siteSlots';

export type { SiteLayoutSlots } from './SiteLayout';

/** Wraps a rendered page in its layout (Next.js's per-page layout pattern). */
export type GetLayout = (page: ReactElement) => ReactNode;

/** A page component that chose its layout. */
export type PageWithLayout<P = object> = NextPage<P> & { getLayout?: GetLayout };

/** The site frame, with every page's slots; `overrides` fills or empties slots for one page. */
export function siteLayout(overrides: Partial<SiteLayoutSlots> = {}): GetLayout {
  const slots = { ...siteSlots, ...overrides };
  return function getSiteLayout(page) {
    return <SiteLayout slots={slots}>{page}</SiteLayout>;
  };
}

/** No frame (sign-in helper pages, the identity provider's pages). */
export const bareLayout: GetLayout = (page) => <BareLayout>{page}</BareLayout>;

/**
 * The site frame, or the page alone when its props say it is shown in another page's frame
 * (`framed: true`, a policy in the notices' dialog).
 */
export function siteOrFramedLayout(): GetLayout {
  const site = siteLayout();
  return function getSiteOrFramedLayout(page) {
    const { framed } = page.props as { framed?: boolean };
    return framed ? <FramedLayout>{page}</FramedLayout> : site(page);
  };
}

/** No frame and nothing else: the benchmark's baseline page. */
export const noLayout: GetLayout = (page) => page;

/** A page made of a page view and the layout it chooses. */
export function withLayout<P extends object>(
  View: ComponentType<P>,
  getLayout: GetLayout,
): PageWithLayout<P> {
  function Page(props: P) {
    return <View {...props} />;
  }
  Page.getLayout = getLayout;
  return Page;
}
