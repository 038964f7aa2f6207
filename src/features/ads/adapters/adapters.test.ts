import { http, HttpResponse } from 'msw';

import { server } from '@tests/msw/server';

import { BID_TIMEOUT_MS } from '../adsRules';
import { createGptAdapter, GPT_SCRIPT_URL, type AdWindow, type GoogleTag } from './gptAdapter';
import { createHouseAdapter, houseCreativeOf } from './houseAdapter';

const HOUSE_URL = 'http://localhost/web2/api/ads/house';
const creative = {
  id: 'c1',
  width: 300,
  height: 250,
  imageUrl: '/web2/api/ads/creatives/c1.svg',
  alt: 'Hurricane season: be ready',
  clickUrl: '/web2/api/ads/click/t1',
  impressionUrl: '/web2/api/ads/impression/t1',
};
const slot = {
  pageId: 'home',
  slotId: 'info-section',
  tagId: 'wb-home-info',
  elementId: 'wb-ad-info-section',
};

describe('house adapter', () => {
  it('asks the house service for the page, slot and size and answers the creative', async () => {
    let query: Record<string, string> = {};
    server.use(
      http.get(HOUSE_URL, ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return HttpResponse.json({ creative });
      }),
    );
    const answer = await createHouseAdapter().requestAd(slot, [300, 250], {});
    expect(query).toEqual({ pageId: 'home', slotId: 'info-section', size: '300x250' });
    expect(answer).toMatchObject({ kind: 'house', ...creative });
  });

  it('asks without cookies for a visitor who may not be tracked (no device to cap or count)', async () => {
    server.use(http.get(HOUSE_URL, () => HttpResponse.json({ creative })));
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      let mayTrack = false;
      const adapter = createHouseAdapter({ mayTrack: () => mayTrack });
      await adapter.requestAd(slot, [300, 250], {});
      expect(fetchSpy.mock.calls.at(-1)?.[1]).toMatchObject({ credentials: 'omit' });
      mayTrack = true;
      await adapter.requestAd(slot, [300, 250], {});
      expect(fetchSpy.mock.calls.at(-1)?.[1]).toMatchObject({ credentials: 'same-origin' });
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('answers null for no creative, a refusal or a malformed creative', async () => {
    const adapter = createHouseAdapter();
    server.use(http.get(HOUSE_URL, () => HttpResponse.json({ creative: null })));
    await expect(adapter.requestAd(slot, [300, 250], {})).resolves.toBeNull();
    server.use(http.get(HOUSE_URL, () => HttpResponse.json({ error: 'x' }, { status: 400 })));
    await expect(adapter.requestAd(slot, [300, 250], {})).resolves.toBeNull();
    expect(houseCreativeOf({ creative: { ...creative, width: -1 } })).toBeNull();
  });

  it('reports a blocker when the request never gets an answer', async () => {
    server.use(http.get(HOUSE_URL, () => HttpResponse.error()));
    const onBlocked = jest.fn();
    await expect(
      createHouseAdapter({ onBlocked }).requestAd(slot, [300, 250], {}),
    ).resolves.toBeNull();
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });

  it('posts the impression once, when at least half the creative is visible', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(HOUSE_URL, () => HttpResponse.json({ creative })),
      http.post('http://localhost/web2/api/ads/impression/t1', async ({ request }) => {
        posted.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    let callback: IntersectionObserverCallback = () => undefined;
    const observer = { observe: jest.fn(), disconnect: jest.fn() };
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback) => {
      callback = cb;
      return observer;
    }) as unknown as typeof IntersectionObserver;
    try {
      const answer = await createHouseAdapter().requestAd(slot, [300, 250], {});
      if (answer?.kind !== 'house' || !answer.observe) throw new Error('no house creative');
      const element = document.createElement('a');
      answer.observe(element);
      expect(observer.observe).toHaveBeenCalledWith(element);
      const entry = (ratio: number) =>
        ({ isIntersecting: ratio > 0, intersectionRatio: ratio }) as IntersectionObserverEntry;
      callback([entry(0.3)], observer as unknown as IntersectionObserver);
      await new Promise((r) => setTimeout(r, 20));
      expect(posted).toHaveLength(0);
      callback([entry(0.6)], observer as unknown as IntersectionObserver);
      await new Promise((r) => setTimeout(r, 20));
      expect(posted).toEqual([{ viewId: expect.any(String) }]);
      expect(observer.disconnect).toHaveBeenCalled();
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });
});

/** A stand-in for the GPT library: records what the adapter asks of it. */
function fakeGoogletag() {
  const calls: string[] = [];
  interface FakeSlot {
    addService: jest.Mock<FakeSlot>;
    setTargeting: jest.Mock<FakeSlot>;
    getSlotElementId: () => string;
  }
  const definedSlot: FakeSlot = {
    addService: jest.fn((): FakeSlot => definedSlot),
    setTargeting: jest.fn((): FakeSlot => definedSlot),
    getSlotElementId: () => slot.elementId,
  };
  const pubads = {
    disableInitialLoad: jest.fn(),
    enableSingleRequest: jest.fn(),
    setPrivacySettings: jest.fn(),
    setSafeFrameConfig: jest.fn(),
    refresh: jest.fn(() => calls.push('refresh')),
  };
  const googletag: GoogleTag = {
    cmd: { push: (fn: () => void) => fn() },
    apiReady: true,
    pubads: () => pubads,
    defineSlot: jest.fn(() => definedSlot),
    enableServices: jest.fn(),
    display: jest.fn(),
    destroySlots: jest.fn(() => true),
  };
  return { googletag, pubads, definedSlot, calls };
}

describe('GPT adapter', () => {
  const safeFrame = { allowOverlayExpansion: true, allowPushExpansion: true, sandbox: true };
  afterEach(() => {
    document.head.innerHTML = '';
    delete (window as AdWindow).googletag;
    delete (window as AdWindow).pbjs;
    jest.useRealTimers();
  });

  const scripts = () => Array.from(document.head.querySelectorAll('script')).map((s) => s.src);

  it('injects gpt.js once as an async script, and no header-bidding script without Prebid', () => {
    const options = {
      window,
      document,
      prebid: null,
      restrictDataProcessing: false,
      safeFrame,
      onScriptLoaded: jest.fn(),
    };
    createGptAdapter(options);
    createGptAdapter(options);
    expect(scripts()).toEqual([GPT_SCRIPT_URL]);
    const script = document.head.querySelector('script');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    expect(options.onScriptLoaded).toHaveBeenCalledWith('gpt');
  });

  it('injects the Prebid script too when header bidding is allowed', () => {
    createGptAdapter({
      window,
      document,
      prebid: { scriptUrl: 'https://cdn.example.com/prebid.js', priceGranularity: 'dense' },
      restrictDataProcessing: false,
      safeFrame,
      onScriptLoaded: jest.fn(),
    });
    expect(scripts()).toEqual([GPT_SCRIPT_URL, 'https://cdn.example.com/prebid.js']);
  });

  it('defines the slot, sets the targeting keywords, restricts data processing and displays it', async () => {
    const fake = fakeGoogletag();
    (window as AdWindow).googletag = fake.googletag;
    const adapter = createGptAdapter({
      window,
      document,
      prebid: null,
      restrictDataProcessing: true,
      safeFrame,
      onScriptLoaded: jest.fn(),
    });
    const answer = await adapter.requestAd(slot, [300, 250], { DVC: 'd', PC: '10001' });
    expect(answer).toEqual({ kind: 'vendor', slotId: 'info-section' });
    expect(fake.googletag.defineSlot).toHaveBeenCalledWith(
      'wb-home-info',
      [[300, 250]],
      'wb-ad-info-section',
    );
    expect(fake.definedSlot.setTargeting).toHaveBeenCalledWith('DVC', 'd');
    expect(fake.definedSlot.setTargeting).toHaveBeenCalledWith('PC', '10001');
    expect(fake.pubads.setPrivacySettings).toHaveBeenCalledWith({ restrictDataProcessing: true });
    expect(fake.googletag.display).toHaveBeenCalledWith('wb-ad-info-section');
    await new Promise((r) => setTimeout(r, 5));
    expect(fake.pubads.refresh).toHaveBeenCalledTimes(1);
  });

  it('asks the ad server at the latest after the bid timeout when bids do not come back', async () => {
    jest.useFakeTimers();
    const fake = fakeGoogletag();
    (window as AdWindow).googletag = fake.googletag;
    const requestBids = jest.fn();
    (window as AdWindow).pbjs = {
      que: { push: (fn: () => void) => fn() },
      libLoaded: true,
      setConfig: jest.fn(),
      addAdUnits: jest.fn(),
      requestBids,
      setTargetingForGPTAsync: jest.fn(),
    };
    const adapter = createGptAdapter({
      window,
      document,
      prebid: { scriptUrl: '/prebid.js', priceGranularity: 'medium' },
      restrictDataProcessing: false,
      safeFrame,
      onScriptLoaded: jest.fn(),
    });
    await adapter.requestAd(slot, [300, 250], {});
    expect(requestBids).toHaveBeenCalledWith(
      expect.objectContaining({ timeout: BID_TIMEOUT_MS, adUnitCodes: ['wb-ad-info-section'] }),
    );
    jest.advanceTimersByTime(BID_TIMEOUT_MS - 1);
    expect(fake.pubads.refresh).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fake.pubads.refresh).toHaveBeenCalledTimes(1);
  });

  it('destroys its slots', async () => {
    const fake = fakeGoogletag();
    (window as AdWindow).googletag = fake.googletag;
    const adapter = createGptAdapter({
      window,
      document,
      prebid: null,
      restrictDataProcessing: false,
      safeFrame,
      onScriptLoaded: jest.fn(),
    });
    await adapter.requestAd(slot, [300, 250], {});
    adapter.destroy();
    expect(fake.googletag.destroySlots).toHaveBeenCalledWith([fake.definedSlot]);
  });
});
