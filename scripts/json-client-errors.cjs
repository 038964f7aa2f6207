// Installed into `next start` by scripts/preload.cjs (scripts/start.mjs, scripts/test-server.mjs): requests that Node's
// HTTP parser refuses before Next sees them (an unknown method such as FOO, headers too large, a
// malformed request line) get a JSON error like every other 4xx of the site, instead of Node's
// empty 400. Next registers no 'clientError' listener of its own, so this one is the only one.
// It also refuses request URLs longer than MAX_URL_LENGTH with a JSON 414 before Next routes
// them: no page or API of the site takes a URL that long, and Next's redirects (the trailing
// slash, say) would echo it twice into the answer's headers (Location and Refresh), past what
// HTTP clients accept.
const http = require('node:http');

/** The longest request target (path and query) the site accepts, in characters. */
const MAX_URL_LENGTH = 6144;

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

/** Whether the refused bytes are a HEAD request, whose answer must carry no body. */
function isHead(err) {
  const raw = err && err.rawPacket;
  return Buffer.isBuffer(raw) && raw.subarray(0, 5).toString('latin1') === 'HEAD ';
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
      (isHead(err) ? '' : body),
  );
}

/** Wraps a request listener so an over-long URL gets a JSON 414 instead of reaching it. */
function refusingLongUrls(listener) {
  return function (req, res) {
    if ((req.url ?? '').length <= MAX_URL_LENGTH) return listener.call(this, req, res);
    const body = JSON.stringify({ error: 'Request URL too long' });
    res.writeHead(414, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * Makes every server that `http.createServer` creates from now on answer parser errors as JSON
 * and refuse over-long URLs. `wrap`, when given, wraps the server's own request listener first
 * (scripts/preload.cjs passes the public-path mapping of scripts/public-paths.cjs).
 */
function install(httpModule = http, wrap = (listener) => listener) {
  if (httpModule.createServer.__jsonClientErrors) return;
  const createServer = httpModule.createServer;
  const patched = function (...args) {
    const i = args.findIndex((a) => typeof a === 'function');
    if (i >= 0) args[i] = refusingLongUrls(wrap(args[i]));
    const server = createServer.apply(this, args);
    server.on('clientError', answerClientError);
    return server;
  };
  patched.__jsonClientErrors = true;
  httpModule.createServer = patched;
}

module.exports = { MAX_URL_LENGTH, answerClientError, install, statusFor };
