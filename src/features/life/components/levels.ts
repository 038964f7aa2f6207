import styles from './Life.module.css';

const LEVEL_CLASSES = [styles.level0, styles.level1, styles.level2, styles.level3, styles.level4];

/** The chip class of a level by its rank (0 none/lowest … 4 highest). */
export function levelClass(rank: number): string {
  return `${styles.chip} ${LEVEL_CLASSES[Math.max(0, Math.min(4, rank))] ?? ''}`;
}
