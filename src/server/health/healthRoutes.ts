import '@/server/serverOnly';

import type { NextApiRequest, NextApiResponse } from 'next';

import { checkReadiness } from './health.service';

/**
 * Health answers are JSON and never cached. They check no Host (a balancer or an orchestrator
 * probes an instance by its own address) and read no cookie or body.
 */
function answer(req: NextApiRequest, res: NextApiResponse, status: number, body: object): void {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'HEAD') res.status(status).end();
  else res.status(status).json(body);
}

function refusesMethod(req: NextApiRequest, res: NextApiResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  res.setHeader('Allow', 'GET, HEAD');
  answer(req, res, 405, { error: `Method ${req.method ?? ''} not allowed` });
  return true;
}

/** `GET /healthz`: the process is alive and answering (liveness). */
export function livenessHandler(req: NextApiRequest, res: NextApiResponse): void {
  if (refusesMethod(req, res)) return;
  answer(req, res, 200, { status: 'alive' });
}

/** `GET /readyz`: 200 when the instance should get traffic, else 503 (see `checkReadiness`). */
export async function readinessHandler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  if (refusesMethod(req, res)) return;
  const readiness = await checkReadiness();
  answer(req, res, readiness.status === 'ready' ? 200 : 503, readiness);
}
