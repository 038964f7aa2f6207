import type { ReactNode } from 'react';

import { monthName } from '@/lib/time';

/** One section of a long legal text: its anchor, its heading and its body. */
export interface LegalSection {
  /** The element id of the section's heading: the in-page link target (`#id`). */
  id: string;
  heading: string;
  body: ReactNode;
}

/** What the legal texts fill in from the site's configuration. */
export interface LegalContext {
  siteName: string;
  /** The address for general questions; null when none is configured (the text omits it). */
  supportEmail: string | null;
  /** The address for privacy requests; null when none is configured (the text omits it). */
  privacyEmail: string | null;
}

/** The version of a policy in force, as the legal policy service reports it. */
export interface PolicyVersion {
  version: string;
}

/**
 * The date a policy version took effect, when the version names one: versions are dated labels
 * (`2025-06` is June 2025, `2025-06-03` is June 3, 2025). Null for any other label.
 */
export function versionDate(version: string): string | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(version.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  // Date.UTC rolls an impossible month or day over into the next; such a label is not a date.
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day ?? 1))
    return null;
  const name = monthName(Number(month));
  return day === undefined ? `${name} ${year}` : `${name} ${Number(day)}, ${year}`;
}

/** A configured e-mail address, or null when it is blank or absent. */
export function configuredEmail(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
