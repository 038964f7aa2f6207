import dynamic from 'next/dynamic';
import { useState } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/privacy';

import linkStyles from './PrivacyOptOutLinks.module.css';

const t = translator('privacy', messages);

// Loaded when first opened: the privacy manager is not part of every page's first JavaScript.
const PrivacyChoicesDialog = dynamic(
  () => import('./PrivacyChoicesDialog').then((m) => m.PrivacyChoicesDialog),
  { ssr: false },
);

/** The newer footer's "Your Privacy Choices" item: a button that opens the privacy manager. */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? linkStyles.link} onClick={() => setOpen(true)}>
        {t('manager.open')}
      </button>
      {open && <PrivacyChoicesDialog onClose={() => setOpen(false)} />}
    </>
  );
}
