import Link from 'next/link';

import { PopupMenu } from '@/components/PopupMenu';
import { secondaryNavigation } from '@/lib/routes';

import styles from './UtilityMenu.module.css';

/** The utility menu: the secondary links (press, education, feedback, careers). */
export function UtilityMenu() {
  return (
    <PopupMenu
      label="More"
      buttonVariant="plain"
      buttonClassName={styles.toggle}
      popupClassName={styles.list}
    >
      {({ close }) =>
        secondaryNavigation.map((link) => (
          <li key={link.href}>
            <Link className={styles.link} prefetch={false} href={link.href} onClick={close}>
              {link.label}
            </Link>
          </li>
        ))
      }
    </PopupMenu>
  );
}
