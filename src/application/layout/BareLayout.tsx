import type { ReactNode } from 'react';

/**
 * No site frame: the sign-in helper pages (popup, silent renew, callback) and the identity
 * provider's own pages, which run in a popup, an iframe or a small window.
 */
export function BareLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
