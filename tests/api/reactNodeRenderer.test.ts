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

  it("hands Next's pages runtime the Node.js build, and leaves every other require alone", () => {
    install();
    const pagesRuntime = from('next/dist/compiled/next-server/pages-turbo.runtime.prod.js');
    expect(resolve('react-dom/server.edge', pagesRuntime)).toBe(
      path.join(root, 'node_modules/react-dom/server.node.js'),
    );
    expect(resolve('react-dom/server.edge', from('next/dist/server/ReactDOMServerPages.js'))).toBe(
      path.join(root, 'node_modules/react-dom/server.node.js'),
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
});
