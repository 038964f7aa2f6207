import dynamic from 'next/dynamic';
import { useCallback, useState, type ReactNode } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/config/configSlice';

import { useNavLinks } from '../hooks/useNavContext';
import styles from './PrimaryHeader.module.css';

// Loaded when first opened: the menu dialog is not part of every page's first JavaScript.
const HamburgerMenu = dynamic(() => import('./HamburgerMenu').then((m) => m.HamburgerMenu), {
  ssr: false,
});

/**
 * The 54 px header: logo, primary menu (desktop) and the hamburger (tablet and mobile).
 * `menuAccount` draws the account control inside the hamburger, given a function that closes it.
 */
export function PrimaryHeader({
  menuAccount,
}: {
  menuAccount?: (closeMenu: () => void) => ReactNode;
}) {
  const { links, current, homeHref } = useNavLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const siteName = useAppSelector(selectSiteName);
  return (
    <header className={styles.header}>
      <SiteLink className={styles.logo} href={homeHref} aria-label={`${siteName} home`}>
        {siteName}
      </SiteLink>
      <nav aria-label="Primary">
        <ul className={styles.menu}>
          {links.map(({ nav, href }) => (
            <li key={nav.label}>
              <SiteLink href={href} aria-current={nav === current ? 'page' : undefined}>
                {nav.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        className={styles.menuButton}
        type="button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        ☰
      </button>
      {menuOpen && (
        <HamburgerMenu
          links={links}
          current={current}
          onClose={closeMenu}
          signIn={menuAccount?.(closeMenu)}
        />
      )}
    </header>
  );
}
