// The browser the e2e tests and the bench drive: CHROMIUM_PATH when set, else Debian's
// /usr/bin/chromium when present, else undefined (Playwright's own downloaded browser).
import { existsSync } from 'node:fs';

/** The Chromium binary to launch, or undefined for Playwright's own. */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Flags that keep Chromium off the network (the machines have none), working as root, and from
 * running its own browser UI beside the page: the full Chromium (not a headless shell) loads the
 * address bar's WebUI popups (chrome://omnibox-popup.top-chrome, some 400 modules) in a renderer
 * of their own with each new window. No test or visitor sees that popup, and on a 2-core machine
 * it takes a core from the page under test at random moments. (A Chromium without these
 * features ignores the names.)
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
