import type { IncomingMessage, ServerResponse } from 'node:http';

import { z } from 'zod';

import { AccountError, type AccountErrorCode } from '@/server/accounts/accounts.schema';
import { authenticate, register, type Account } from '@/server/accounts/accounts.service';
import { setNoStore } from '@/server/http/headers';
import { HttpError } from '@/server/http/httpError';
import { CANCELLED_AT_PROVIDER } from '@/lib/auth/authErrors';
import { clientAddress } from '@/server/http/forwarded';
import { isForeignOrigin } from '@/server/http/origin';
import { ownOrigins } from '@/server/http/siteOrigin';

import { readForm } from './formBody';
import { ensureGrant } from './grants';
import { answerIdpError } from './jsonErrors';
import { asSiteRequest, getIdentityProvider, IDP_MOUNT } from './provider';

/** What the sign-in page posts to. */
export type InteractionAction = 'login' | 'register' | 'abort';

/** A recognised interaction POST: `/interaction/<uid>/<action>` (path relative to the mount). */
export interface InteractionPost {
  uid: string;
  action: InteractionAction;
}

const POST_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,128})\/(login|register|abort)\/?$/;

/** The interaction POST this request is, if any. */
export function matchInteractionPost(
  method: string | undefined,
  path: string,
): InteractionPost | undefined {
  if ((method ?? '').toUpperCase() !== 'POST') return undefined;
  const match = POST_PATH.exec(path.split('?')[0] ?? '');
  if (!match?.[1] || !match[2]) return undefined;
  return { uid: match[1], action: match[2] as InteractionAction };
}

const fieldsSchema = z.object({
  name: z.string().default(''),
  email: z.string().default(''),
  password: z.string().default(''),
});

/** The interaction page's address, with the mode and error to show. */
export function interactionPagePath(uid: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${IDP_MOUNT}/interaction/${encodeURIComponent(uid)}${search ? `?${search}` : ''}`;
}

function seeOther(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  setNoStore(res);
  res.end();
}

/**
 * Handles the sign-in page's form posts before oidc-provider sees the request: refuses a foreign
 * Origin (the interaction cookie is SameSite=Lax as well), signs in or registers, grants the
 * requested scopes (first-party client: no consent screen) and finishes the interaction. A
 * refused sign-in goes back to the page with an error code; an expired interaction shows its page.
 * What is not a sign-in attempt the page could show (a foreign Origin, a body that is not a form,
 * too large or late, a failure) is a JSON error `{ error }`.
 */
export async function handleInteractionPost(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
  post: InteractionPost,
): Promise<void> {
  if (isForeignOrigin('POST', req.headers, ownOrigins()))
    return answerIdpError(req, res, 403, 'Cross-origin request refused');
  const client = clientAddress(req);
  asSiteRequest(req, origin);
  try {
    const form = fieldsSchema.parse(Object.fromEntries(await readForm(req)));
    const provider = await getIdentityProvider(origin);
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (!details || details.uid !== post.uid) return seeOther(res, interactionPagePath(post.uid));
    if (post.action === 'abort') {
      const aborted = {
        error: CANCELLED_AT_PROVIDER.error,
        error_description: CANCELLED_AT_PROVIDER.description,
      };
      return await provider.interactionFinished(req, res, aborted, {
        mergeWithLastSubmission: false,
      });
    }
    let account: Account;
    try {
      account =
        post.action === 'login'
          ? await authenticate(form.email, form.password, client)
          : await register({ name: form.name, email: form.email, password: form.password });
    } catch (err) {
      if (!(err instanceof AccountError)) throw err;
      const query: Record<string, string> = {
        mode: post.action,
        error: err.code satisfies AccountErrorCode,
      };
      if (err.retryMinutes) query.retry = String(err.retryMinutes);
      return seeOther(res, interactionPagePath(post.uid, query));
    }
    const params = details.params as { client_id?: unknown; scope?: unknown };
    const grant = await ensureGrant(provider, {
      accountId: account.id,
      clientId: String(params.client_id ?? ''),
      scope: typeof params.scope === 'string' ? params.scope : undefined,
      grantId: details.grantId,
    });
    if (!grant.jti) throw new Error('grant was not saved');
    const result = { login: { accountId: account.id }, consent: { grantId: grant.jti } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  } catch (err) {
    if (err instanceof HttpError) return answerIdpError(req, res, err.status, err.message);
    console.error('sign-in interaction failed', err);
    await answerIdpError(req, res, 500, 'Sign-in failed. Please try again.');
  }
}
