import { SiteLink } from '@/components/SiteLink';
import { PopupMenu } from '@/components/PopupMenu';

import { useSecondaryLinks } from '../hooks/useSecondaryLinks';
import styles from './UtilityMenu.module.css';

/** The utility menu: the secondary links (press, education, feedback, careers). */
export function UtilityMenu() {
  const links = useSecondaryLinks();
  return (
    <PopupMenu
      label="More"
      // The secondary links are in the first HTML (hidden until opened), so crawlers find them.
      keepMounted
      buttonVariant="plain"
      buttonClassName={styles.toggle}
      popupClassName={styles.list}
    >
      {({ close }) =>
        links.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a className={styles.link} href={link.href} onClick={close}>
                {link.label}
              </a>
            ) : (
              <SiteLink className={styles.link} href={link.href} onClick={close}>
                {link.label}
              </SiteLink>
            )}
          </li>
        ))
      }
    </PopupMenu>
  );
}
