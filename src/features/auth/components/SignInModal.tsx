import { useEffect, useRef, type RefObject } from 'react';

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
}

/**
 * The sign-in modal: a dialog named "Signin Or Register" holding the identity provider's sign-in
 * page in an iframe of the same title, 440 × 506 px (440 px wide on mobile too).
 */
export function SignInModal({ onFrame, onClose, returnFocusRef }: SignInModalProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (frameRef.current) onFrame(frameRef.current);
  }, [onFrame]);
  return (
    <Dialog
      title={SIGN_IN_FRAME.title}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      closeLabel={t('closeSignIn')}
      variant="sheet"
      className={styles.panel}
    >
      <iframe
        ref={frameRef}
        title={SIGN_IN_FRAME.title}
        width={SIGN_IN_FRAME.width}
        height={SIGN_IN_FRAME.height}
        className={styles.frame}
      />
    </Dialog>
  );
}
