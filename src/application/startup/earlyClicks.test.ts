import {
  APP_INTERACTIVE_MARK,
  APP_STARTING_ATTRIBUTE,
  EARLY_CLICKS_SCRIPT,
  earlyClicksReplay,
} from './earlyClicks';

/** Runs the document head's inline script as the browser does: from its text. */
function runInlineScript(): void {
  // jsdom runs no inline script elements: the same text is evaluated instead.
  new Function(EARLY_CLICKS_SCRIPT)();
}

// The test's own listeners, removed after each test.
const listeners: ((event: MouseEvent) => void)[] = [];
const listen = (handler: (event: MouseEvent) => void) => {
  listeners.push(handler);
  document.addEventListener('click', handler);
};

afterEach(() => {
  for (const handler of listeners.splice(0)) document.removeEventListener('click', handler);
  // A script a test left catching stops.
  window.__earlyClicks?.replay();
});

beforeEach(() => {
  delete window.__earlyClicks;
  document.documentElement.removeAttribute(APP_STARTING_ATTRIBUTE);
  document.body.innerHTML = `
    <button type="button" id="star">Add to favourites</button>
    <div role="button" id="menu"><span id="inner">Menu</span></div>
    <button type="button" disabled id="off">Off</button>
    <a href="#there" id="link">Somewhere</a>
    <details><summary id="more">More</summary>Text</details>
    <form action="/search" method="get"><input name="q"><button id="go">Go</button></form>`;
});

const $ = (id: string) => document.getElementById(id)!;

describe('clicks before the app runs', () => {
  it('are held, the page shows busy, and each button is clicked once when the app runs', () => {
    // jsdom has no User Timing: the mark the bench reads is watched instead.
    const mark = jest.fn();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    runInlineScript();
    const clicks: string[] = [];
    // The app's handler, which is not there yet when the visitor clicks.
    let appRunning = false;
    listen((event) => {
      if (appRunning) clicks.push((event.target as Element).id);
    });

    $('star').click();
    $('inner').click();
    $('star').click();
    expect(clicks).toEqual([]);
    expect(document.documentElement).toHaveAttribute(APP_STARTING_ATTRIBUTE);

    appRunning = true;
    earlyClicksReplay();
    expect(clicks).toEqual(['star', 'menu']);
    expect(document.documentElement).not.toHaveAttribute(APP_STARTING_ATTRIBUTE);
    expect(mark).toHaveBeenCalledWith(APP_INTERACTIVE_MARK);

    // From then on clicks go straight to the app.
    $('star').click();
    expect(clicks).toEqual(['star', 'menu', 'star']);
  });

  it('leaves links, disclosures, disabled buttons and form submissions to the browser', () => {
    runInlineScript();
    const seen: { id: string; prevented: boolean }[] = [];
    listen((event) => {
      seen.push({ id: (event.target as Element).id, prevented: event.defaultPrevented });
      event.preventDefault(); // jsdom would navigate or submit otherwise
    });
    $('link').click();
    $('more').click();
    $('go').click();
    expect(seen).toEqual([
      { id: 'link', prevented: false },
      { id: 'more', prevented: false },
      { id: 'go', prevented: false },
    ]);
    expect(document.documentElement).not.toHaveAttribute(APP_STARTING_ATTRIBUTE);
  });

  it('replays nothing on a page without the script, or a second time', () => {
    expect(() => earlyClicksReplay()).not.toThrow();
    runInlineScript();
    const clicks: string[] = [];
    $('star').click();
    listen((event) => clicks.push((event.target as Element).id));
    earlyClicksReplay();
    earlyClicksReplay();
    expect(clicks).toEqual(['star']);
  });
});
