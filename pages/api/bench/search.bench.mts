// Bench builds only (see pages/bench/bare.bench.mts): /api/bench/search.
import type { NextApiRequest, NextApiResponse } from 'next';

import {
  BENCH_SEARCH_QUERIES,
  BENCH_SEARCH_ROUNDS,
  measureSearchLatency,
} from '@/embedded/provider/gazetteer';

/**
 * In-process search latency over the full gazetteer, for `npm run bench`. A bench route of the
 * embedded provider: it times the gazetteer itself, in this process, on purpose.
 */
export default function handler(_req: NextApiRequest, res: NextApiResponse) {
  const stats = measureSearchLatency(BENCH_SEARCH_QUERIES, BENCH_SEARCH_ROUNDS);
  res
    .status(200)
    .json({ queries: BENCH_SEARCH_QUERIES.length, rounds: BENCH_SEARCH_ROUNDS, ...stats });
}
