import type { NextApiRequest, NextApiResponse } from 'next';

import { getConfig } from '@/server/config';
import { handleProviderRequest } from '@/embedded/provider/dispatch';

/** The embedded provider over HTTP at /provider/* (off when PROVIDER_BASE_URL points elsewhere). */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (!getConfig().embeddedProvider) {
    res.status(404).json({ error: 'The embedded provider is disabled' });
    return;
  }
  const url = new URL(req.url ?? '/', 'http://provider.invalid');
  const path = url.pathname.replace(/^\/(?:api\/)?provider/, '') || '/';
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  if (!headers['x-forwarded-for']) headers['x-forwarded-for'] = req.socket.remoteAddress;
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
