import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';

import { Icon } from '@/components/Icon';
import { PopupMenu } from '@/components/PopupMenu';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/favorites';

import styles from './FavoritesDropdown.module.css';
import { FavoritesMenu } from './FavoritesMenu';

const t = translator('favorites', messages);

// Loaded when first opened: drag and drop and the station map stay out of every page's JavaScript.
const ManageLocationsDialog = dynamic(
  () => import('./ManageLocationsDialog').then((m) => m.ManageLocationsDialog),
  { ssr: false },
);

/**
 * The favourites dropdown arrow of the location bar: a list of links to the favourites and a
 * "Manage Locations" button opening the Manage Locations dialog. Escape or a click outside closes
 * it. The closed list stays in the markup (hidden), so the first HTML already holds it.
 */
export function FavoritesDropdown() {
  const [managing, setManaging] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <PopupMenu
        label={<Icon name="chevron-down" size={16} />}
        buttonLabel={t('dropdown.label')}
        buttonVariant="icon"
        buttonClassName={styles.toggle}
        buttonRef={buttonRef}
        popupAs="div"
        popupSkin="none"
        popupClassName={styles.panel}
        className={styles.root}
        keepMounted
      >
        {({ close }) => (
          <FavoritesMenu
            onNavigate={close}
            onManage={() => {
              close();
              setManaging(true);
            }}
          />
        )}
      </PopupMenu>
      {managing && (
        <ManageLocationsDialog onClose={() => setManaging(false)} returnFocusTo={buttonRef} />
      )}
    </>
  );
}
