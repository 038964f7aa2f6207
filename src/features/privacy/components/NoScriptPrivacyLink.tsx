import { selectConfig } from '@/features/config/configSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * The privacy control's words as a link, for a browser without JavaScript (where the control's
 * button cannot work and is not shown): to the privacy policy's section on the visitor's rights,
 * which says how to exercise them. With JavaScript the browser ignores it.
 */
export function NoScriptPrivacyLink({ label, className }: { label: string; className?: string }) {
  const href = useAppSelector(selectConfig)?.privacyLinks.statePrivacyRights;
  if (!href) return null;
  return (
    <noscript>
      <a className={className} href={href}>
        {label}
      </a>
    </noscript>
  );
}
