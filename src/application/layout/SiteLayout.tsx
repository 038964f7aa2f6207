import type { ReactNode } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/layout';

import styles from './SiteLayout.module.css';

const t = translator('layout', messages);

/**
 * The named slots of the site's page frame, top to bottom. A feature plugs into a page by filling a
 * slot (in `siteSlots.tsx` for every page, or per page through `siteLayout({ … })`), never by
 * editing another feature.
 */
export interface SiteLayoutSlots {
  /** Utility bar and the 54 px primary header. */
  header: ReactNode;
  /** Search, favourites and alerts for the active place. */
  locationBar: ReactNode;
  /** Site notices (cookie, terms and privacy, app banner). */
  notices: ReactNode;
  /** Ad slot above the content (each ad reserves its size). */
  adTop: ReactNode;
  /** Ad slot beside the content on wide screens (drawn after it: give it CSS `order: 1`). */
  adSide: ReactNode;
  /** Ad slot below the content. */
  adBottom: ReactNode;
  footer: ReactNode;
  /** Consent and privacy dialogs, last in the document. */
  consent: ReactNode;
}

/** The frame of every visitor page: the slots around the page's own content (`children`). */
export function SiteLayout({ slots, children }: { slots: SiteLayoutSlots; children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('skipToContent')}
      </a>
      {slots.header}
      {slots.locationBar}
      {slots.notices}
      {slots.adTop}
      <div className={styles.body}>
        {/* Before the content in the document, drawn after it: the browser paints a page it has
            only partly read, and a rail arriving after the long content would squeeze it. */}
        {slots.adSide}
        {/* Focusable from script (tabIndex -1): the skip link's target, and where focus goes when
            what held it goes away (a notice closed). */}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      {slots.adBottom}
      {slots.footer}
      {/* With the page's root: the consent platform's page APIs (__tcfapi, __uspapi, __gpp) and the
          other bootstraps start as soon as the page hydrates. It draws nothing on the server. */}
      {slots.consent}
    </>
  );
}
