import { useEffect, useRef, type RefObject } from 'react';

import { Button } from '@/components/Button';
import { Dialog } from '@/components/Dialog';
import { SIGN_IN_FRAME } from '@/lib/auth/framing';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import styles from './SignInModal.module.css';

const t = translator('auth', messages);

/** Props of {@link SignInModal}. */
export interface SignInModalProps {
  /** Receives the iframe once it is in the document: the sign-in runs inside it. */
  onFrame: (frame: HTMLIFrameElement) => void;
  /** Escape, the Close button or a press on the backdrop: cancels the sign-in. */
  onClose: () => void;
  /** Where focus goes when the modal closes ("Sign In"). */
  returnFocusRef: RefObject<HTMLElement | null>;
  /**
   * Set when the identity provider refused the frame and a popup may open only from a new click:
   * the modal then shows "Continue in a new window" in place of the frame.
   */
  onContinueInNewWindow?: (() => void) | undefined;
}

/**
 * The sign-in modal: a dialog named "Signin Or Register" holding the identity provider's sign-in
 * page in an iframe of the same title, 440 × 506 px (440 px wide on mobile too); or, when the
 * provider refused the frame too late for a popup to open by itself, "Continue in a new window".
 */
export function SignInModal({
  onFrame,
  onClose,
  returnFocusRef,
  onContinueInNewWindow,
}: SignInModalProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const offered = onContinueInNewWindow !== undefined;
  useEffect(() => {
    if (frameRef.current) onFrame(frameRef.current);
  }, [onFrame]);
  // The offer replaces the frame, which had focus or was about to: the button takes it.
  useEffect(() => {
    if (offered) continueRef.current?.focus();
  }, [offered]);
  return (
    <Dialog
      title={SIGN_IN_FRAME.title}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      closeLabel={t('closeSignIn')}
      variant="sheet"
      className={styles.panel}
    >
      {onContinueInNewWindow ? (
        <div className={styles.offer}>
          <p>{t('newWindowNeeded')}</p>
          <Button ref={continueRef} variant="primary" onClick={onContinueInNewWindow}>
            {t('continueInNewWindow')}
          </Button>
        </div>
      ) : (
        <iframe
          ref={frameRef}
          title={SIGN_IN_FRAME.title}
          width={SIGN_IN_FRAME.width}
          height={SIGN_IN_FRAME.height}
          className={styles.frame}
        />
      )}
    </Dialog>
  );
}
