/**
 * Ad-blocker detection: a bait element with the class names blockers hide; when it is hidden (or a
 * house creative request never got an answer, see the house adapter) a blocker is on.
 */

/** Class names that ad blockers' cosmetic filters hide. */
export const BAIT_CLASS_NAMES = 'adsbox ad-banner ad-unit pub_300x250 textAd banner-ads';

/** Where the visitor's dismissal is kept for the session. */
export const AD_BLOCK_DISMISSED_KEY = 'wb_adblock_notice_dismissed';

const nextFrame = (win: Window): Promise<void> =>
  new Promise((resolve) => {
    if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 16);
  });

/** True when a blocker hid the bait element. */
export async function detectAdBlock(
  document: Document,
  win: Window = window,
  settleMs = 100,
): Promise<boolean> {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASS_NAMES;
  bait.setAttribute('aria-hidden', 'true');
  // Set through the CSSOM (allowed by the Content-Security-Policy), off screen.
  bait.style.position = 'absolute';
  bait.style.left = '-10000px';
  bait.style.top = '-10000px';
  bait.style.width = '1px';
  bait.style.height = '1px';
  bait.textContent = '\u00a0';
  document.body.appendChild(bait);
  try {
    await nextFrame(win);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const style = win.getComputedStyle(bait);
    return (
      !bait.isConnected ||
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      (bait.offsetParent === null && style.position !== 'fixed' && hasLayout(win))
    );
  } finally {
    bait.remove();
  }
}

/** jsdom lays nothing out (offsetParent is always null there): only a real layout is trusted. */
function hasLayout(win: Window): boolean {
  return !/jsdom/i.test(win.navigator.userAgent);
}

/** True when the visitor dismissed the notice in this session. */
export function noticeDismissed(storage: Storage | null = safeSessionStorage()): boolean {
  return storage?.getItem(AD_BLOCK_DISMISSED_KEY) === '1';
}

/** Remembers the dismissal for the session. */
export function rememberDismissal(storage: Storage | null = safeSessionStorage()): void {
  try {
    storage?.setItem(AD_BLOCK_DISMISSED_KEY, '1');
  } catch {
    // Storage full or refused: the notice may show again on the next page.
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
