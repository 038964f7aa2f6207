/**
 * Clicks made before the app runs. The server's HTML paints before the app's scripts have run,
 * and until React has hydrated the page a button does nothing when clicked. A small inline script
 * in the document's head (`EARLY_CLICKS_SCRIPT`, under the request's nonce) catches those clicks on
 * buttons, shows the page as busy (`data-app-starting` on `<html>`: a progress cursor) and, once
 * the app has hydrated (`earlyClicksReplay`, from the app's first effect), clicks each caught
 * button again, in order and once each, so its handler runs. What works without JavaScript is
 * left alone: links, disclosure widgets (`<summary>`), and submit buttons of forms with an action.
 */

/** The attribute on `<html>` while a caught click waits for the app. */
export const APP_STARTING_ATTRIBUTE = 'data-app-starting';

/** What the inline script leaves on `window` for the app. */
interface EarlyClicks {
  /** Stops catching and clicks each caught button again. */
  replay(): void;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClicks;
  }
}

/**
 * Starts catching clicks (the inline script's body; self-contained, as it is sent as text).
 * Exported for the tests, which run it in jsdom.
 */
export function catchEarlyClicks(win: Window & typeof globalThis, busyAttribute: string): void {
  const doc = win.document;
  const caught: Element[] = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof win.Element ? event.target : null;
    const control = target?.closest('button, [role="button"]');
    if (!control || control.matches(':disabled')) return;
    const form = control instanceof win.HTMLButtonElement ? control.form : null;
    if (form?.hasAttribute('action') && (control as HTMLButtonElement).type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (caught.indexOf(control) < 0) caught.push(control);
    doc.documentElement.setAttribute(busyAttribute, '');
  };
  doc.addEventListener('click', onClick, true);
  win.__earlyClicks = {
    replay() {
      doc.removeEventListener('click', onClick, true);
      doc.documentElement.removeAttribute(busyAttribute);
      const pending = caught.splice(0);
      for (const control of pending) {
        if (control.isConnected && control instanceof win.HTMLElement) control.click();
      }
    },
  };
}

/** The inline script of the document's head. */
export const EARLY_CLICKS_SCRIPT = `(${catchEarlyClicks.toString()})(window, ${JSON.stringify(
  APP_STARTING_ATTRIBUTE,
)});`;

/**
 * The performance mark set when the app has hydrated and runs every click (the bench's
 * "input-ready": from then on a click is handled at once, before it a click waits).
 */
export const APP_INTERACTIVE_MARK = 'app-interactive';

/** Called once the app has hydrated: the clicks caught before run now. */
export function earlyClicksReplay(): void {
  // User Timing is in every browser the site supports; not in every test DOM.
  if (typeof performance.mark === 'function') performance.mark(APP_INTERACTIVE_MARK);
  const early = window.__earlyClicks;
  delete window.__earlyClicks;
  early?.replay();
}
