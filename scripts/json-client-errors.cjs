// Installed into `next start` by scripts/preload.cjs (scripts/start.mjs, scripts/test-server.mjs): requests that Node's
// HTTP parser refuses before Next sees them (an unknown method such as FOO, headers too large, a
// malformed request line) get a JSON error like every other 4xx of the site, instead of Node's
// empty 400. Next registers no 'clientError' listener of its own, so this one is the only one.
const http = require('node:http');

const REASONS = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
const MESSAGES = {
  400: 'Malformed request',
  408: 'Request timed out',
  431: 'Request header fields too large',
};

/** The status for a parser error: 431 for oversized headers, 408 for a timeout, else 400. */
function statusFor(err) {
  if (err && err.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (err && err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** A 'clientError' listener answering `{ "error": message }` and closing the connection. */
function answerClientError(err, socket) {
  if (err && err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  if (!socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  const status = statusFor(err);
  const body = JSON.stringify({ error: MESSAGES[status] });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Makes every server that `http.createServer` creates from now on answer parser errors as JSON. */
function install(httpModule = http) {
  if (httpModule.createServer.__jsonClientErrors) return;
  const createServer = httpModule.createServer;
  const patched = function (...args) {
    const server = createServer.apply(this, args);
    server.on('clientError', answerClientError);
    return server;
  };
  patched.__jsonClientErrors = true;
  httpModule.createServer = patched;
}

module.exports = { answerClientError, install, statusFor };
