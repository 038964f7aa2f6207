import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

import { resetConfigForTests } from '@/server/config';
import { getInteractionPageProps } from '@/embedded/idp/interactionPage';

import InteractionPage from '../../pages/idp/interaction/[uid]';
import idpRoute from '../../pages/api/idp/[...path]';

/** Serves the interaction page the way Next would (getServerSideProps, then the page's markup). */
async function servePage(
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  query: URLSearchParams,
) {
  const result = await getInteractionPageProps({
    req,
    res,
    params: { uid },
    query: Object.fromEntries(query),
  });
  if ('redirect' in result) {
    res.writeHead(303, { Location: result.redirect.destination }).end();
  } else if ('props' in result) {
    const props = await result.props;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!DOCTYPE html>${renderToStaticMarkup(createElement(InteractionPage, props))}`);
  } else {
    res.writeHead(404).end();
  }
}

/**
 * A real HTTP server on 127.0.0.1 routing `/idp/interaction/<uid>` to the page and every other
 * `/idp/*` request to the API route, as the site does with its `/idp/:path*` rewrite. The site's
 * origin (SITE_URL) is this server's address while it runs, as the e2e server configures it: the
 * issuer never comes from a request's Host.
 */
export async function startIdpServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://placeholder');
    const page = /^\/idp\/interaction\/([^/]+)$/.exec(url.pathname);
    const work =
      page?.[1] && req.method === 'GET'
        ? servePage(req, res, decodeURIComponent(page[1]), url.searchParams)
        : url.pathname.startsWith('/idp/')
          ? Promise.resolve(idpRoute(req, res))
          : Promise.resolve(void res.writeHead(404).end());
    work.catch((err: unknown) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = origin;
  resetConfigForTests();
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(() => {
        if (saved === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = saved;
        resetConfigForTests();
      }),
  };
}

/** A browser's cookie store, enough for one host (paths ignored; expired cookies dropped). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The Cookie header to send. */
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Keeps the cookies a response sets. */
  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attrs.some(
        (a) => /^\s*expires=/i.test(a) && new Date(a.split('=')[1] ?? '').getTime() < Date.now(),
      );
      if (expired || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
  }

  clear(): void {
    this.cookies.clear();
  }
}

/** Fetches without following redirects, carrying and keeping cookies. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.header) headers.set('cookie', jar.header);
  const res = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.keep(res);
  return res;
}

/** Follows redirects (each one through the jar) until leaving `origin/idp` or reaching a page. */
export async function follow(
  jar: CookieJar,
  origin: string,
  start: string,
): Promise<{ url: string; res: Response }> {
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const res = await browse(jar, url);
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return { url, res };
    url = new URL(location, url).href;
    if (!url.startsWith(`${origin}/idp`)) return { url, res };
  }
  throw new Error('too many redirects');
}

/** Posts a form the way the sign-in page does (same-origin Origin header). */
export function postForm(
  jar: CookieJar,
  origin: string,
  url: string,
  fields: Record<string, string>,
): Promise<Response> {
  return browse(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(fields).toString(),
  });
}
