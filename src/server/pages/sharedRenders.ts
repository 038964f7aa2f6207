import '@/server/serverOnly';

import { hash } from 'node:crypto';

import { LRUCache } from 'lru-cache';
import type { AppType } from 'next/app';
// The types next/document exports (which only pages/_document may import).
import type { DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import { createElement, useContext, type ComponentType } from 'react';

import { getConfig } from '@/server/config';

/**
 * Page renders shared by the requests of one page with the same props: a burst of visitors to one
 * place's forecast (first visits, crawlers: the same page, the same props) costs one React render,
 * not one per request.
 *
 * A page's HTML is a function of its route, its URL and its props: the browser hydrates from the
 * props alone, so a render that read anything else would not hydrate. The key is exactly those
 * (the props as JSON, hashed), but for the visitor's device id, which no component renders (see
 * `rememberPageProps`): two requests share a render only when their pages would be the same, a
 * signed-in visitor's with nobody else's. What a render reads besides (the clock: the footer's
 * year, "updated" times) is at most PAGE_RENDER_REUSE_SECONDS old, well within the weather's own
 * cache. Only the page's body is shared: the document around it (the request's CSP nonce, the
 * props' script with the visitor's own device id) is written for each request.
 *
 * Next's render also reports, through React context, the head (next/head) and the next/dynamic
 * parts the page rendered on the server (their chunks start with the page). The head comes back
 * with the body; a render that reports a dynamic part is not shared (the site's are browser-only,
 * `ssr: false`). next/script reports its `beforeInteractive` scripts the same way: the site has
 * none, and a page that adds one must not be shared (register no props for it).
 */

/** One page's server render, as `_document`'s getInitialProps gives it to Next. */
type SharedRender = Pick<DocumentInitialProps, 'html' | 'head' | 'styles'>;

/** At most this many renders, of at most this many UTF-16 units of HTML together (~64 MB). */
const MAX_RENDERS = 2000;
const MAX_HTML_UNITS = 32 * 1024 * 1024;

const renders = new LRUCache<string, SharedRender>({
  max: MAX_RENDERS,
  maxSize: MAX_HTML_UNITS,
  sizeCalculation: (render) => Math.max(1, render.html.length),
});

/** Each response's page props as JSON, without the visitor's device id (which is `deviceId`). */
const propsByResponse = new WeakMap<object, { json: string; deviceId?: string }>();

type WithDevice = { initialState?: { user?: { deviceId?: unknown } } };

/**
 * Registers the props a page's getServerSideProps answers for this response, so that its render
 * can be shared (`renderPageShared`). Props that are not plain JSON are not registered (the page
 * renders as usual).
 *
 * Every first visit gets a device id of its own in the store's seed, which only the browser's
 * requests read (no component renders it): the key leaves it out, so first visits to one page
 * share a render. A render whose HTML contains its visitor's device id is never shared.
 */
export function rememberPageProps(res: object, props: unknown): void {
  if (typeof props !== 'object' || props === null || props instanceof Promise) return;
  const { initialState } = props as WithDevice;
  const deviceId = initialState?.user?.deviceId;
  const keyed =
    typeof deviceId === 'string' && initialState?.user
      ? {
          ...props,
          initialState: { ...initialState, user: { ...initialState.user, deviceId: '' } },
        }
      : props;
  try {
    propsByResponse.set(res, {
      json: JSON.stringify(keyed),
      deviceId: typeof deviceId === 'string' && deviceId ? deviceId : undefined,
    });
  } catch {
    // Not JSON (Next refuses such props anyway): nothing to share.
  }
}

/** A renderPage that also records the next/dynamic modules the page reports, into `parts`. */
function recordingDynamicParts(
  renderPage: DocumentContext['renderPage'],
  parts: string[],
): DocumentContext['renderPage'] {
  return (options) => {
    const enhancers = typeof options === 'function' ? { enhanceComponent: options } : options;
    return renderPage({
      ...enhancers,
      enhanceApp: (App: AppType) => {
        const Enhanced = (enhancers?.enhanceApp?.(App) ?? App) as ComponentType<object>;
        // One child under each wrapper: React's ids (useId) stay those of the browser's tree.
        return function RecordDynamicParts(props: object) {
          const report = useContext(LoadableContext);
          return createElement(
            LoadableContext.Provider,
            {
              value: (moduleName: string) => {
                parts.push(moduleName);
                report?.(moduleName);
              },
            },
            createElement(Enhanced, props),
          );
        } as unknown as AppType;
      },
    });
  };
}

/**
 * `_document`'s getInitialProps through the shared renders: the response's registered props (see
 * `rememberPageProps`) with the route and URL are the key; a render of the same key within
 * PAGE_RENDER_REUSE_SECONDS is reused, else `render` runs and is kept. Error pages, pages without
 * registered props, and a reuse time of 0 render as usual.
 */
export async function renderPageShared(
  ctx: DocumentContext,
  render: (ctx: DocumentContext) => Promise<DocumentInitialProps>,
): Promise<DocumentInitialProps> {
  const seconds = getConfig().env.PAGE_RENDER_REUSE_SECONDS;
  const props = ctx.res ? propsByResponse.get(ctx.res) : undefined;
  if (seconds === 0 || props === undefined || ctx.err) return render(ctx);
  const key = hash('sha256', `${ctx.pathname}\n${ctx.asPath ?? ''}\n${props.json}`, 'base64url');
  const shared = renders.get(key);
  if (shared) return shared;
  const dynamicParts: string[] = [];
  const rendered = await render({
    ...ctx,
    renderPage: recordingDynamicParts(ctx.renderPage, dynamicParts),
  });
  // A render showing its visitor's device id is that visitor's alone; one with next/dynamic parts
  // rendered on the server is not shared (Next learns of those only while rendering).
  const own = props.deviceId !== undefined && rendered.html.includes(props.deviceId);
  if (!own && dynamicParts.length === 0) {
    renders.set(
      key,
      { html: rendered.html, head: rendered.head, styles: rendered.styles },
      { ttl: seconds * 1000 },
    );
  }
  return rendered;
}

/** Forgets every shared render (tests). */
export function clearSharedRenders(): void {
  renders.clear();
}
