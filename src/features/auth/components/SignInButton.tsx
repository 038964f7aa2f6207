import dynamic from 'next/dynamic';
import { useId, useRef, type ButtonHTMLAttributes, type ComponentType, type Ref } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { useSignIn } from '../hooks/useSignIn';

const t = translator('auth', messages);

// Loaded when a sign-in opens it: the modal is not part of every page's first JavaScript.
const SignInModal = dynamic(() => import('./SignInModal').then((m) => m.SignInModal), {
  ssr: false,
});

/**
 * The "Sign In" button with its failure shown in an alert and the sign-in modal it opens: the
 * utility bar and the hamburger draw it with their own button and alert styles. `onSignedIn` runs
 * when a sign-in started from this button succeeds.
 */
export function SignInButton({
  Button,
  Alert,
  onSignedIn,
}: {
  Button: ComponentType<ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }>;
  Alert: ComponentType<{ id: string; role: string; children: string }>;
  onSignedIn?: () => void;
}) {
  const {
    start,
    pending,
    error,
    preload,
    modalOpen,
    onFrame,
    cancel,
    popupOffered,
    continueInNewWindow,
  } = useSignIn({ onSignedIn });
  const errorId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        type="button"
        onClick={start}
        onPointerEnter={preload}
        onFocus={preload}
        aria-disabled={pending || undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {t('signIn')}
      </Button>
      {error && (
        <Alert id={errorId} role="alert">
          {error}
        </Alert>
      )}
      {modalOpen && (
        <SignInModal
          onFrame={onFrame}
          onClose={cancel}
          returnFocusRef={buttonRef}
          onContinueInNewWindow={popupOffered ? continueInNewWindow : undefined}
        />
      )}
    </>
  );
}
