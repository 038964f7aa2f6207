import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/components';

import styles from './Dialog.module.css';
import { FOCUS_GUARD_ATTRIBUTE, isSameStop, tabStops } from './tabStops';

const t = translator('components', messages);

/**
 * The dialog's shape:
 * - `card`: a panel near the top of the page, the page scrolling behind it (Manage Locations);
 * - `sheet`: a centred panel with a ruled title bar, a bottom sheet on mobile (Settings);
 * - `drawer`: a full-height panel from the left edge, the title for screen readers only (menu).
 */
export type DialogVariant = 'card' | 'sheet' | 'drawer';

/** What gets focus when the dialog opens: an element, or a function picking one in the dialog. */
export type DialogInitialFocus =
  RefObject<HTMLElement | null> | ((dialog: HTMLElement) => HTMLElement | null | undefined);

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The visible title (a level-2 heading); it names the dialog. */
  title: ReactNode;
  /** Called on Escape, on the Close button and on a press on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** A line under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** Default: the dialog itself. */
  initialFocus?: DialogInitialFocus;
  /** Where focus goes on close; default: the element that had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The Close button's accessible name. */
  closeLabel?: string;
  /** Keeps the title for screen readers only. */
  hideTitle?: boolean;
  variant?: DialogVariant;
  /** Added to the dialog panel (for styling its content). */
  className?: string;
}

/** The open dialogs' panels, the topmost last: only the topmost one handles keys and focus. */
const openDialogs: HTMLElement[] = [];

/**
 * Marks every child of `<body>` but `keep` (the dialog's layer) inert, so neither Tab, the
 * pointer nor a screen reader reaches the page behind. Returns the undo.
 */
function makeBackgroundInert(keep: HTMLElement): () => void {
  const marked = Array.from(document.body.children).filter(
    (element) =>
      element !== keep && !(element instanceof HTMLScriptElement) && !element.hasAttribute('inert'),
  );
  for (const element of marked) element.setAttribute('inert', '');
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}

/** Guards that the dialog focused itself, for the browser's own Tab to step on from there. */
const passingGuards = new WeakSet<Element>();

/**
 * Moves focus round to `target`, the stop at the other end. A frame there (the sign-in page) is
 * entered at the end the visitor comes from, its last control going backwards, and its controls
 * may be out of this document's reach (another origin): focus goes to the guard beside the frame
 * instead, and the browser's own Tab, not prevented, steps from the guard into the frame.
 */
function wrapTo(event: KeyboardEvent, panel: HTMLElement, target: HTMLElement) {
  if (target instanceof HTMLIFrameElement) {
    const guard = panel.querySelector<HTMLElement>(
      `[${FOCUS_GUARD_ATTRIBUTE}="${event.shiftKey ? 'end' : 'start'}"]`,
    );
    if (guard) {
      passingGuards.add(guard);
      guard.focus();
      return;
    }
  }
  event.preventDefault();
  target.focus();
}

/** Keeps Tab and Shift+Tab cycling through the dialog's Tab stops. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const stops = tabStops(panel);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  if (!(active instanceof HTMLElement) || active === panel || !panel.contains(active)) {
    wrapTo(event, panel, event.shiftKey ? last : first);
  } else if (event.shiftKey && isSameStop(active, first)) {
    wrapTo(event, panel, last);
  } else if (!event.shiftKey && isSameStop(active, last)) {
    wrapTo(event, panel, first);
  }
}

/**
 * An empty Tab stop at one end of a dialog. Tab pressed inside a frame (the sign-in page) never
 * reaches this document's key handler: the browser moves focus out of the frame by itself, to
 * the next element in this document. The guard at the end takes that focus and passes it round
 * to the dialog's first stop; the guard at the start, reached by Shift+Tab, to the last.
 */
function FocusGuard({
  panelRef,
  at,
}: {
  panelRef: RefObject<HTMLElement | null>;
  at: 'start' | 'end';
}) {
  return (
    <span
      // A guard is focused only to pass focus on at once, never to be used.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      {...{ [FOCUS_GUARD_ATTRIBUTE]: at }}
      className={styles.guard}
      onFocus={(event) => {
        const panel = panelRef.current;
        if (passingGuards.delete(event.currentTarget) || !panel) return;
        const stops = tabStops(panel);
        (at === 'end' ? stops[0] : stops[stops.length - 1])?.focus();
      }}
    />
  );
}

/**
 * A modal dialog (`role="dialog"`, `aria-modal`, named by its title) drawn over the page in a
 * portal. While open, the rest of the page is inert and the page does not scroll; focus moves
 * into the dialog, Tab and Shift+Tab cycle inside it, and Escape (unless something inside
 * handled it first, e.g. a keyboard drag) closes it. On close focus returns to the element that
 * had it before (or `returnFocusRef`), and Tab out of a frame inside it comes round too. Render
 * it while open; unmount it to close.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  initialFocus,
  returnFocusRef,
  closeLabel = t('close'),
  hideTitle = false,
  variant = 'card',
  className,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The element focused while the dialog renders for the first time: its opener.
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const latest = useRef({ onClose, initialFocus, returnFocusRef });
  useEffect(() => {
    latest.current = { onClose, initialFocus, returnFocusRef };
  });

  useEffect(() => {
    const overlay = overlayRef.current;
    const panel = panelRef.current;
    if (!overlay || !panel) return undefined;
    openDialogs.push(panel);
    const isTopmost = () => openDialogs[openDialogs.length - 1] === panel;
    const restoreBackground = makeBackgroundInert(overlay);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const wanted = latest.current.initialFocus;
    const target = typeof wanted === 'function' ? wanted(panel) : wanted?.current;
    (target ?? panel).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || !isTopmost() || !panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onClose();
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    }
    // Whatever moves focus out (a script, a click where inert is unsupported) brings it back.
    function onFocusIn(event: FocusEvent) {
      if (!isTopmost() || !panel || !(event.target instanceof Node)) return;
      if (!panel.contains(event.target)) (tabStops(panel)[0] ?? panel).focus();
    }
    function onBackdropPress(event: MouseEvent) {
      if (event.target !== overlay) return;
      // The press's own focus move (to the page's body) would come after the return to the opener.
      event.preventDefault();
      latest.current.onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    overlay.addEventListener('mousedown', onBackdropPress);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      overlay.removeEventListener('mousedown', onBackdropPress);
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      restoreBackground();
      document.body.style.overflow = overflow;
      const back = latest.current.returnFocusRef?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [opener]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div ref={overlayRef} className={clsx(styles.overlay, styles[variant])}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={clsx(styles.panel, className)}
      >
        <FocusGuard panelRef={panelRef} at="start" />
        <div className={styles.header}>
          <h2 id={titleId} className={clsx(styles.title, hideTitle && 'visually-hidden')}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children}
        <FocusGuard panelRef={panelRef} at="end" />
      </div>
    </div>,
    document.body,
  );
}
