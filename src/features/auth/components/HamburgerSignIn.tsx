import type { ButtonHTMLAttributes } from 'react';

import { Button as SharedButton } from '@/components/Button';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { selectIsLoggedIn, selectUserName } from '../authSelectors';
import { signOut } from '../authThunks';
import styles from './HamburgerSignIn.module.css';
import { SignInButton } from './SignInButton';

const t = translator('auth', messages);

/** The overlay's full-width brand button. */
function Button(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <SharedButton variant="primary" {...props} className={styles.button} />;
}

function Alert(props: { id: string; role: string; children: string }) {
  return <p className={styles.alert} {...props} />;
}

/**
 * The hamburger overlay's sign-in control: "Sign In", or "{name} - Sign out". `onSignedIn` runs
 * when a sign-in started here succeeds (the overlay closes: what the visitor opened it for is done).
 */
export function HamburgerSignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  if (isLoggedIn) {
    return (
      <div className={styles.wrapper}>
        <Button onClick={() => void dispatch(signOut())}>
          {t('signOutNamed', { name: userName ?? '' })}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.wrapper}>
      <SignInButton Button={Button} Alert={Alert} onSignedIn={onSignedIn} />
    </div>
  );
}
