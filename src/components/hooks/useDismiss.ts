import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` on Escape and on a pointer press outside every element of
 * `insideRefs` (a popup and the button that opened it).
 */
export function useDismiss(
  open: boolean,
  insideRefs: RefObject<HTMLElement | null>[],
  onDismiss: () => void,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const refs = useRef(insideRefs);
  refs.current = insideRefs;

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent | MouseEvent) {
      const target = event.target as Node | null;
      if (refs.current.some((ref) => ref.current && target && ref.current.contains(target))) return;
      dismiss.current();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss.current();
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
