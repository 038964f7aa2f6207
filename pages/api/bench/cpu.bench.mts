// Bench builds only (see pages/bench/bare.bench.mts): /api/bench/cpu.
import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * The server process's CPU time so far (user and system, microseconds, every thread of the
 * process), for `npm run bench:ssr`: read before and after a row's load, it gives the CPU each
 * request cost, apart from waiting and from the load generator sharing the host's cores.
 */
export default function handler(_req: NextApiRequest, res: NextApiResponse) {
  const { user, system } = process.cpuUsage();
  res.setHeader('cache-control', 'no-store');
  res.status(200).json({ userMicros: user, systemMicros: system });
}
