import { Suspense, type ReactNode } from 'react';

/**
 * A part of the frame the browser hydrates on its own, after the page's root, in slices that leave
 * the main thread free between them: React hydrates the content of a Suspense boundary at a low
 * priority and yields every few milliseconds, where the root is hydrated in one task. Nothing in it
 * suspends; the server writes it in place (scripts/react-pages-server.cjs), so the page reads and
 * paints exactly as without it. A click on a part not hydrated yet hydrates that part first, then
 * React replays the click.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
