import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import { discardBody, requestHasBody } from './body';
import { setNoStore } from './headers';
import { PAGE_METHODS } from './sitePaths';

/**
 * For a page the request proxy does not run for (robots.txt, see proxy.ts's matcher): answers a
 * method pages do not answer (anything but GET and HEAD: POST, TRACE, TRACK, …) as the proxy
 * would, 405 with `Allow: GET, HEAD` and a JSON error, its body read and dropped first. True when
 * it answered.
 */
export async function refuseNonPageMethod(
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  res: ServerResponse,
): Promise<boolean> {
  const method = (req.method ?? 'GET').toUpperCase();
  if ((PAGE_METHODS as readonly string[]).includes(method)) return false;
  if (requestHasBody(req) && !(await discardBody(req as IncomingMessage)))
    res.setHeader('Connection', 'close');
  res.statusCode = 405;
  res.setHeader('Allow', PAGE_METHODS.join(', '));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  setNoStore(res);
  res.end(JSON.stringify({ error: `Method ${method} not allowed` }));
  return true;
}
