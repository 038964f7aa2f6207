import { PrivacyOptOutLink, usePrivacyOptOutKinds } from './PrivacyOptOutLinks';

/** The opt-out controls the visitor's compliance enables, as footer list items. */
export function PrivacyFooterLinks() {
  const kinds = usePrivacyOptOutKinds();
  return kinds.map((kind) => (
    <li key={kind}>
      <PrivacyOptOutLink kind={kind} />
    </li>
  ));
}
