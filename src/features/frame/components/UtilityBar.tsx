import type { ReactNode } from 'react';

import { UtilityMenu } from './UtilityMenu';
import styles from './UtilityBar.module.css';

/** The thin bar above the header: ground-truth link, advertisers link, utility menu. */
export function UtilityBar({ account }: { account?: ReactNode }) {
  return (
    <div className={styles.bar}>
      <a href="https://www.earthnetworks.com/" rel="noopener">
        Ground Truth
      </a>
      <a href="https://www.earthnetworks.com/advertise/" rel="noopener">
        For Advertisers
      </a>
      <UtilityMenu />
      {account}
    </div>
  );
}
