import '@/server/serverOnly';

import { ZodError } from 'zod';

import { getConfig } from '@/server/config';
import { describeZodError } from '@/server/http/apiHandler';
import { HttpError } from '@/server/http/httpError';
import { SIGNATURE_FIELDS, verifySignedRequest } from '@/server/provider/signing';

import { registerProviderRoutes } from './allRoutes';
import { providerRoutes, type ProviderRequestContext } from './routes';

registerProviderRoutes();

/** One request to the embedded provider, as it arrived (path raw, relative to /provider). */
export interface EmbeddedProviderRequest {
  method: string;
  /** Path relative to the provider base, still percent-encoded, e.g. `/api/push/v1/notifications/status/emLocationId=X`. */
  path: string;
  /** Decoded query parameters, signature fields included. */
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
  body: unknown;
}

/** Status and JSON body of the answer. */
export interface EmbeddedProviderResponse {
  status: number;
  body: unknown;
}

/** Splits trailing `/name=value` segments off a path into path parameters. */
export function splitPathParams(path: string): {
  base: string;
  pathParams: Record<string, string>;
} {
  const segments = path.split('/');
  const pathParams: Record<string, string> = {};
  while (segments.length > 1) {
    const last = segments[segments.length - 1] ?? '';
    const eq = last.indexOf('=');
    if (eq <= 0) break;
    pathParams[decodeURIComponent(last.slice(0, eq))] = decodeURIComponent(last.slice(eq + 1));
    segments.pop();
  }
  return { base: segments.join('/') || '/', pathParams };
}

/**
 * The embedded, Pulse-compatible provider: verifies the signature of every call (401
 * with a JSON error when missing, tampered or outside ±5 minutes), routes it, and answers
 * `{ "r": payload }`. Unknown paths answer 404, bad input 400, never a 500 with details.
 */
export async function handleProviderRequest(
  req: EmbeddedProviderRequest,
): Promise<EmbeddedProviderResponse> {
  const method = req.method.toUpperCase();
  const { provider } = getConfig();
  const verdict = verifySignedRequest({ method, path: req.path, params: req.query }, provider);
  if (!verdict.ok) return { status: 401, body: { error: verdict.reason } };

  const { base, pathParams } = splitPathParams(req.path);
  const route = providerRoutes.find((r) => r.path === base);
  if (!route) return { status: 404, body: { error: `Unknown provider path: ${base}` } };
  const handler = route.methods[method as keyof typeof route.methods];
  if (!handler) return { status: 405, body: { error: `Method ${method} not allowed` } };

  const signature: ReadonlySet<string> = new Set(SIGNATURE_FIELDS);
  const params: Record<string, string> = Object.fromEntries(
    Object.entries({ ...req.query, ...pathParams }).filter(([name]) => !signature.has(name)),
  );
  const context: ProviderRequestContext = { params, headers: req.headers, body: req.body };
  try {
    return { status: 200, body: { r: await handler(context) } };
  } catch (err) {
    if (err instanceof ZodError) return { status: 400, body: { error: describeZodError(err) } };
    if (err instanceof HttpError) return { status: err.status, body: { error: err.message } };
    console.error(err);
    return { status: 500, body: { error: 'Internal provider error' } };
  }
}
