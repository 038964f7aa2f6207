import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/life';

import styles from './Life.module.css';

const t = translator('life', messages);

const LEVEL_CLASSES = [styles.level0, styles.level1, styles.level2, styles.level3, styles.level4];

/** The chip class of a level by its rank (0 none/lowest … 4 highest). */
export function levelClass(rank: number): string {
  return `${styles.chip} ${LEVEL_CLASSES[Math.max(0, Math.min(4, rank))] ?? ''}`;
}

/** The catalogue key of each level word the life pages show (pollen, cold & flu, delay risk). */
const LEVEL_KEYS = {
  None: 'level.none',
  Low: 'level.low',
  Moderate: 'level.moderate',
  High: 'level.high',
  'Very High': 'level.veryHigh',
} as const;

/** A level in words (`Very High`). */
export function levelText(level: keyof typeof LEVEL_KEYS): string {
  return t(LEVEL_KEYS[level]);
}
