import dynamic from 'next/dynamic';
import { useState, type MouseEvent } from 'react';

import {
  NOTICE_COOKIES,
  serialiseAcknowledgedVersions,
  writeBrowserCookie,
  browserCookiesEnabled,
} from '@/lib/cookies';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/notices';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

import { selectCookieDomain, selectTermsNotice, termsNoticeClosed } from '../noticesSlice';
import styles from './Notices.module.css';
import type { OpenPolicy } from './PolicyDialog';

// Loaded when a policy is opened: not part of every page's first JavaScript.
const PolicyDialog = dynamic(() => import('./PolicyDialog').then((m) => m.PolicyDialog), {
  ssr: false,
});

const t = translator('notices', messages);

/** A click that asks for a new tab or window: the browser handles it as a plain link. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The terms and privacy notice, over the bottom of the page when the Terms of Use or the Privacy
 * Policy changed since the versions the visitor acknowledged. A policy link opens the policy in a
 * full-screen overlay (a plain link without script, or with a modifier key). Close records the
 * versions in force in a cookie, so the notice returns only when a version changes.
 */
export function TermsNotice() {
  const dispatch = useAppDispatch();
  const terms = useAppSelector(selectTermsNotice);
  const domain = useAppSelector(selectCookieDomain);
  const [open, setOpen] = useState<OpenPolicy | null>(null);

  if (!terms) return null;

  const close = () => {
    if (browserCookiesEnabled()) {
      const { name, maxAge } = NOTICE_COOKIES.policyVersions;
      writeBrowserCookie(name, serialiseAcknowledgedVersions(terms.versions), { maxAge, domain });
    }
    dispatch(termsNoticeClosed(terms.versions));
  };

  const links = [
    terms.tou.display && { key: 'tou', title: t('terms.tou'), url: terms.tou.url },
    terms.pp.display && { key: 'pp', title: t('terms.pp'), url: terms.pp.url },
  ].filter((link) => link !== false);

  return (
    <section aria-label={t('terms.label')} className={`${styles.notice} ${styles.termsNotice}`}>
      <div className={styles.text}>
        <p>{terms.message}</p>
        <p>
          {terms.linkText}:{' '}
          {links.map((link, index) => (
            <span key={link.key}>
              {index > 0 && <span aria-hidden="true"> · </span>}
              <a
                href={link.url}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  setOpen({ title: link.title, url: link.url });
                }}
              >
                {link.title}
              </a>
            </span>
          ))}
        </p>
      </div>
      <button type="button" className={styles.close} onClick={close}>
        {t('terms.close')}
      </button>
      {open && <PolicyDialog policy={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
