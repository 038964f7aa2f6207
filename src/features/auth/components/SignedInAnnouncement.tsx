import { useEffect, useState } from 'react';

import { useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { selectSignedInHere, selectUserName } from '../authSelectors';
import { takeSignedOut } from '../signedOutNotice';

const t = translator('auth', messages);

/** How long after the page is shown "Signed out" is said. */
const SIGNED_OUT_DELAY_MS = 500;

/**
 * Says "Signed in as {name}" to screen readers when the visitor signs in on this page, and "Signed
 * out" on the page a sign-out came back to. The sign-in
 * ends in places a screen reader would not report: the modal closes, and on a phone the menu the
 * visitor started from closes too, with the greeting only inside it. Always in the page (empty
 * until then), so the words are announced when they appear; never on a page that came signed in.
 */
export function SignedInAnnouncement() {
  const signedInHere = useAppSelector(selectSignedInHere);
  const userName = useAppSelector(selectUserName);
  // The page the sign-out came back to says so, once: after hydration (the server's HTML cannot
  // know), and a moment after the page is shown, when screen readers listen to live regions again.
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (takeSignedOut()) setSignedOut(true);
    }, SIGNED_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  let words: string | null = null;
  if (signedInHere && userName) words = t('signedInAs', { name: userName });
  else if (signedOut) words = t('signedOut');
  return (
    <p role="status" className="visually-hidden">
      {words}
    </p>
  );
}
