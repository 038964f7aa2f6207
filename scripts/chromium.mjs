// The browser the e2e tests and the bench drive: CHROMIUM_PATH when set, else Debian's
// /usr/bin/chromium when present, else undefined (Playwright's own downloaded browser).
import { existsSync } from 'node:fs';

/** The Chromium binary to launch, or undefined for Playwright's own. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags that keep Chromium off the network (the machines have none) and working as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
