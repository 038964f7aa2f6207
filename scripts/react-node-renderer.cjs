// Next.js renders pages-router pages with React's Edge build of the streaming renderer
// (next/dist/server/ReactDOMServerPages.js requires `react-dom/server.edge`, and says it means to use
// the Node.js build outside the Edge runtime). The Edge build turns every string it writes (each
// attribute, each text) into its own Uint8Array with TextEncoder.encode: about a tenth of a
// page's server time. The Node.js build of the same version has the same `renderToReadableStream`
// but encodes into 4 kB buffers. This hook hands Next the Node.js build, for that require only (from
// the module or from Next's prebuilt production pages runtimes that contain it), through
// scripts/react-pages-server.cjs, which writes every Suspense boundary in place.
'use strict';

const Module = require('node:module');
const path = require('node:path');

/** Next's modules that load the pages renderer: its source module and the prebuilt pages runtimes. */
const NEXT_PAGES_RENDERERS = [
  path.join('next', 'dist', 'server', 'ReactDOMServerPages.js'),
  path.join('next', 'dist', 'compiled', 'next-server', 'pages.runtime.prod.js'),
  path.join('next', 'dist', 'compiled', 'next-server', 'pages-turbo.runtime.prod.js'),
];

const isNextPagesRenderer = (filename) =>
  typeof filename === 'string' && NEXT_PAGES_RENDERERS.some((end) => filename.endsWith(end));

const PAGES_SERVER = path.join(__dirname, 'react-pages-server.cjs');

function install() {
  if (Module._resolveFilename.__reactNodeRenderer) return;
  const resolve = Module._resolveFilename;
  const patched = function (request, parent, ...rest) {
    if (request === 'react-dom/server.edge' && isNextPagesRenderer(parent?.filename)) {
      return PAGES_SERVER;
    }
    return resolve.call(this, request, parent, ...rest);
  };
  patched.__reactNodeRenderer = true;
  Module._resolveFilename = patched;
}

module.exports = { install };
