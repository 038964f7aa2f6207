import type { ReactNode } from 'react';
import Link from 'next/link';

import { useAppSelector } from '@/store/hooks';
import { selectSiteName } from '@/features/config/configSlice';

import styles from './SiteFooter.module.css';

/** The basic footer: legal links, the copyright line and the "Settings" button. */
export function SiteFooter({ settings }: { settings?: ReactNode }) {
  const siteName = useAppSelector(selectSiteName);
  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link prefetch={false} href="/legal/terms">
                Terms
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/legal/privacy">
                Privacy
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/sitemap/">
                Sitemap
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/faq/">
                FAQ
              </Link>
            </li>
          </ul>
        </nav>
        {settings}
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
