import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';

import type { NavGroup } from '@/lib/routes';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: rgb(0 0 0 / 45%);
`;

const Panel = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: min(320px, 86vw);
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  padding: 16px;
  overflow-y: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 12px 4px;
    color: inherit;
    text-decoration: none;
    font-weight: 600;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Close = styled.button`
  float: right;
  background: none;
  border: 0;
  font-size: 1.5rem;
  cursor: pointer;
`;

const Secondary = styled.ul`
  margin-top: 16px !important;
  a {
    font-weight: 400;
    border: 0;
  }
`;

/** The hamburger overlay: the primary items, the sign-in control and two links (spec 000 §2). */
export function HamburgerMenu({
  links,
  onClose,
  signIn,
}: {
  links: { nav: NavGroup; href: string }[];
  onClose: () => void;
  signIn?: React.ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel role="dialog" aria-modal="true" aria-label="Menu">
        <Close ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
          ×
        </Close>
        <nav aria-label="Menu">
          <ul>
            {links.map(({ nav, href }) => (
              <li key={nav.label}>
                <Link prefetch={false} href={href} onClick={onClose}>
                  {nav.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {signIn}
        <Secondary>
          <li>
            <Link prefetch={false} href="/press" onClick={onClose}>
              Press
            </Link>
          </li>
          <li>
            <Link prefetch={false} href="/education" onClick={onClose}>
              Education
            </Link>
          </li>
        </Secondary>
      </Panel>
    </Overlay>
  );
}
