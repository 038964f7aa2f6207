import type { ReactNode } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { Dialog } from '@/components/Dialog';
import type { NavGroup } from '@/lib/routes';

import { useSecondaryLinks } from '../hooks/useSecondaryLinks';
import styles from './HamburgerMenu.module.css';

/** Focus on opening: the Close button. */
function closeButton(dialog: HTMLElement) {
  return dialog.querySelector<HTMLElement>('button[aria-label="Close menu"]');
}

/**
 * The hamburger overlay: a modal drawer (the shared Dialog) with the primary items,
 * the sign-in control and two links. Escape, the Close button or a press beside it closes it.
 */
export function HamburgerMenu({
  links,
  current,
  onClose,
  signIn,
}: {
  links: { nav: NavGroup; href: string }[];
  /** The section of the page on screen (marked `aria-current`, as in the primary menu). */
  current?: NavGroup;
  onClose: () => void;
  signIn?: ReactNode;
}) {
  const secondary = useSecondaryLinks();
  return (
    <Dialog
      title="Menu"
      hideTitle
      variant="drawer"
      closeLabel="Close menu"
      onClose={onClose}
      initialFocus={closeButton}
      className={styles.panel}
    >
      <nav aria-label="Menu">
        <ul>
          {links.map(({ nav, href }) => (
            <li key={nav.label}>
              <SiteLink
                href={href}
                aria-current={nav === current ? 'page' : undefined}
                onClick={onClose}
              >
                {nav.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {signIn}
      <ul className={styles.secondary}>
        {secondary.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a href={link.href} onClick={onClose}>
                {link.label}
              </a>
            ) : (
              <SiteLink href={link.href} onClick={onClose}>
                {link.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
