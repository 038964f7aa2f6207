import { useEffect, useRef, type RefObject } from 'react';

/** What {@link useDismiss} reports while its popup is open. */
export interface DismissHandlers {
  /** Escape pressed (and not already handled by something else). */
  onEscape: () => void;
  /** A pointer pressed outside `root` (the popup and the button that opened it). */
  onOutsidePress: () => void;
  /** Any other key pressed anywhere in the document. */
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** While `open`, reports Escape, other keys and presses outside `root` (see {@link DismissHandlers}). */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  handlers: DismissHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: MouseEvent) {
      const target = event.target as Node | null;
      if (target && root.current?.contains(target)) return;
      latest.current.onOutsidePress();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onEscape();
      } else latest.current.onKeyDown?.(event);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, root]);
}
