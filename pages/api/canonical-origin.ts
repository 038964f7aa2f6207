import type { NextApiRequest, NextApiResponse } from 'next';

import { discardBody } from '@/server/http/body';
import { setNoStore } from '@/server/http/headers';
import { answerHost } from '@/server/http/siteOrigin';

/**
 * The page path and query the proxy hands over (`?to=`): a path on this site, nothing else, as a
 * URL writes it (printable ASCII: the proxy passes it encoded), so it is safe in a Location header.
 */
const PAGE_PATH = /^\/(?!\/)[\x21-\x7e]*$/;

function pagePath(value: unknown): string | null {
  return typeof value === 'string' && PAGE_PATH.test(value) ? value : null;
}

/**
 * The canonical-origin redirect of a page: proxy.ts rewrites a GET or HEAD of a page on a loopback
 * alias of the site (`127.0.0.1:3000` for `http://localhost:3000`) to here, with the page's path
 * and query in `to`. Next turns a redirect answered by the proxy into a relative one whenever its
 * Location is on Next's own listening address, which `SITE_URL` is when the site runs locally
 * (`npm start`: `http://localhost:3000`), and the visitor would stay on the alias; an API route's
 * Location is sent as written. The host is checked again here (`answerHost`), so the answer is a
 * 308 to the site's origin or nothing: asked directly on the site's own host, this is a 404.
 */
export default async function canonicalOrigin(
  req: NextApiRequest,
  res: NextApiResponse,
): Promise<void> {
  setNoStore(res);
  // Nothing here reads a body: any is dropped, so the client reads the answer.
  if (!(await discardBody(req))) res.setHeader('Connection', 'close');
  const to = pagePath(req.query.to);
  if (to && answerHost(req, res, to)) return;
  res.status(404).json({ error: 'Not found' });
}

/** No body is parsed (Next's parser would answer a bad one in plain text). */
export const config = { api: { bodyParser: false } };
