/**
 * @jest-environment jest-fixed-jsdom
 */
import { FrameWindow, responseState, viewOfFrame } from './frameWindow';
import { AUTH_ERRORS } from './tokenRules';

const SITE = 'http://localhost';
const SAME_ORIGIN_AUTH = `${SITE}/idp/auth?client_id=weather-web&state=s1`;
const OTHER_ORIGIN_AUTH = 'https://id.example/auth?client_id=weather-web&state=s1';

/** An iframe whose document reads as `view` (jsdom loads no frames, so the window is faked). */
function makeFrame(view: 'readable' | 'unreadable' | 'blank' = 'readable') {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const contentWindow = {
    get location() {
      if (view === 'unreadable') throw new DOMException('Blocked a frame', 'SecurityError');
      return { href: view === 'blank' ? 'about:blank' : `${SITE}/idp/interaction/abc` };
    },
  };
  Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => contentWindow });
  return { frame, contentWindow, setView: (next: typeof view) => (view = next) };
}

/** What /signin/popup posts to the parent (oidc-client-ts's callback message). */
function postCallback(
  url: string,
  { origin = SITE, source = null }: { origin?: string; source?: unknown } = {},
) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      data: { source: 'oidc-client', url, keepOpen: false },
      source: source as MessageEventSource | null,
    }),
  );
}

const settled = async <T>(promise: Promise<T>) => {
  let state: 'pending' | 'resolved' | 'rejected' = 'pending';
  promise.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  await Promise.resolve();
  await Promise.resolve();
  return state;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('FrameWindow', () => {
  it('loads the authorization request in the frame and resolves with the posted response', async () => {
    const { frame, contentWindow } = makeFrame();
    const navigating = new FrameWindow(frame).navigate({ url: SAME_ORIGIN_AUTH, state: 's1' });
    expect(frame.src).toBe(SAME_ORIGIN_AUTH);
    // Foreign origins, unmarked messages and another request's answer are ignored.
    postCallback(`${SITE}/signin/popup?code=c&state=s1`, { origin: 'https://evil.example' });
    window.dispatchEvent(new MessageEvent('message', { origin: SITE, data: { url: 'x' } }));
    postCallback(`${SITE}/signin/popup?code=c&state=other`);
    expect(await settled(navigating)).toBe('pending');
    postCallback(`${SITE}/signin/popup?code=c&state=other-but-from-this-frame`, {
      source: contentWindow,
    });
    await expect(navigating).resolves.toEqual({
      url: `${SITE}/signin/popup?code=c&state=other-but-from-this-frame`,
    });
  });

  it('accepts the response carrying its state from elsewhere on the site', async () => {
    const { frame } = makeFrame();
    const navigating = new FrameWindow(frame).navigate({ url: SAME_ORIGIN_AUTH, state: 's1' });
    postCallback(`${SITE}/signin/popup?code=c&state=s1`);
    await expect(navigating).resolves.toEqual({ url: `${SITE}/signin/popup?code=c&state=s1` });
  });

  it('takes an unreadable page for a refused frame when the provider is on the site origin', async () => {
    const { frame } = makeFrame('unreadable');
    const navigating = new FrameWindow(frame).navigate({ url: SAME_ORIGIN_AUTH, state: 's1' });
    frame.dispatchEvent(new Event('load'));
    await expect(navigating).rejects.toThrow(AUTH_ERRORS.frameRefused);
  });

  it('keeps going while the site-origin pages load', async () => {
    const { frame, setView } = makeFrame('blank');
    const navigating = new FrameWindow(frame).navigate({ url: SAME_ORIGIN_AUTH, state: 's1' });
    frame.dispatchEvent(new Event('load'));
    setView('readable');
    frame.dispatchEvent(new Event('load'));
    expect(await settled(navigating)).toBe('pending');
  });

  it('on another origin, takes the frame for refused after the timeout without a sign of life', async () => {
    jest.useFakeTimers();
    const { frame } = makeFrame('unreadable');
    const navigating = new FrameWindow(frame, { refusalTimeoutMs: 5000 }).navigate({
      url: OTHER_ORIGIN_AUTH,
      state: 's1',
    });
    const outcome = expect(navigating).rejects.toThrow(AUTH_ERRORS.frameRefused);
    frame.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(4999);
    expect(await settled(navigating)).toBe('pending');
    jest.advanceTimersByTime(1);
    await outcome;
  });

  it('on another origin, keeps the frame once the visitor moves into it', async () => {
    jest.useFakeTimers();
    const { frame } = makeFrame('unreadable');
    const navigating = new FrameWindow(frame, { refusalTimeoutMs: 5000 }).navigate({
      url: OTHER_ORIGIN_AUTH,
      state: 's1',
    });
    frame.dispatchEvent(new Event('load'));
    jest.spyOn(document, 'activeElement', 'get').mockReturnValue(frame);
    window.dispatchEvent(new Event('blur'));
    jest.advanceTimersByTime(60_000);
    expect(await settled(navigating)).toBe('pending');
    postCallback(`${SITE}/signin/popup?code=c&state=s1`);
    await expect(navigating).resolves.toEqual({ url: `${SITE}/signin/popup?code=c&state=s1` });
  });

  it('takes a refusal by this page’s own frame-src policy for a refused frame', async () => {
    const { frame } = makeFrame('unreadable');
    const navigating = new FrameWindow(frame).navigate({ url: OTHER_ORIGIN_AUTH, state: 's1' });
    const violation = (blockedURI: string, effectiveDirective = 'frame-src') =>
      document.dispatchEvent(
        Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective }),
      );
    violation('https://ads.example/frame');
    violation('https://id.example/auth', 'img-src');
    expect(await settled(navigating)).toBe('pending');
    violation('https://id.example/auth');
    await expect(navigating).rejects.toThrow(AUTH_ERRORS.frameRefused);
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    const { frame } = makeFrame();
    const navigating = new FrameWindow(frame, { signal: controller.signal }).navigate({
      url: SAME_ORIGIN_AUTH,
      state: 's1',
    });
    controller.abort();
    await expect(navigating).rejects.toThrow(AUTH_ERRORS.signInCancelled);
    // A signal aborted before the start never touches the frame.
    const fresh = makeFrame();
    await expect(
      new FrameWindow(fresh.frame, { signal: controller.signal }).navigate({
        url: SAME_ORIGIN_AUTH,
        state: 's2',
      }),
    ).rejects.toThrow(AUTH_ERRORS.signInCancelled);
    expect(fresh.frame.getAttribute('src')).toBeNull();
  });

  it('close() ends a pending request and blanks the frame; a closed window cannot navigate', async () => {
    const { frame } = makeFrame();
    const window_ = new FrameWindow(frame);
    const navigating = window_.navigate({ url: SAME_ORIGIN_AUTH, state: 's1' });
    window_.close();
    await expect(navigating).rejects.toThrow(AUTH_ERRORS.navigationAborted);
    expect(frame.src).toBe('about:blank');
    await expect(window_.navigate({ url: SAME_ORIGIN_AUTH, state: 's1' })).rejects.toThrow(
      'Attempted to navigate on a disposed window',
    );
  });
});

describe('frame helpers', () => {
  it('reads the state of a query or fragment response', () => {
    expect(responseState('https://site.example/signin/popup?code=c&state=abc')).toBe('abc');
    expect(responseState('https://site.example/signin/popup#code=c&state=def', 'fragment')).toBe(
      'def',
    );
    expect(responseState('not a url')).toBe('');
  });

  it('tells what a frame shows', () => {
    expect(viewOfFrame(makeFrame('blank').frame)).toBe('blank');
    expect(viewOfFrame(makeFrame('readable').frame)).toBe('readable');
    expect(viewOfFrame(makeFrame('unreadable').frame)).toBe('unreadable');
  });
});
