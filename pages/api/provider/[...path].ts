import type { NextApiRequest, NextApiResponse } from 'next';

import { getConfig } from '@/server/config';
import { FORWARDED_FOR, setNoStore } from '@/server/http/headers';
import { SITE_PATHS } from '@/server/http/sitePaths';
import { handleProviderRequest } from '@/embedded/provider/dispatch';

/** `/provider/<path>` (or its rewrite `/api/provider/<path>`) → `/<path>`. */
const MOUNT = new RegExp(`^(?:/api)?${SITE_PATHS.embeddedProvider}`);

/**
 * The embedded provider over HTTP at /provider/* (off when PROVIDER_BASE_URL points elsewhere).
 * One of the embedded services' own routes: the product never calls it (it uses the signing client).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  setNoStore(res);
  if (!getConfig().embeddedProvider) {
    res.status(404).json({ error: 'The embedded provider is disabled' });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const path = url.pathname.replace(MOUNT, '') || '/';
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (!headers[FORWARDED_FOR]) headers[FORWARDED_FOR] = req.socket.remoteAddress;
  const answer = await handleProviderRequest({
    method: req.method ?? 'GET',
    path,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: req.body,
  });
  res.status(answer.status).json(answer.body);
}

export const config = { api: { bodyParser: { sizeLimit: '64kb' } } };
