import type { AlertScheme } from '@/types/weather';

import styles from './ActiveAlerts.module.css';

/**
 * The class carrying a level's colour (a class, not a style attribute: the page's CSP refuses
 * inline styles): `level-meteoalarm-yellow`, `level-eccc-warning`, `level-cap-severity-Severe`.
 */
export function levelClass(scheme: AlertScheme, code: string): string {
  return styles[`level-${scheme}-${code}`] ?? styles.unknown ?? '';
}
