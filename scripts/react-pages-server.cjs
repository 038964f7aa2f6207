// React's Node.js renderer as Next's pages router gets it (scripts/react-node-renderer.cjs), with
// the page rendered to one string instead of streamed.
//
// Next's pages router sends a page only once it has rendered entirely: it asks React for a stream
// of bytes (`renderToReadableStream`), waits for `allReady`, reads the stream back into a string
// and writes the document around it (three renders per page: the body, styled-jsx, the document).
// Streaming, React encodes every piece it writes into bytes and queues them on a web stream that
// Next then decodes piece by piece: about a tenth of a page's server time on this site. Here the
// page is rendered with React's string renderer (`renderToString`: the same renderer, Fizz,
// writing into a string), encoded once, and handed over as a stream of one chunk. The HTML is the
// same byte for byte (tests/api/reactNodeRenderer.test.ts; the bench compares the pages).
//
// Two things follow from rendering to a string, and both hold for the streamed pages too:
// - a completed Suspense boundary is written in place (the site's frame marks its parts as
//   boundaries so the browser hydrates them in slices, src/application/layout/HydrationBoundary);
//   streaming React would move boundaries past its `progressiveChunkSize` (12.8 kB) to the end of
//   the document and show them with a script, which only delays the paint of a page sent whole;
// - a component must not suspend on the server (nothing of the site does: data is read in
//   getServerSideProps): the string renderer writes a suspended boundary's fallback at once, for
//   the browser to render, where the stream would wait. An error inside a boundary is handled as
//   when streaming (the fallback, rendered again in the browser); an error outside rejects.
// A caller passing other options than `identifierPrefix` gets React's stream (with boundaries in
// place), as before.
'use strict';

const server = require('react-dom/server.node');

const encoder = new TextEncoder();

/** A readable stream of one chunk, with the `allReady` promise React's streams carry. */
function streamOf(bytes) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  stream.allReady = Promise.resolve();
  return stream;
}

module.exports = {
  ...server,
  renderToReadableStream(children, options) {
    if (options && Object.keys(options).some((name) => name !== 'identifierPrefix')) {
      return server.renderToReadableStream(children, {
        progressiveChunkSize: Infinity,
        ...options,
      });
    }
    try {
      return Promise.resolve(streamOf(encoder.encode(server.renderToString(children, options))));
    } catch (error) {
      return Promise.reject(error);
    }
  },
};
