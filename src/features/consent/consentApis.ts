/**
 * The page-level consent APIs other scripts call: `__uspapi` (the IAB US Privacy API, written
 * here: the IAB keeps no library for it), and the stubs of `__tcfapi` and `__gpp` that queue calls
 * until their IAB libraries load and take over (the libraries read a stub's queue by calling it
 * with no argument, then answer every queued call).
 */

/** The `getUSPData` answer. */
export interface UspData {
  version: 1;
  uspString: string;
}
export type UspCallback = (data: UspData | null, success: boolean) => void;
export type UspApi = (command?: unknown, version?: unknown, callback?: unknown) => void;

/** A stub's signature: no argument returns its queue; a call is queued (or answered, for ping). */
type StubApi = (...args: unknown[]) => unknown;

/** The page globals the consent APIs live on. */
export interface ConsentWindow {
  __uspapi?: UspApi;
  __tcfapi?: StubApi;
  __gpp?: StubApi;
}

function consentWindow(): ConsentWindow {
  return window as unknown as ConsentWindow;
}

/** The stubs this module made (so a library or an external platform's API is told apart). */
const ownStubs = new WeakSet<object>();

let uspSource: (() => string) | null = null;
let uspQueue: UspCallback[] = [];

/**
 * The site's `__uspapi`: `__uspapi('getUSPData', 1, cb)` calls `cb({ version: 1, uspString }, true)`;
 * another command or version answers `cb(null, false)`. Calls made before the string is known
 * wait and are answered in order once it is.
 */
export const uspApi: UspApi = (command, version, callback) => {
  if (typeof callback !== 'function') return;
  const answer = callback as UspCallback;
  if (command !== 'getUSPData' || Number(version) !== 1) {
    answer(null, false);
    return;
  }
  if (!uspSource) {
    uspQueue.push(answer);
    return;
  }
  answer({ version: 1, uspString: uspSource() }, true);
};

/** Puts the site's `__uspapi` on the page (again, after another script replaced it). */
export function installUsPrivacyApi(win: ConsentWindow = consentWindow()): void {
  win.__uspapi = uspApi;
}

/** From now on `__uspapi` answers with `source()`; the calls waiting so far are answered now. */
export function answerUsPrivacy(source: () => string): void {
  uspSource = source;
  const waiting = uspQueue;
  uspQueue = [];
  for (const callback of waiting) callback({ version: 1, uspString: source() }, true);
}

/** Whether a function is one of the site's own consent APIs or stubs (not an external platform's). */
export function isOwnApi(fn: unknown): boolean {
  return fn === uspApi || (typeof fn === 'function' && ownStubs.has(fn));
}

type StubCallback = (data: unknown, success: boolean) => void;

/** A GPP event listener registered with the stub (the GPP library adopts them via `events`). */
interface StubListener {
  id: number;
  callback: StubCallback;
  parameter: unknown;
}

/**
 * A queueing stub: called with no argument it returns its queue (how the IAB libraries adopt the
 * calls); 'ping' is answered at once with `ping()`; with `listeners`, it also keeps GPP event
 * listeners as the IAB's GPP stub does (`addEventListener`, and `events` to hand them over). Any
 * other call is queued; the first call that needs the library calls `onFirstCall` (which loads
 * it on demand for visitors who do not need it by default).
 */
function makeStub(
  ping: () => unknown,
  onFirstCall: () => void,
  listeners: StubListener[] | null = null,
): StubApi {
  const queue: unknown[][] = [];
  let called = false;
  const demand = () => {
    if (called) return;
    called = true;
    onFirstCall();
  };
  const stub: StubApi = (...args) => {
    if (args.length === 0) return queue;
    const [command] = args;
    const callback = args.find((arg) => typeof arg === 'function') as StubCallback | undefined;
    if (command === 'ping') {
      callback?.(ping(), true);
      return undefined;
    }
    if (listeners && command === 'events') return listeners;
    if (listeners && command === 'addEventListener' && callback) {
      const id = listeners.length + 1;
      listeners.push({ id, callback, parameter: args[2] });
      callback(
        { eventName: 'listenerRegistered', listenerId: id, data: true, pingData: ping() },
        true,
      );
      demand();
      return undefined;
    }
    queue.push(args);
    demand();
    return undefined;
  };
  ownStubs.add(stub);
  return stub;
}

/**
 * Whether `name` on the page is still the site's stub (no library or external platform took
 * over). False outside a browser.
 */
export function stubInPlace(name: '__tcfapi' | '__gpp', win?: ConsentWindow): boolean {
  if (!win && typeof window === 'undefined') return false;
  const api = (win ?? consentWindow())[name];
  return typeof api === 'function' && ownStubs.has(api) && !adopted.has(api);
}

/** APIs the site's own IAB libraries installed (told apart from an external platform's). */
const adopted = new WeakSet<object>();

/** Records that the function now at `name` is the site's own (its IAB library's). */
export function markOwnApi(name: '__tcfapi' | '__gpp', win: ConsentWindow = consentWindow()): void {
  const api = win[name];
  if (typeof api === 'function') {
    ownStubs.add(api);
    adopted.add(api);
  }
}

/**
 * Installs the `__tcfapi` and `__gpp` stubs (unless something already answers there). `onDemand`
 * is called with the API's name on the first call that needs the real library.
 */
export function installConsentStubs(
  onDemand: (api: '__tcfapi' | '__gpp') => void,
  win: ConsentWindow = consentWindow(),
): void {
  win.__tcfapi ??= makeStub(
    () => ({ gdprApplies: undefined, cmpLoaded: false, cmpStatus: 'stub', apiVersion: '2.2' }),
    () => onDemand('__tcfapi'),
  );
  win.__gpp ??= makeStub(
    () => ({
      gppVersion: '1.1',
      cmpStatus: 'stub',
      cmpDisplayStatus: 'hidden',
      signalStatus: 'not ready',
      supportedAPIs: [],
      cmpId: 0,
      sectionList: [],
      applicableSections: [-1],
      gppString: '',
      parsedSections: {},
    }),
    () => onDemand('__gpp'),
    [],
  );
}

/** Forgets the answered source and the waiting calls (tests). */
export function resetConsentApis(): void {
  uspSource = null;
  uspQueue = [];
}
