import type { GetServerSideProps } from 'next';

/**
 * The benchmark's baseline: a bare server-rendered Next.js page in the same build (no store, no
 * theme, no frame). Routed only when the site runs with BENCH_PAGES=1 (`npm run bench` does).
 */
export const getServerSideProps: GetServerSideProps<{ bare: true }> = async () =>
  process.env.BENCH_PAGES === '1' ? { props: { bare: true } } : { notFound: true };

export default function BarePage() {
  return <p>Bare Next.js page</p>;
}
