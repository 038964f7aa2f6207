import clsx from 'clsx';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

import { Button, type ButtonVariant } from '../Button';
import styles from './PopupMenu.module.css';
import { useDismiss } from './useDismiss';

/** What the popup's content can do. */
export interface PopupMenuControls {
  /** Closes the popup (focus stays where it is: e.g. on a link being followed). */
  close: () => void;
}

/** Props of {@link PopupMenu}. */
export interface PopupMenuProps {
  /** The button's content: its text, or an icon (then name it with `buttonLabel`). */
  label: ReactNode;
  /** The button's accessible name when `label` is not text. */
  buttonLabel?: string;
  buttonVariant?: ButtonVariant;
  buttonClassName?: string;
  /** The button element, e.g. for a dialog opened from the popup to give focus back to. */
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /**
   * `disclosure` (default): the popup holds ordinary links and buttons. `menu`: an ARIA menu of
   * `menuitem`s: the button says `aria-haspopup="menu"`, opening focuses the first item, the arrow
   * keys, Home and End move between items, and tabbing away closes it.
   */
  kind?: 'disclosure' | 'menu';
  /** The popup's accessible name. */
  popupLabel?: string;
  /** The popup element: a list (default; give it `li` children) or a `div`. */
  popupAs?: 'ul' | 'div';
  /**
   * `list` (default): the white drop-down list (a caller's class may set `--popup-min-width`);
   * `none`: only positioned below the button, right-aligned, and the caller's class draws it.
   */
  popupSkin?: 'list' | 'none';
  popupClassName?: string;
  /** On the wrapper (it is `position: relative`). */
  className?: string;
  /**
   * Keep the closed popup in the markup, `hidden`: the server's first HTML then holds its content
   * (e.g. the favourites' links).
   */
  keepMounted?: boolean;
  children: ReactNode | ((controls: PopupMenuControls) => ReactNode);
}

const MENU_ITEM = '[role="menuitem"]:not([disabled]):not([aria-disabled="true"])';

/**
 * A button with a popup below it: `aria-expanded` and `aria-controls` on the button; Escape closes
 * the popup (giving focus back to the button when it was inside), and so do a press outside and
 * focus moving to something outside.
 */
export function PopupMenu({
  label,
  buttonLabel,
  buttonVariant,
  buttonClassName,
  buttonRef,
  kind = 'disclosure',
  popupLabel,
  popupAs = 'ul',
  popupSkin = 'list',
  popupClassName,
  className,
  keepMounted = false,
  children,
}: PopupMenuProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButtonRef;
  // Which menu item to focus once the menu shows: the first, or the last (ArrowUp on the button).
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const isMenu = kind === 'menu';

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, {
    onEscape: () => {
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (hadFocus) button.current?.focus();
    },
    onOutsidePress: close,
    onKeyDown: (event) => {
      if (isMenu) moveBetweenItems(event, rootRef.current);
    },
  });

  useEffect(() => {
    if (!open || !isMenu) return;
    const items = menuItems(rootRef.current);
    (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
  }, [open, isMenu]);

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (!isMenu || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
    if (open) {
      const items = menuItems(rootRef.current);
      (focusOnOpen.current === 'last' ? items[items.length - 1] : items[0])?.focus();
    } else setOpen(true);
  };
  // Either closes when focus leaves it (Tab, Shift+Tab): an open popup would cover what the
  // visitor moved on to. A menu closes whatever took focus; a disclosure only when focus went to
  // something else on the page (not when the window lost it, or a press that a press closes).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (rootRef.current?.contains(next)) return;
    if (isMenu || next !== null) setOpen(false);
  };

  const rendered = open || keepMounted;
  const popupProps = {
    id: popupId,
    role: isMenu ? 'menu' : undefined,
    'aria-label': popupLabel,
    hidden: !open,
    className: clsx(styles.popup, popupSkin === 'list' && styles.list, popupClassName),
  };
  const content = typeof children === 'function' ? children({ close }) : children;
  return (
    <div ref={rootRef} className={clsx(styles.root, className)} onBlur={onBlur}>
      <Button
        ref={button}
        variant={buttonVariant}
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-haspopup={isMenu ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={rendered ? popupId : undefined}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </Button>
      {rendered &&
        (popupAs === 'div' ? (
          <div {...popupProps}>{content}</div>
        ) : (
          <ul {...popupProps}>{content}</ul>
        ))}
    </div>
  );
}

function menuItems(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);
}

/** Arrow keys, Home and End between the items of an open menu. */
function moveBetweenItems(event: KeyboardEvent, root: HTMLElement | null) {
  const items = menuItems(root);
  const current = items.findIndex((item) => item === document.activeElement);
  if (current === -1 || items.length === 0) return;
  const moves: Record<string, number> = {
    ArrowDown: (current + 1) % items.length,
    ArrowUp: (current - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const next = moves[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}
