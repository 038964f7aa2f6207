import '@/server/serverOnly';

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';

import type { GetServerSidePropsResult } from 'next';
import { z } from 'zod';

import {
  accountErrorMessage,
  validationMessages,
  type AccountErrorCode,
} from '@/server/accounts/accounts.schema';
import { getConfig } from '@/server/config';
import { setNoStore } from '@/server/http/headers';
import { siteOrigin } from '@/server/http/siteOrigin';

import { ensureGrant } from './grants';
import { asSiteRequest, getIdentityProvider, IDP_MOUNT, isEmbeddedIdpEnabled } from './provider';

/** Which form the sign-in page shows. */
export type InteractionMode = 'login' | 'register';

/** Props of the sign-in page (`siteName`: SITE_NAME). */
export type InteractionPageProps =
  | { expired: true; siteName: string }
  | {
      expired: false;
      siteName: string;
      uid: string;
      mode: InteractionMode;
      /** The message of a refused attempt, shown in an alert. */
      error: string | null;
      /** Which field the error is about, for aria-invalid. */
      errorField: 'name' | 'email' | 'password' | null;
      actions: Record<'login' | 'register' | 'abort', string>;
    };

const errorCodes = [
  'wrong-password',
  'email-taken',
  'throttled',
  ...Object.keys(validationMessages),
] as [string, ...string[]];
const querySchema = z.object({
  mode: z.enum(['login', 'register']).catch('login'),
  error: z.enum(errorCodes).optional().catch(undefined),
  retry: z.coerce.number().int().min(1).max(60).optional().catch(undefined),
});

function errorField(code: string | undefined): 'name' | 'email' | 'password' | null {
  if (!code) return null;
  if (code === 'email-taken' || code.startsWith('email')) return 'email';
  if (code.startsWith('name')) return 'name';
  if (code.startsWith('password')) return 'password';
  return null;
}

/**
 * getServerSideProps of `/idp/interaction/[uid]`: loads the interaction (its cookie must match the
 * uid), finishes a consent-only interaction of a signed-in visitor at once, and otherwise answers
 * the form's props. An unknown or expired interaction answers the expired page with status 400.
 */
export async function getInteractionPageProps(ctx: {
  req: IncomingMessage;
  res: ServerResponse;
  params?: ParsedUrlQuery | undefined;
  query: ParsedUrlQuery;
}): Promise<GetServerSidePropsResult<InteractionPageProps>> {
  if (!isEmbeddedIdpEnabled()) return { notFound: true };
  setNoStore(ctx.res);
  ctx.res.setHeader('X-Robots-Tag', 'noindex');
  const uid = typeof ctx.params?.uid === 'string' ? ctx.params.uid : '';
  const siteName = getConfig().env.SITE_NAME;
  const origin = siteOrigin();
  const provider = await getIdentityProvider(origin);
  asSiteRequest(ctx.req, origin);
  const details = await provider.interactionDetails(ctx.req, ctx.res).catch(() => undefined);
  if (!details || details.uid !== uid) {
    ctx.res.statusCode = 400;
    return { props: { expired: true, siteName } };
  }
  const accountId = details.session?.accountId;
  if (details.prompt.name === 'consent' && accountId) {
    const params = details.params as { client_id?: unknown; scope?: unknown };
    const grant = await ensureGrant(provider, {
      accountId,
      clientId: String(params.client_id ?? ''),
      scope: typeof params.scope === 'string' ? params.scope : undefined,
      grantId: details.grantId,
    });
    const result = { consent: { grantId: grant.jti } };
    const destination = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: true,
    });
    return { redirect: { destination, permanent: false } };
  }
  const query = querySchema.parse(ctx.query);
  const code = query.error as AccountErrorCode | undefined;
  const base = `${IDP_MOUNT}/interaction/${encodeURIComponent(uid)}`;
  return {
    props: {
      expired: false,
      siteName,
      uid,
      mode: query.mode,
      error: code ? accountErrorMessage(code, query.retry ?? 15) : null,
      errorField: errorField(code),
      actions: { login: `${base}/login`, register: `${base}/register`, abort: `${base}/abort` },
    },
  };
}
