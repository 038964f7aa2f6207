import type { NextApiRequest, NextApiResponse } from 'next';

import { measureSearchLatency } from '@/embedded/provider/gazetteer';

/** Typed-as-you-go queries: every prefix of some place names, plus ZIP codes and qualifiers. */
const WORDS = ['paris', 'san francisco', 'new york', 'london', 'tokyo', 'zurich', 'montreal', 'springfield', 'sao paulo', 'mumbai', 'austin tx', 'berlin'];
const QUERIES = [...WORDS.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2))), '10001', '94103', 'paris, tx'];

/**
 * In-process search latency over the full gazetteer, for `npm run bench` (only routed when the
 * site runs with BENCH_PAGES=1).
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (process.env.BENCH_PAGES !== '1') {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  const stats = measureSearchLatency(QUERIES, 20);
  res.status(200).json({ queries: QUERIES.length, rounds: 20, ...stats });
}
