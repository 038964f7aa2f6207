import { Readable } from 'node:stream';

import type { NextApiRequest, NextApiResponse } from 'next';

import { getConfig } from '@/server/config';

/** What a test sees of an API route's answer. */
export interface RouteResult {
  status: number;
  headers: Record<string, string | number | readonly string[]>;
  body: unknown;
}

interface RouteRequest {
  method?: string;
  url?: string;
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /**
   * The body as it travels: a string or Buffer as is, anything else as JSON. Sent with
   * `Content-Type: application/json` unless `headers` say otherwise.
   */
  body?: unknown;
  cookies?: Record<string, string>;
  /** The connection: the peer's address, and the server address and port it arrived on. */
  socket?: { remoteAddress?: string; localAddress?: string; localPort?: number };
}

/**
 * Calls a Next API route handler in-process with a request and a recording response. The request
 * is a stream carrying the body's bytes, as Next hands it to routes whose body parser is off (every
 * route reads its own body, see apiHandler).
 */
export async function callRoute(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  request: RouteRequest = {},
): Promise<RouteResult> {
  const result: RouteResult = { status: 200, headers: {}, body: undefined };
  let sent = false;
  const bytes =
    request.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(
            typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
          );
  // The site's own host, as a browser on the site sends it (a loopback alias would be redirected).
  const headers: Record<string, string> = { host: new URL(getConfig().siteOrigin).host };
  if (bytes.length > 0) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(bytes.length);
  }
  const req = Object.assign(Readable.from(bytes.length > 0 ? [bytes] : []), {
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers: { ...headers, ...request.headers },
    query: request.query ?? {},
    cookies: request.cookies ?? {},
    socket: { remoteAddress: '127.0.0.1', ...request.socket },
  }) as unknown as NextApiRequest;
  const res = {
    get headersSent() {
      return sent;
    },
    setHeader(name: string, value: string | number | readonly string[]) {
      result.headers[name.toLowerCase()] = value;
      return res;
    },
    getHeader(name: string) {
      return result.headers[name.toLowerCase()];
    },
    status(code: number) {
      result.status = code;
      return res;
    },
    json(body: unknown) {
      result.body = body;
      sent = true;
      return res;
    },
    send(body: unknown) {
      result.body = body;
      sent = true;
      return res;
    },
    end() {
      sent = true;
      return res;
    },
  } as unknown as NextApiResponse;
  await handler(req, res);
  return result;
}
