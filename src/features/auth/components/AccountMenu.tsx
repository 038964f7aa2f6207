import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

import { useAppDispatch } from '@/application/hooks';
import { useDismiss } from '@/components/hooks/useDismiss';
import { PopupList } from '@/components/PopupList';

import { signOut } from '../authThunks';
import { BarButton } from './BarButton';

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled(PopupList)`
  button {
    display: block;
    width: 100%;
    padding: 8px 14px;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    outline: none;
  }
`;

/**
 * "Hi {name}", opening a menu with "Sign out" (DESIGN §3). Opening focuses the item; Escape closes
 * and returns focus to the button; a click outside or tabbing away closes it.
 */
export function AccountMenu({ name }: { name: string }) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);
  useDismiss(open, [wrapperRef], () => setOpen(false));
  useEffect(() => {
    if (open) itemRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <Wrapper ref={wrapperRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <BarButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {`Hi ${name}`}
      </BarButton>
      {open && (
        <Menu id={menuId} role="menu" aria-label={`Hi ${name}`}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              ref={itemRef}
              onClick={() => {
                setOpen(false);
                void dispatch(signOut());
              }}
            >
              Sign out
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
