import { useId, type ComponentType, type ButtonHTMLAttributes } from 'react';

import { useSignIn } from '../hooks/useSignIn';

/**
 * The "Sign In" button with its failure shown in an alert: the utility bar and the hamburger
 * draw it with their own button and alert styles.
 */
export function SignInButton({
  Button,
  Alert,
}: {
  Button: ComponentType<ButtonHTMLAttributes<HTMLButtonElement>>;
  Alert: ComponentType<{ id: string; role: string; children: string }>;
}) {
  const { start, pending, error, preload } = useSignIn();
  const errorId = useId();
  return (
    <>
      <Button
        type="button"
        onClick={start}
        onPointerEnter={preload}
        onFocus={preload}
        aria-disabled={pending || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        Sign In
      </Button>
      {error && (
        <Alert id={errorId} role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
