import type { ReactNode } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import styles from './Life.module.css';

const t = translator('life', messages);

/** The visible "How this is derived" note of a value the site computes from the weather. */
export function HowDerived({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles.explain}`} aria-labelledby={id}>
      <h2 id={id}>{t('howDerived')}</h2>
      {children}
    </section>
  );
}
