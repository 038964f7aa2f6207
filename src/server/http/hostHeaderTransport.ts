import '@/server/serverOnly';

import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { fetchTransport, type HttpTransport } from '@/lib/http/createHttpClient';

/** Sends one request with node:http(s), its headers exactly as given (no redirect followed). */
const viaNode: HttpTransport = (request) =>
  new Promise((resolve, reject) => {
    const url = new URL(request.url);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const onResponse = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({
          status: res.statusCode ?? 0,
          headers,
          data:
            request.responseType === 'arraybuffer'
              ? new Uint8Array(body).buffer
              : body.toString('utf8'),
        });
      });
    };
    const req = send(
      url,
      { method: request.method, headers: request.headers, signal: request.signal },
      onResponse,
    );
    req.on('error', reject);
    req.end(request.body);
  });

/**
 * A server transport for calls that name their own `Host`: `fetch` always sends the URL's host
 * instead, so a request carrying a `host` header goes out with node:http(s), which sends it as
 * given (the relying party reaches the embedded identity provider on this server's own socket
 * under the site's host name, which the request middleware serves). Any other request uses
 * `fetch`.
 */
export const hostHeaderTransport: HttpTransport = (request) =>
  request.headers.host === undefined ? fetchTransport(request) : viaNode(request);
