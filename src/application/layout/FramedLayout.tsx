import { useEffect, type ReactNode } from 'react';

import styles from './FramedLayout.module.css';

/**
 * A page shown in another page's frame (a policy in the notices' full-screen dialog): the page's
 * own content only, without the site frame around it (no header, search, ads or footer of a
 * second site inside the first). In-page links stay in the frame; a link to another page opens
 * in the window, not in the frame.
 */
export function FramedLayout({ children }: { children: ReactNode }) {
  useEffect(() => {
    const toWindow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      const samePage =
        to.origin === here.origin && to.pathname === here.pathname && to.search === here.search;
      if (!samePage) link.target = '_top';
    };
    // Before the page's own handlers (next/link leaves a link with a target to the browser).
    document.addEventListener('click', toWindow, true);
    return () => document.removeEventListener('click', toWindow, true);
  }, []);
  return (
    <main id="main" className={styles.main}>
      {children}
    </main>
  );
}
