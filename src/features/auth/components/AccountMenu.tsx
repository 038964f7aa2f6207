import type { RefObject } from 'react';

import { useAppDispatch } from '@/store/hooks';
import { PopupMenu } from '@/components/PopupMenu';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { signOut } from '../authThunks';
import styles from './AccountMenu.module.css';

const t = translator('auth', messages);

/**
 * "Hi {name}", opening a menu with "Sign out". Opening focuses the item; Escape closes
 * and returns focus to the button; a click outside or tabbing away closes it.
 */
export function AccountMenu({
  name,
  buttonRef,
  onSignOut,
}: {
  name: string;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** Told when the visitor chose "Sign out" (before the sign-out has ended). */
  onSignOut?: () => void;
}) {
  const dispatch = useAppDispatch();
  const greeting = t('greeting', { name });
  return (
    <PopupMenu
      kind="menu"
      label={greeting}
      buttonVariant="bar"
      buttonRef={buttonRef}
      popupLabel={greeting}
    >
      {({ close }) => (
        <li role="none">
          <button
            className={styles.item}
            type="button"
            role="menuitem"
            onClick={() => {
              close();
              onSignOut?.();
              void dispatch(signOut());
            }}
          >
            {t('signOut')}
          </button>
        </li>
      )}
    </PopupMenu>
  );
}
