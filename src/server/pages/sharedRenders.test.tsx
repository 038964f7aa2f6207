import type { AppType } from 'next/app';
import { LoadableContext } from 'next/dist/shared/lib/loadable-context.shared-runtime';
import type { DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import { useContext } from 'react';
import { renderToString } from 'react-dom/server';

import { resetConfigForTests } from '@/server/config';

import { clearSharedRenders, rememberPageProps, renderPageShared } from './sharedRenders';

type Props = { initialState: { user: { deviceId: string | null } }; place: string };

const pageProps = (place: string, deviceId: string | null = null): Props => ({
  initialState: { user: { deviceId } },
  place,
});

/** What Next's render reports to the document: the page, rendered with these props. */
function Page({ pageProps: props }: { pageProps: Props }) {
  return <p>Forecast for {props.place}</p>;
}

/** A page whose render shows the visitor's device id. */
function DevicePage({ pageProps: props }: { pageProps: Props }) {
  return <p>Device {props.initialState.user.deviceId}</p>;
}

/** A page with a next/dynamic part rendered on the server (it reports its module). */
function PageWithDynamicPart({ pageProps: props }: { pageProps: Props }) {
  const report = useContext(LoadableContext);
  report?.('part.js');
  return <p>Forecast for {props.place}</p>;
}

/**
 * A request as `_document` sees it: Next's renderPage renders the (enhanced) App with the page's
 * props inside Next's LoadableContext, which records what the page reports.
 */
function request(props: Props, App: (p: { pageProps: Props }) => React.ReactElement = Page) {
  const res = {};
  rememberPageProps(res, props);
  const reported: string[] = [];
  const renderPage = jest.fn(async (options?: { enhanceApp?: (app: AppType) => AppType }) => {
    const Enhanced = (options?.enhanceApp?.(App as unknown as AppType) ?? App) as unknown as (p: {
      pageProps: Props;
    }) => React.ReactElement;
    const html = renderToString(
      <LoadableContext.Provider value={(name) => reported.push(name)}>
        <Enhanced pageProps={props} />
      </LoadableContext.Provider>,
    );
    return { html, head: [<title key="t">{props.place}</title>] };
  });
  const ctx = {
    res,
    pathname: '/weather-forecast/now/[location]',
    asPath: `/weather-forecast/now/${props.place}`,
    renderPage,
  } as unknown as DocumentContext;
  // As Next's Document.getInitialProps: the page's render through the context's renderPage.
  const render = jest.fn(async (docCtx: DocumentContext): Promise<DocumentInitialProps> => {
    const { html, head } = await docCtx.renderPage({ enhanceApp: (A) => A });
    return { html, head, styles: [] };
  });
  return { ctx, render, renderPage, reported };
}

beforeEach(() => {
  clearSharedRenders();
  resetConfigForTests();
  delete process.env.PAGE_RENDER_REUSE_SECONDS;
});

afterAll(() => {
  delete process.env.PAGE_RENDER_REUSE_SECONDS;
  resetConfigForTests();
});

describe('renderPageShared', () => {
  it('renders a page once for first visits with the same props (each with a device id of its own)', async () => {
    const first = request(pageProps('paris', 'device-a'));
    const firstResult = await renderPageShared(first.ctx, first.render);
    expect(firstResult.html).toBe('<p>Forecast for <!-- -->paris</p>');

    const second = request(pageProps('paris', 'device-b'));
    const secondResult = await renderPageShared(second.ctx, second.render);
    expect(second.render).not.toHaveBeenCalled();
    expect(second.renderPage).not.toHaveBeenCalled();
    expect(secondResult.html).toBe(firstResult.html);
    expect(secondResult.head).toBe(firstResult.head);
  });

  it('renders again for other props, another page or another address', async () => {
    const paris = request(pageProps('paris'));
    await renderPageShared(paris.ctx, paris.render);
    const london = request(pageProps('london'));
    expect((await renderPageShared(london.ctx, london.render)).html).toContain('london');
    expect(london.render).toHaveBeenCalledTimes(1);

    const otherRoute = request(pageProps('paris'));
    (otherRoute.ctx as { pathname: string }).pathname = '/weather-forecast/hourly/[location]';
    await renderPageShared(otherRoute.ctx, otherRoute.render);
    expect(otherRoute.render).toHaveBeenCalledTimes(1);

    const query = request(pageProps('paris'));
    (query.ctx as { asPath: string }).asPath = '/weather-forecast/now/paris?station=LFPB';
    await renderPageShared(query.ctx, query.render);
    expect(query.render).toHaveBeenCalledTimes(1);
  });

  it("never shares a render that shows its visitor's device id", async () => {
    const first = request(pageProps('paris', 'device-a'), DevicePage);
    expect((await renderPageShared(first.ctx, first.render)).html).toContain('device-a');
    const second = request(pageProps('paris', 'device-b'), DevicePage);
    const result = await renderPageShared(second.ctx, second.render);
    expect(second.render).toHaveBeenCalledTimes(1);
    expect(result.html).toContain('device-b');
    expect(result.html).not.toContain('device-a');
  });

  it('passes next/dynamic parts on to Next and does not share their render', async () => {
    const first = request(pageProps('paris'), PageWithDynamicPart);
    await renderPageShared(first.ctx, first.render);
    expect(first.reported).toEqual(['part.js']);
    const second = request(pageProps('paris'), PageWithDynamicPart);
    await renderPageShared(second.ctx, second.render);
    expect(second.render).toHaveBeenCalledTimes(1);
    expect(second.reported).toEqual(['part.js']);
  });

  it('renders every time for an error page, a page without registered props, or a reuse time of 0', async () => {
    const failed = request(pageProps('paris'));
    (failed.ctx as { err: Error }).err = new Error('boom');
    await renderPageShared(failed.ctx, failed.render);
    await renderPageShared(failed.ctx, failed.render);
    expect(failed.render).toHaveBeenCalledTimes(2);

    const unregistered = request(pageProps('paris'));
    (unregistered.ctx as { res: object }).res = {};
    await renderPageShared(unregistered.ctx, unregistered.render);
    await renderPageShared(unregistered.ctx, unregistered.render);
    expect(unregistered.render).toHaveBeenCalledTimes(2);

    process.env.PAGE_RENDER_REUSE_SECONDS = '0';
    resetConfigForTests();
    const off = request(pageProps('berlin'));
    await renderPageShared(off.ctx, off.render);
    const again = request(pageProps('berlin'));
    await renderPageShared(again.ctx, again.render);
    expect(again.render).toHaveBeenCalledTimes(1);
  });

  it('registers nothing for props that are not JSON', async () => {
    const res = {};
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    rememberPageProps(res, cyclic);
    rememberPageProps(res, Promise.resolve({}));
    const page = request(pageProps('paris'));
    (page.ctx as { res: object }).res = res;
    await renderPageShared(page.ctx, page.render);
    await renderPageShared(page.ctx, page.render);
    expect(page.render).toHaveBeenCalledTimes(2);
  });
});
