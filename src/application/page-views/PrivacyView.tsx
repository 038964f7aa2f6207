import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import {
  LegalDocument,
  privacyPolicy,
  useLegalContext,
  type PolicyVersion,
} from '@/features/legal';
import type { PageProps } from '@/types/page';

const t = translator('legal', messages);

/** Props of the page: the version in force, null when the legal policy service did not answer. */
export type PrivacyViewProps = PageProps & {
  policy: PolicyVersion | null;
  /** Shown in the notices' policy dialog: the text without the site frame. */
  framed?: boolean;
};

/** `/legal/privacy`: the Privacy Policy, with the anchors the site's ad-choices and privacy-rights links point at, and the version in force with its date. */
export function PrivacyView({ policy }: PrivacyViewProps) {
  const context = useLegalContext();
  return (
    <LegalDocument
      title={t('privacyTitle')}
      lead={t('legalLead', { siteName: context.siteName })}
      version={policy?.version ?? null}
      sections={privacyPolicy(context)}
    />
  );
}
