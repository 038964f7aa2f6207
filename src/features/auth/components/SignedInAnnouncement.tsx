import { useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/auth';

import { selectSignedInHere, selectUserName } from '../authSelectors';

const t = translator('auth', messages);

/**
 * Says "Signed in as {name}" to screen readers when the visitor signs in on this page. The sign-in
 * ends in places a screen reader would not report: the modal closes, and on a phone the menu the
 * visitor started from closes too, with the greeting only inside it. Always in the page (empty
 * until then), so the words are announced when they appear; never on a page that came signed in.
 */
export function SignedInAnnouncement() {
  const signedInHere = useAppSelector(selectSignedInHere);
  const userName = useAppSelector(selectUserName);
  return (
    <p role="status" className="visually-hidden">
      {signedInHere && userName ? t('signedInAs', { name: userName }) : null}
    </p>
  );
}
