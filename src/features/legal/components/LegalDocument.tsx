import type { ReactNode } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';

import { versionDate, type LegalSection } from '../legalDocument';
import styles from './LegalDocument.module.css';

const t = translator('legal', messages);

export interface LegalDocumentProps {
  title: string;
  /** A short paragraph under the title. */
  lead?: ReactNode;
  /** The version in force; null when unknown (no version line is shown). */
  version?: string | null;
  sections: readonly LegalSection[];
}

/**
 * A long text for reading: the title with its version and date, a table of contents linking to
 * each section, and the sections, each an h2 whose id is its in-page link target. Plain HTML, no
 * script: the links and anchors work before (and without) JavaScript.
 */
export function LegalDocument({ title, lead, version, sections }: LegalDocumentProps) {
  const date = version ? versionDate(version) : null;
  return (
    <article className={styles.document} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={styles.title}>
          {title}
        </h1>
        {version && (
          <dl className={styles.meta}>
            <div>
              <dt>{t('version')}</dt>
              <dd>{version}</dd>
            </div>
            {date && (
              <div>
                <dt>{t('lastUpdated')}</dt>
                <dd>{date}</dd>
              </div>
            )}
          </dl>
        )}
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc" className={styles.tocHeading}>
          {t('tableOfContents')}
        </h2>
        <ol className={styles.tocList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionHeading}>
            {section.heading}
          </h2>
          {section.body}
          <p className={styles.backToTop}>
            <a href="#legal-title">{t('backToTop')}</a>
          </p>
        </section>
      ))}
    </article>
  );
}
