import { useAppSelector } from '@/store/hooks';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { selectConfig, selectSiteName } from '@/features/config/configSlice';
import { LegalDocument, partnersPage } from '@/features/legal';
import type { PageProps } from '@/types/page';

const t = translator('legal', messages);

/** Props of the partners page (everything it shows comes from the store's configuration). */
export type PartnersViewProps = PageProps;

/**
 * `/partners`: the data sources and software the site is built on with their licences and
 * credits, the advertising partners, and how advertisers reach us when the configuration says.
 */
export function PartnersView(_props: PartnersViewProps) {
  const siteName = useAppSelector(selectSiteName);
  const advertisersUrl = useAppSelector(selectConfig)?.externalLinks.advertisers ?? null;
  return (
    <LegalDocument
      title={t('partnersTitle')}
      lead={t('partnersLead', { siteName })}
      sections={partnersPage({ siteName, advertisersUrl })}
    />
  );
}
