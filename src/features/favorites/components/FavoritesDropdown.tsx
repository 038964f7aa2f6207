import dynamic from 'next/dynamic';
import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';

import { useDismiss } from '@/components/hooks/useDismiss';

import { FavoritesMenu } from './FavoritesMenu';

// Loaded when first opened: drag and drop and the station map stay out of every page's JavaScript.
const ManageLocationsDialog = dynamic(
  () => import('./ManageLocationsDialog').then((m) => m.ManageLocationsDialog),
  { ssr: false },
);

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  svg {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

/**
 * The favourites dropdown arrow of the location bar: a list of links to the favourites and a
 * "Manage Locations" button opening the Manage Locations dialog. Escape or a click outside closes it.
 */
export function FavoritesDropdown() {
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, [buttonRef, panelRef], () => {
    // Escape hands focus back to the button; an outside click leaves it where it went.
    if (panelRef.current?.contains(document.activeElement)) closeAndFocus();
    else close();
  });

  return (
    <Wrapper>
      <Toggle
        ref={buttonRef}
        type="button"
        aria-label="Favourite locations"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </Toggle>
      <FavoritesMenu
        id={panelId}
        ref={panelRef}
        open={open}
        onNavigate={close}
        onManage={() => {
          setOpen(false);
          setManaging(true);
        }}
      />
      {managing && (
        <ManageLocationsDialog onClose={() => setManaging(false)} returnFocusTo={buttonRef} />
      )}
    </Wrapper>
  );
}
