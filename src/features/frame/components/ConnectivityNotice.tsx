import { useSyncExternalStore } from 'react';

import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';
import {
  clearSiteUnreachable,
  isSiteUnreachable,
  subscribeSiteReachability,
} from '@/lib/web2/connectivity';

import styles from './ConnectivityNotice.module.css';

const t = translator('frame', messages);

function subscribeOnline(listener: () => void): () => void {
  // Back online, an earlier unanswered request no longer says anything about the site.
  const online = () => {
    clearSiteUnreachable();
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

const isOffline = () => navigator.onLine === false;
const serverSnapshot = () => false;

/**
 * The network message of the frame ("Check your network connectivity and try to reload your
 * page"): shown while the browser says it is offline, or after a request to the site got no
 * answer, until the browser is back online or the site answers again. Over the bottom of the
 * window, so it moves nothing; never in the server's HTML.
 */
export function ConnectivityNotice() {
  const offline = useSyncExternalStore(subscribeOnline, isOffline, serverSnapshot);
  const unreachable = useSyncExternalStore(
    subscribeSiteReachability,
    isSiteUnreachable,
    serverSnapshot,
  );
  return (
    <div role="alert" className={styles.region}>
      {(offline || unreachable) && <p className={styles.message}>{t('network.message')}</p>}
    </div>
  );
}
