import dynamic from 'next/dynamic';
import { useState } from 'react';

import { selectConfig } from '@/features/config/configSlice';
import { translator } from '@/lib/i18n';
import { useAppSelector } from '@/store/hooks';
import { messages } from '@/lib/i18n/en-US/privacy';

import { NoScriptPrivacyLink } from './NoScriptPrivacyLink';
import linkStyles from './PrivacyOptOutLinks.module.css';

const t = translator('privacy', messages);

// Loaded when first opened: the privacy manager is not part of every page's first JavaScript.
const PrivacyChoicesDialog = dynamic(
  () => import('./PrivacyChoicesDialog').then((m) => m.PrivacyChoicesDialog),
  { ssr: false },
);

/**
 * The newer footer's "Your Privacy Choices" item: a button that opens the privacy manager — the
 * external consent platform's (the configuration's `usPrivacyManagerId`) when one is configured
 * and loaded, the site's own dialog otherwise.
 */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const config = useAppSelector(selectConfig);
  const openManager = () => {
    const { accountId, baseEndpoint } = config?.consentPlatform ?? {};
    if (!config || !accountId || !baseEndpoint || !config.usPrivacyManagerId) {
      setOpen(true);
      return;
    }
    // The platform's opener is loaded with the platform, not with every page's footer.
    void import('@/features/consent/externalPlatform').then(
      ({ openExternalPrivacyManager }) => openExternalPrivacyManager(config) || setOpen(true),
      () => setOpen(true),
    );
  };
  return (
    <>
      <button type="button" className={className ?? linkStyles.link} onClick={openManager}>
        {t('manager.open')}
      </button>
      <NoScriptPrivacyLink label={t('manager.open')} className={className ?? linkStyles.link} />
      {open && <PrivacyChoicesDialog onClose={() => setOpen(false)} />}
    </>
  );
}
