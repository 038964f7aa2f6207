import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';

import { useAppSelector } from '@/application/hooks';
import { selectSiteName } from '@/features/config/configSlice';

import { useNavLinks } from '../hooks/useNavContext';

import { HamburgerMenu } from './HamburgerMenu';

const Header = styled.header`
  height: ${({ theme }) => theme.headerHeight}px;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  display: flex;
  align-items: center;
  gap: 24px;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  color: #fff;
  font-weight: 700;
  font-size: 1.25rem;
  text-decoration: none;
  white-space: nowrap;
`;

const Menu = styled.ul`
  display: flex;
  gap: 18px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    color: #fff;
    text-decoration: none;
    font-weight: 500;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 6px;
  }
  ${({ theme }) => theme.media.upToTablet} {
    display: none;
  }
`;

const MenuButton = styled.button`
  margin-left: auto;
  background: none;
  border: 0;
  color: #fff;
  font-size: 1.5rem;
  line-height: 1;
  padding: 8px;
  cursor: pointer;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

/** The 54 px header: logo, primary menu (desktop) and the hamburger (tablet and mobile). */
export function PrimaryHeader({ menuAccount }: { menuAccount?: ReactNode }) {
  const { links, current, homeHref } = useNavLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const siteName = useAppSelector(selectSiteName);
  return (
    <Header>
      <Logo prefetch={false} href={homeHref} aria-label={`${siteName} home`}>
        {siteName}
      </Logo>
      <nav aria-label="Primary">
        <Menu>
          {links.map(({ nav, href }) => (
            <li key={nav.label}>
              <Link
                prefetch={false}
                href={href}
                aria-current={nav === current ? 'page' : undefined}
              >
                {nav.label}
              </Link>
            </li>
          ))}
        </Menu>
      </nav>
      <MenuButton
        type="button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        ☰
      </MenuButton>
      {menuOpen && (
        <HamburgerMenu links={links} onClose={() => setMenuOpen(false)} signIn={menuAccount} />
      )}
    </Header>
  );
}
