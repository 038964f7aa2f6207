import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';

import type Provider from 'oidc-provider';

import { siteOrigin } from '@/server/http/siteOrigin';
import { refuseWhenOverLimit } from '@/server/rate-limit';

import { handleInteractionPost, matchInteractionPost } from './interactions.handler';
import { asSiteRequest, getIdentityProvider, IDP_MOUNT, isEmbeddedIdpEnabled } from './provider';

/** The request path relative to the identity provider's mount (`/api/idp/x` and `/idp/x` give `/x`). */
export function stripIdpPrefix(url: string): string {
  for (const prefix of [`/api${IDP_MOUNT}`, IDP_MOUNT]) {
    if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) {
      const rest = url.slice(prefix.length);
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
  }
  return url;
}

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const callbacks = new WeakMap<Provider, NodeHandler>();

function callbackOf(provider: Provider): NodeHandler {
  let cb = callbacks.get(provider);
  if (!cb) {
    const koa = provider.callback();
    cb = async (req, res) => {
      await koa(req, res);
    };
    callbacks.set(provider, cb);
  }
  return cb;
}

/**
 * Serves every `/idp/*` request: 404 when an external identity provider is configured; the sign-in
 * page's form posts; everything else goes to oidc-provider, which must see the path relative to
 * its mount (the issuer `${origin}/idp` carries the prefix; `originalUrl` tells it the mount).
 */
export async function handleIdpRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!isEmbeddedIdpEnabled()) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({ error: 'The embedded identity provider is off (OIDC_AUTHORITY is set)' }),
    );
    return;
  }
  const origin = siteOrigin();
  const path = stripIdpPrefix(req.url ?? '/');
  const post = matchInteractionPost(req.method, path);
  if (post) {
    // Sign-in and registration attempts are limited per device and address (abort is not).
    if (post.action !== 'abort' && (await refuseWhenOverLimit('signIn', req, res))) return;
    return handleInteractionPost(req, res, origin, post);
  }
  asSiteRequest(req, origin);
  let provider: Provider;
  try {
    provider = await getIdentityProvider(origin);
  } catch (err) {
    console.error('identity provider unavailable', err);
    res.statusCode = 503;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ error: 'Identity provider unavailable' }));
    return;
  }
  req.url = path;
  (req as IncomingMessage & { originalUrl?: string }).originalUrl = `${IDP_MOUNT}${path}`;
  await callbackOf(provider)(req, res);
}
