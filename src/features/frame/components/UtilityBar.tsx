import type { ReactNode } from 'react';

import { useAppSelector } from '@/store/hooks';
import { selectConfig } from '@/features/config/configSlice';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';

import { utilityLinks } from '../footerLinks';
import { UtilityMenu } from './UtilityMenu';
import styles from './UtilityBar.module.css';

const t = translator('frame', messages);

/**
 * The thin bar above the header: the ground-truth and advertisers links (each when configured),
 * the utility menu and the account control.
 */
export function UtilityBar({ account }: { account?: ReactNode }) {
  const config = useAppSelector(selectConfig);
  const links = config ? utilityLinks(config) : [];
  return (
    <div className={styles.bar}>
      {links.map((link) =>
        link.external ? (
          <a
            key={link.key}
            href={link.href}
            target="_blank"
            rel="noopener"
            aria-label={t('footer.newTab', { name: link.label })}
          >
            {link.label}
          </a>
        ) : (
          <a key={link.key} href={link.href}>
            {link.label}
          </a>
        ),
      )}
      <UtilityMenu />
      {account}
    </div>
  );
}
