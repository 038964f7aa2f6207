import { selectConfig } from '@/features/config/configSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * The privacy control's words as a link, shown only without JavaScript (where the control's
 * button cannot work and is not shown: `no-script-only` in styles/globals.css): to the privacy
 * policy's section on the visitor's rights, which says how to exercise them.
 */
export function NoScriptPrivacyLink({ label, className }: { label: string; className?: string }) {
  const href = useAppSelector(selectConfig)?.privacyLinks.statePrivacyRights;
  if (!href) return null;
  return (
    <a className={`${className ?? ''} no-script-only`} href={href}>
      {label}
    </a>
  );
}
