import { useCallback, useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select, textarea, [href], [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside a container: of each radio group only its checked (or first) radio. */
function tabbables(container: HTMLElement): HTMLElement[] {
  const seenGroups = new Set<string>();
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    if (seenGroups.has(el.name)) return false;
    const group = Array.from(
      container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
    ).filter((r) => r.name === el.name);
    const target = group.find((r) => r.checked) ?? group[0];
    if (target !== el) return false;
    seenGroups.add(el.name);
    return true;
  });
}

/**
 * Modal focus handling: on mount focus moves to the first checked radio (else the first tabbable)
 * inside `ref`, Tab and Shift+Tab wrap inside it, Escape calls `onClose`, and on unmount focus
 * returns to `returnFocusRef` (else the element that had it before). Returns the keydown handler.
 */
export function useModalFocus(
  ref: RefObject<HTMLElement | null>,
  onClose: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previous = returnFocusRef?.current ?? active;
    const panel = ref.current;
    if (panel)
      (panel.querySelector<HTMLElement>('input:checked') ?? tabbables(panel)[0] ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [ref, returnFocusRef]);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const panel = ref.current;
      if (event.key !== 'Tab' || !panel) return;
      const items = tabbables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    [ref, onClose],
  );
}
