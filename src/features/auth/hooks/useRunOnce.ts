import { useEffect, useRef } from 'react';

/** Runs `effect` once after the first mount, even under strict mode's double mount. */
export function useRunOnce(effect: () => void): void {
  const ran = useRef(false);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    latest.current();
  }, []);
}
