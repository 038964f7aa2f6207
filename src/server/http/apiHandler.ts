import '@/server/serverOnly';

import type { NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';

import { getConfig } from '@/server/config';

import { setNoStore } from './headers';
import { HttpError } from './httpError';
import { isForeignOrigin } from './origin';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A handler returns the JSON body to send with 200, or undefined when it answered itself. */
export type MethodHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown>;

/** Turns a ZodError into one readable line: `field: problem; other: problem`. */
export function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/**
 * Wraps per-method handlers into a Next API route: 405 with `Allow` for other methods, 403 for
 * state-changing calls from a foreign origin, zod errors as 400, HttpError as its status, and
 * anything else as a logged 500 with a generic message. Every error body is `{ error }`.
 */
export function apiHandler(handlers: Partial<Record<Method, MethodHandler>>) {
  const allowed = Object.keys(handlers).join(', ');
  return async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const run = handlers[method as Method] ?? (method === 'HEAD' ? handlers.GET : undefined);
    setNoStore(res);
    // Cross-site writes are refused before anything else looks at them.
    const site = getConfig().env.SITE_URL;
    if (isForeignOrigin(method, req.headers, site ? [new URL(site).origin] : [])) {
      res.status(403).json({ error: 'Cross-origin request refused' });
      return;
    }
    if (!run) {
      res.setHeader('Allow', allowed);
      res.status(405).json({ error: `Method ${method} not allowed` });
      return;
    }
    try {
      const body = await run(req, res);
      if (!res.headersSent) res.status(200).json(body ?? null);
    } catch (err) {
      if (res.headersSent) return;
      if (err instanceof ZodError) {
        res.status(400).json({ error: describeZodError(err) });
      } else if (err instanceof HttpError) {
        if (err.status >= 500) console.error(err);
        res.status(err.status).json({ error: err.message });
      } else {
        console.error(err);
        res.status(500).json({ error: 'Internal server error' });
      }
    }
  };
}
