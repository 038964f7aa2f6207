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

/**
 * The utility bar's sign-in control: "Sign In" when logged out (its failure shown in
 * an alert below), "Hi {name}" with a "Sign out" menu when logged in.
 */
export function SignInControl() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const userName = useAppSelector(selectUserName);
  if (isLoggedIn) return <AccountMenu name={userName ?? ''} />;
  return (
    <div className={styles.wrapper}>
      <SignInButton Button={BarButton} Alert={Alert} />
    </div>
  );
}
