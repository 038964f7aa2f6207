/**
 * @jest-environment node
 */
import Module from 'node:module';
import path from 'node:path';

// The preload's hook (CommonJS, no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a plain CommonJS script of scripts/
const { install } = require('../../scripts/react-node-renderer.cjs') as { install: () => void };

type Resolve = (request: string, parent: { filename: string; paths: string[] }) => string;
const resolveFilename = (Module as unknown as { _resolveFilename: Resolve })._resolveFilename;

const root = path.resolve(__dirname, '../..');
const from = (file: string) => ({
  filename: path.join(root, 'node_modules', file),
  paths: [path.join(root, 'node_modules')],
});
const resolve = (request: string, parent: ReturnType<typeof from>) =>
  (Module as unknown as { _resolveFilename: Resolve })._resolveFilename(request, parent);

describe("React's Node.js renderer for Next's pages", () => {
  const original = resolveFilename;
  afterAll(() => {
    (Module as unknown as { _resolveFilename: Resolve })._resolveFilename = original;
  });

  const pagesServer = path.join(root, 'scripts/react-pages-server.cjs');

  it("hands Next's pages runtime the Node.js build, and leaves every other require alone", () => {
    install();
    const pagesRuntime = from('next/dist/compiled/next-server/pages-turbo.runtime.prod.js');
    expect(resolve('react-dom/server.edge', pagesRuntime)).toBe(pagesServer);
    expect(resolve('react-dom/server.edge', from('next/dist/server/ReactDOMServerPages.js'))).toBe(
      pagesServer,
    );
    // The App Router's and anyone else's require of the Edge build stays as asked.
    expect(resolve('react-dom/server.edge', from('some-package/index.js'))).toBe(
      path.join(root, 'node_modules/react-dom/server.edge.js'),
    );
  });

  it('renders the same HTML as the Edge build', async () => {
    type Renderer = {
      renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array>>;
    };
    /* eslint-disable @typescript-eslint/no-require-imports -- the two builds, side by side */
    const node = require('react-dom/server.node') as Renderer;
    const edge = require('react-dom/server.edge') as Renderer;
    const { createElement: h } = require('react') as typeof import('react');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const page = () =>
      h(
        'main',
        { className: 'page', 'data-x': 'ä & <b>' },
        h('h1', null, 'Forecast for Zürich'),
        h('p', null, 'x'.repeat(5000)),
        ...Array.from({ length: 200 }, (_, i) => h('a', { key: i, href: `/p/${i}` }, `Link ${i}`)),
      );
    const html = async (renderer: Renderer) =>
      new Response(await renderer.renderToReadableStream(page())).text();
    expect(await html(node)).toBe(await html(edge));
  });

  it('writes a large Suspense boundary in place, where React would move it to the end', async () => {
    type Renderer = {
      renderToReadableStream: (element: unknown) => Promise<ReadableStream<Uint8Array>>;
    };
    /* eslint-disable @typescript-eslint/no-require-imports -- the wrapper beside the build it wraps */
    const pages = require('../../scripts/react-pages-server.cjs') as Renderer;
    const node = require('react-dom/server.node') as Renderer;
    const { createElement: h, Suspense } = require('react') as typeof import('react');
    /* eslint-enable @typescript-eslint/no-require-imports */
    // More than React's 12.8 kB before and inside the boundaries, as on a page of the site.
    const page = () =>
      h(
        'div',
        null,
        h('header', null, 'h'.repeat(14_000)),
        h(
          Suspense,
          { fallback: null },
          h('main', null, h('p', null, 'Forecast'), 'm'.repeat(14_000)),
        ),
        h(Suspense, { fallback: null }, h('footer', null, 'f'.repeat(2_000))),
      );
    const html = async (renderer: Renderer) => {
      const stream = await renderer.renderToReadableStream(page());
      return new Response(stream).text();
    };
    const inPlace = await html(pages);
    expect(inPlace).toMatch(
      /^<div><header>h+<\/header><!--\$--><main><p>Forecast<\/p>m+<\/main><!--\/\$--><!--\$--><footer>f+<\/footer><!--\/\$--><\/div>$/,
    );
    // The plain build moves the boundaries' content out of place (what the wrapper prevents).
    expect(await html(node)).toMatch(/<!--\$\?-->/);
  });

  describe('the wrapper Next gets', () => {
    type Renderer = {
      renderToReadableStream: (
        element: unknown,
        options?: Record<string, unknown>,
      ) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
    };
    /* eslint-disable @typescript-eslint/no-require-imports -- the wrapper beside the build it wraps */
    const pages = require('../../scripts/react-pages-server.cjs') as Renderer;
    const node = require('react-dom/server.node') as Renderer;
    const { createElement: h, Suspense } = require('react') as typeof import('react');
    /* eslint-enable @typescript-eslint/no-require-imports */
    const text = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

    it("renders the same HTML as React's stream with boundaries in place, ready at once", async () => {
      const page = () =>
        h(
          'main',
          { className: 'page', 'data-x': 'ä & <b>' },
          h('h1', null, 'Forecast for Zürich — 12 °C'),
          h(Suspense, { fallback: null }, h('p', null, 'x'.repeat(15_000))),
          h('script', { dangerouslySetInnerHTML: { __html: '{"a":"</b>"}' } }),
          ...Array.from({ length: 200 }, (_, i) =>
            h('a', { key: i, href: `/p/${i}` }, `Link ${i}`),
          ),
        );
      const stream = await pages.renderToReadableStream(page());
      await expect(stream.allReady).resolves.toBeUndefined();
      const streamed = await node.renderToReadableStream(page(), {
        progressiveChunkSize: Infinity,
      });
      await streamed.allReady;
      expect(await text(stream)).toBe(await text(streamed));
    });

    it('rejects when a component outside any boundary throws', async () => {
      const Broken = () => {
        throw new Error('broken component');
      };
      await expect(pages.renderToReadableStream(h('div', null, h(Broken)))).rejects.toThrow(
        'broken component',
      );
    });

    it('renders the fallback of a boundary whose content throws, for the browser to render', async () => {
      const Broken = () => {
        throw new Error('broken part');
      };
      const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const html = await text(
        await pages.renderToReadableStream(
          h('div', null, h(Suspense, { fallback: h('span', null, 'later') }, h(Broken))),
        ),
      );
      spy.mockRestore();
      expect(html).toMatch(/^<div><!--\$!-->[\s\S]*<span>later<\/span><!--\/\$--><\/div>$/);
    });

    it("streams (boundaries in place) when asked for more than React's id prefix", async () => {
      const stream = await pages.renderToReadableStream(
        h('div', null, h(Suspense, { fallback: null }, h('p', null, 'y'.repeat(14_000)))),
        { bootstrapScriptContent: 'void 0' },
      );
      await stream.allReady;
      expect(await text(stream)).toMatch(
        /^<div><!--\$--><p>y+<\/p><!--\/\$--><\/div><script[^>]*>void 0<\/script>$/,
      );
    });
  });
});
