import { useCallback, useEffect, useRef } from 'react';

import { useAppSelector } from '@/store/hooks';

import { selectIsLoggedIn, selectUserName } from '../authSelectors';
import { AccountMenu } from './AccountMenu';
import { BarButton } from './BarButton';
import { SignInButton } from './SignInButton';
import styles from './SignInControl.module.css';

/** The sign-in failure, in a card below the button. */
function Alert(props: { id: string; role: string; children: string }) {
  return <p className={styles.alert} {...props} />;
}

/** Focuses `element` unless the visitor's focus is somewhere on the page (not lost to the body). */
function focusIfLost(element: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body) element?.focus();
}

/**
 * The utility bar's sign-in control: "Sign In" when logged out (its failure shown in
 * an alert below), "Hi {name}" with a "Sign out" menu when logged in. A sign-in started here
 * ends with focus on "Hi {name}", where "Sign In" was: the modal it closes gave focus back to a
 * button that is gone; a sign-out chosen from its menu ends with focus on "Sign In". (Focus the
 * visitor moved elsewhere meanwhile stays there.)
 */
export function SignInControl() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  const accountRef = useRef<HTMLButtonElement>(null);
  // Set by the sign-in's success, which may come before or after "Hi {name}" is drawn.
  const focusAccount = useRef(false);
  const focusAccountIfDue = useCallback(() => {
    const account = accountRef.current;
    if (!focusAccount.current || !account) return;
    focusAccount.current = false;
    focusIfLost(account);
  }, []);
  const onSignedIn = useCallback(() => {
    focusAccount.current = true;
    focusAccountIfDue();
  }, [focusAccountIfDue]);
  useEffect(() => {
    if (isLoggedIn) focusAccountIfDue();
  }, [isLoggedIn, focusAccountIfDue]);
  // Set when "Sign out" is chosen here: "Hi {name}", which had focus back, goes with the sign-out.
  const focusSignIn = useRef(false);
  const signInWrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isLoggedIn || !focusSignIn.current) return;
    focusSignIn.current = false;
    focusIfLost(signInWrapper.current?.querySelector('button'));
  }, [isLoggedIn]);
  if (isLoggedIn) {
    return (
      <AccountMenu
        name={userName ?? ''}
        buttonRef={accountRef}
        onSignOut={() => (focusSignIn.current = true)}
      />
    );
  }
  return (
    <div ref={signInWrapper} className={styles.wrapper}>
      <SignInButton Button={BarButton} Alert={Alert} onSignedIn={onSignedIn} />
    </div>
  );
}
