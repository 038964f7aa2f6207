import { useId, type ReactNode } from 'react';

import { SiteLink } from '@/components/SiteLink';

import styles from './ForecastCard.module.css';

interface ForecastCardProps {
  title: string;
  /** A link beside the heading to the section's full page. */
  more?: { href: string; label: string };
  className?: string;
  children: ReactNode;
}

/** A section of a forecast page: a card named by its heading. */
export function ForecastCard({ title, more, className, children }: ForecastCardProps) {
  const headingId = useId();
  return (
    <section
      className={className ? `${styles.card} ${className}` : styles.card}
      aria-labelledby={headingId}
    >
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {more && (
          <SiteLink className={styles.more} href={more.href}>
            {more.label}
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  );
}
