import { useEffect, useRef, useState } from 'react';

/**
 * Runs `effect` once after the first mount, even under strict mode's double mount. The effect of
 * the first render is the one that runs; later renders' effects are ignored by design.
 */
export function useRunOnce(effect: () => void): void {
  const ran = useRef(false);
  const [first] = useState(() => effect);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    first();
  }, [first]);
}
