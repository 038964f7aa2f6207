import { useAppSelector } from '@/store/hooks';
import { selectConfig, selectSiteName } from '@/features/config/configSlice';

import { configuredEmail, type LegalContext } from './legalDocument';

/** The site's name and contact addresses from the published configuration in the store. */
export function useLegalContext(): LegalContext {
  const siteName = useAppSelector(selectSiteName);
  const config = useAppSelector(selectConfig);
  return {
    siteName,
    supportEmail: configuredEmail(config?.supportEmail),
    privacyEmail: configuredEmail(config?.privacyEmail),
  };
}
