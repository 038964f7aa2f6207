// Bench builds only: `.bench.mts` is a page extension only with BENCH_BUILD=1 (next.config.js), and
// no default page extension (tsx, ts, jsx, js) ends a `.mts` name, so the normal build has no such
// route. TypeScript without JSX (`.mts`), hence createElement.
import type { GetServerSideProps } from 'next';
import { createElement } from 'react';

import { noLayout } from '@/application/layout';

/**
 * The benchmark's baseline: a bare server-rendered Next.js page in the same build as the site's
 * pages (no layout: no frame, no site styles beyond the global sheet), at /bench/bare.
 */
export const getServerSideProps: GetServerSideProps = async () => ({ props: {} });

export default function BarePage() {
  return createElement('p', null, 'Bare Next.js page');
}

BarePage.getLayout = noLayout;
