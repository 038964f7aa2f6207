import { renderToStaticMarkup } from 'react-dom/server';

import { paintFirstLoader, paintFirstScripts } from './paintFirstScripts';

// What Next's head writes for a page's start (Turbopack's bootstrap, then the deferred chunks).
const nextScripts = [
  <script key="bootstrap" dangerouslySetInnerHTML={{ __html: 'globalThis.TURBOPACK=[]' }} />,
  <script key="app" src="/_next/static/chunks/app.js" defer />,
  <script key="runtime" src="/_next/static/chunks/runtime.js" defer crossOrigin="anonymous" />,
  null,
];

describe('paintFirstScripts', () => {
  it('hands every start-up script to the loader: none is run by the parser or fetched before the paint', () => {
    const html = renderToStaticMarkup(<>{paintFirstScripts(nextScripts, 'n0nce')}</>);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).not.toContain('<link');
    expect(html).toContain(
      '[["/_next/static/chunks/app.js",null],["/_next/static/chunks/runtime.js","anonymous"]]',
    );
    // The bootstrap runs before the loader (with the nonce), which comes last.
    expect(html.indexOf('globalThis.TURBOPACK=[]')).toBeLessThan(html.indexOf('(function(s)'));
    expect(html).toMatch(/<script nonce="n0nce">\(function\(s\)\{.*<\/script>$/);
  });

  it('changes nothing when there is no script to load', () => {
    const inline = nextScripts[0];
    expect(paintFirstScripts([inline])).toEqual([inline]);
  });
});

describe('the loader', () => {
  type Observer = {
    callback: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void;
  };
  let observers: Observer[];
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  const loaded = () =>
    [...document.head.querySelectorAll('script[src]')].map((s) => {
      const script = s as HTMLScriptElement;
      return [script.getAttribute('src'), script.async, script.crossOrigin];
    });
  const nextFrame = () => frames.splice(0).forEach((cb) => cb(0));
  const paint = () =>
    observers.forEach((o) =>
      o.callback(
        { getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) },
        { disconnect() {} },
      ),
    );
  const run = () =>
    // The loader's source, as the page runs it.
    new Function(
      paintFirstLoader([
        ['/_next/static/chunks/app.js', null],
        ['/_next/static/chunks/runtime.js', 'anonymous'],
      ]),
    )();

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    observers = [];
    frames = [];
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: Observer['callback']) {
        observers.push({ callback });
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts in order once the first paint has been shown, two frames later', () => {
    run();
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual([]);

    paint();
    nextFrame();
    expect(loaded()).toEqual([]);
    nextFrame();
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loaded()).toEqual([
      ['/_next/static/chunks/app.js', false, null],
      ['/_next/static/chunks/runtime.js', false, 'anonymous'],
    ]);

    // Only once, whatever comes after.
    paint();
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(5000);
    expect(loaded()).toHaveLength(2);
  });

  it('waits two frames where the browser has no paint timing', () => {
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: undefined });
    run();
    nextFrame();
    nextFrame();
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(loaded()).toHaveLength(2);
  });

  it('starts at once in a page nobody sees, and as soon as a page is hidden', () => {
    visibility = 'hidden';
    run();
    expect(loaded()).toHaveLength(2);

    document.head.innerHTML = '';
    visibility = 'visible';
    run();
    expect(loaded()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(loaded()).toHaveLength(2);
  });

  it('starts them after 3 s should no paint ever be reported', () => {
    run();
    jest.advanceTimersByTime(2999);
    expect(loaded()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(loaded()).toHaveLength(2);
  });
});
