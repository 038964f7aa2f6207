import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { LegalDocument, termsOfUse, useLegalContext, type PolicyVersion } from '@/features/legal';
import type { PageProps } from '@/types/page';

const t = translator('legal', messages);

/** Props of the page: the version in force, null when the legal policy service did not answer. */
export type TermsViewProps = PageProps & {
  policy: PolicyVersion | null;
  /** Shown in the notices' policy dialog: the text without the site frame. */
  framed?: boolean;
};

/** `/legal/terms`: the Terms of Use, and the version in force with its date. */
export function TermsView({ policy }: TermsViewProps) {
  const context = useLegalContext();
  return (
    <LegalDocument
      title={t('termsTitle')}
      lead={t('legalLead', { siteName: context.siteName })}
      version={policy?.version ?? null}
      sections={termsOfUse(context)}
    />
  );
}
