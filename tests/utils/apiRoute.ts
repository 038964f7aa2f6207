import type { NextApiRequest, NextApiResponse } from 'next';

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
  body?: unknown;
  cookies?: Record<string, string>;
  /** The connection: the peer's address, and the server address and port it arrived on. */
  socket?: { remoteAddress?: string; localAddress?: string; localPort?: number };
}

/**
 * Calls a Next API route handler in-process with a request and a recording response. Body
 * parsing is Next's job and is exercised by the e2e suite; here `body` arrives already parsed.
 */
export async function callRoute(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  request: RouteRequest = {},
): Promise<RouteResult> {
  const result: RouteResult = { status: 200, headers: {}, body: undefined };
  let sent = false;
  const req = {
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers: { host: 'localhost:3000', ...request.headers },
    query: request.query ?? {},
    body: request.body,
    cookies: request.cookies ?? {},
    socket: { remoteAddress: '127.0.0.1', ...request.socket },
  } as unknown as NextApiRequest;
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
