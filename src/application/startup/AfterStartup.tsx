import { useEffect, useState, type ReactNode } from 'react';

import { whenIdle } from '@/lib/scheduling/whenIdle';

/**
 * Renders its children once the page has started and the browser is idle (at the latest 2 s
 * later): for the work that draws nothing in the server's HTML and can wait (the bootstraps of
 * sign-in, consent, measurement, remote flags and ads), so their code is neither downloaded nor
 * run while the page hydrates and a visitor's first clicks and keys are handled.
 */
export function AfterStartup({ children }: { children: ReactNode }) {
  const [started, setStarted] = useState(false);
  useEffect(() => whenIdle(() => setStarted(true)), []);
  return started ? children : null;
}
