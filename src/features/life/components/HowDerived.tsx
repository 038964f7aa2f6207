import type { ReactNode } from 'react';

import styles from './Life.module.css';

/** The visible "How this is derived" note of a value the site computes from the weather. */
export function HowDerived({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles.explain}`} aria-labelledby={id}>
      <h2 id={id}>How this is derived</h2>
      {children}
    </section>
  );
}
