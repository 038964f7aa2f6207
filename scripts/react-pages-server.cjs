// React's Node.js renderer as Next's pages router gets it (scripts/react-node-renderer.cjs), with one
// default changed: a completed Suspense boundary is always written in place. React otherwise moves
// the content of boundaries past its `progressiveChunkSize` (12.8 kB, counted from the page's
// start) to the end of the document, hidden, and shows it with an inline script, for streams that
// show a page while it renders. Next's pages router sends a page only once it has rendered
// entirely, so that move only delays the paint. The site's frame marks its parts as boundaries
// (src/application/layout/HydrationBoundary.tsx) so the browser hydrates them in slices.
'use strict';

const server = require('react-dom/server.node');

module.exports = {
  ...server,
  renderToReadableStream(children, options) {
    return server.renderToReadableStream(children, { progressiveChunkSize: Infinity, ...options });
  },
};
