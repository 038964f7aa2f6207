import type { NextApiRequest, NextApiResponse } from 'next';

import { answerHost } from '@/server/http/siteOrigin';
import { answerLimitError, renderLimitsFor } from '@/server/rate-limit';
import { handleTileRequest, type TileAnswer } from '@/embedded/tiles';

/** `/tiles/<path>` (or its API route `/api/tiles/<path>`) → `/<path>`. */
const MOUNT = /^(?:\/api)?\/tiles(?=\/|$)/;

/**
 * The embedded tile service over HTTP at /tiles/* (docs/provider-api.md, "Tiles"): PNG tiles,
 * frame lists and the radar summary. The route relays the service's answer; every error is JSON
 * `{ error }`. A tile the service holds in memory is answered at once; one it must draw (or fetch)
 * is counted against the client's `tileRenders` limit (429 with Retry-After over it) and drawn in
 * the process's render queue (503 with Retry-After when the queue is full or the wait too long).
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (answerHost(req, res)) return;
  const method = (req.method ?? 'GET').toUpperCase();
  const url = new URL(req.url ?? '/', 'http://tiles.invalid');
  let answer: TileAnswer;
  try {
    answer = await handleTileRequest({
      method,
      path: url.pathname.replace(MOUNT, '') || '/',
      query: Object.fromEntries(url.searchParams),
      limits: renderLimitsFor(req, 'tileRenders'),
    });
  } catch (err) {
    if (answerLimitError(err, res)) return;
    throw err;
  }
  res.setHeader('Cache-Control', answer.cacheControl);
  if (answer.status === 405) res.setHeader('Allow', 'GET, HEAD');
  if (answer.type === 'png') {
    res.setHeader('Content-Type', 'image/png');
    res.setHeader('Content-Length', String(answer.body.length));
    res.status(200);
    res.end(method === 'HEAD' ? undefined : answer.body);
    return;
  }
  res.status(answer.status).json(answer.body);
}

export const config = { api: { bodyParser: false } };
