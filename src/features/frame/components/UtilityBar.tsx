import type { ReactNode } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';

import { UtilityMenu } from './UtilityMenu';
import styles from './UtilityBar.module.css';

const t = translator('frame', messages);

/** The thin bar above the header: the advertisers link (when configured), utility menu, account. */
export function UtilityBar({ account }: { account?: ReactNode }) {
  const advertisers = useAppSelector(selectConfig)?.externalLinks.advertisers;
  return (
    <div className={styles.bar}>
      {advertisers && (
        <a
          href={advertisers}
          target="_blank"
          rel="noopener"
          aria-label={t('footer.newTab', { name: t('footer.advertisers') })}
        >
          {t('footer.advertisers')}
        </a>
      )}
      <UtilityMenu />
      {account}
    </div>
  );
}
