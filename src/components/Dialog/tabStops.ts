/** What a browser may put in the Tab order (filtered further by {@link tabStops}). */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isRadio(element: Element): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
}

/** Whether two radios belong to one group (one Tab stop between them). */
function sameRadioGroup(a: Element, b: Element): boolean {
  return isRadio(a) && isRadio(b) && a.name === b.name && a.form === b.form;
}

/**
 * Marks a dialog's focus guards: empty Tab stops at its two ends that only catch focus leaving
 * a frame inside it (see Dialog). They are never stops of their own.
 */
export const FOCUS_GUARD_ATTRIBUTE = 'data-focus-guard';

/** Whether Tab can reach `element` at all: enabled, not hidden, not inert, not tabindex -1. */
function isTabbable(element: HTMLElement): boolean {
  if (element.hasAttribute(FOCUS_GUARD_ATTRIBUTE)) return false;
  const tabindex = element.getAttribute('tabindex');
  if (tabindex !== null && Number(tabindex) < 0) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if (element.matches(':disabled')) return false;
  if (element.closest('[hidden], [inert]')) return false;
  // Browsers: skip what CSS hides (display: none, content-visibility). jsdom lacks the method.
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  return true;
}

/**
 * The elements Tab visits inside `root`, in document order. A radio group with a checked radio
 * is one stop (that radio); an unchecked group keeps its radios, and {@link isSameStop} treats
 * them as one stop.
 */
export function tabStops(root: HTMLElement): HTMLElement[] {
  const candidates = Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(isTabbable);
  return candidates.filter((element) => {
    if (!isRadio(element) || element.checked) return true;
    // Unchecked radio: a stop only when no radio of its group is checked.
    return !candidates.some(
      (other) =>
        other !== element && isRadio(other) && other.checked && sameRadioGroup(element, other),
    );
  });
}

/** Whether focus on `element` is at the Tab stop `stop` (the same element, or its radio group). */
export function isSameStop(element: Element, stop: Element): boolean {
  return element === stop || sameRadioGroup(element, stop);
}
