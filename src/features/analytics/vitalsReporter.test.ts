import { beaconVital, startVitalsReporting, type VitalsLibrary } from './vitalsReporter';
import type { MeasuredVital, VitalReport } from './vitalsRules';

/** A stand-in for web-vitals: the test calls each metric's callback itself. */
function fakeLibrary() {
  const callbacks: Record<string, (m: MeasuredVital) => void> = {};
  const register = (name: string) => (cb: (m: MeasuredVital) => void) => {
    callbacks[name] = cb;
  };
  const library: VitalsLibrary = {
    onCLS: register('CLS'),
    onFCP: register('FCP'),
    onINP: register('INP'),
    onLCP: register('LCP'),
    onTTFB: register('TTFB'),
  };
  const emit = (name: string, value: number) =>
    callbacks[name]?.({ name, value, rating: 'poor', navigationType: 'navigate' });
  return { library, emit };
}

describe('startVitalsReporting', () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('reports only metrics above their thresholds, one every 2 s, with the landing page', () => {
    const { library, emit } = fakeLibrary();
    const sent: VitalReport[] = [];
    const stop = startVitalsReporting({
      library,
      path: '/maps/paris-fr',
      send: (r) => sent.push(r),
    });
    emit('TTFB', 500); // under 750: not reported
    emit('FCP', 1800);
    emit('LCP', 2600);
    emit('CLS', 0.05); // under 0.09
    expect(sent.map((r) => r.name)).toEqual(['FCP']);
    expect(sent[0]).toMatchObject({ pageType: 'maps', path: '/maps/paris-fr', value: 1800 });
    jest.advanceTimersByTime(2000);
    expect(sent.map((r) => r.name)).toEqual(['FCP', 'LCP']);
    stop();
  });

  it('sends what waits when the page is left', () => {
    const { library, emit } = fakeLibrary();
    const sent: VitalReport[] = [];
    const stop = startVitalsReporting({ library, path: '/', send: (r) => sent.push(r) });
    emit('FCP', 1800);
    emit('LCP', 2600);
    emit('INP', 300);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((r) => r.name)).toEqual(['FCP', 'LCP', 'INP']);
    stop();
    emit('CLS', 0.5);
    jest.advanceTimersByTime(10_000);
    expect(sent).toHaveLength(3);
  });
});

describe('beaconVital', () => {
  const report: VitalReport = {
    name: 'LCP',
    value: 2600,
    rating: 'poor',
    navigationType: 'navigate',
    pageType: 'home',
    path: '/',
    deviceClass: 'desktop',
  };
  const original = navigator.sendBeacon;
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: original, configurable: true });
  });

  it('sends the report as text with navigator.sendBeacon to /web2/api/vitals', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    beaconVital(report);
    expect(sendBeacon).toHaveBeenCalledWith('/web2/api/vitals', JSON.stringify(report));
  });

  it('falls back to a keepalive fetch when the beacon is refused', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
    const fetchSpy = jest.spyOn(window, 'fetch').mockResolvedValue(new Response(null));
    beaconVital(report);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/web2/api/vitals',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify(report) }),
    );
    fetchSpy.mockRestore();
  });
});
