import type { ReactNode } from 'react';

import styles from './Life.module.css';

/**
 * A box that scrolls sideways on narrow screens (wide tables). It is focusable so keyboard users
 * can scroll it, and named so screen readers announce what it holds.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must take focus to be scrolled by keyboard (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
