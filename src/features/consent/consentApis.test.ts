import {
  answerUsPrivacy,
  installConsentStubs,
  installUsPrivacyApi,
  isOwnApi,
  resetConsentApis,
  stubInPlace,
  type ConsentWindow,
  type UspData,
} from './consentApis';

describe('__uspapi', () => {
  afterEach(resetConsentApis);

  it('answers calls made before the string was known, in order, then later ones at once', () => {
    const win: ConsentWindow = {};
    installUsPrivacyApi(win);
    const answers: (UspData | null)[] = [];
    win.__uspapi?.('getUSPData', 1, (data: UspData | null) => answers.push(data));
    win.__uspapi?.('getUSPData', 1, (data: UspData | null) => answers.push(data));
    expect(answers).toEqual([]);
    answerUsPrivacy(() => '1YNN');
    win.__uspapi?.('getUSPData', 1, (data: UspData | null) => answers.push(data));
    expect(answers).toEqual(Array(3).fill({ version: 1, uspString: '1YNN' }));
  });

  it.each([
    ['another command', 'ping', 1],
    ['another version', 'getUSPData', 2],
  ])('refuses %s with (null, false)', (_, command, version) => {
    const win: ConsentWindow = {};
    installUsPrivacyApi(win);
    const cb = jest.fn();
    win.__uspapi?.(command, version, cb);
    expect(cb).toHaveBeenCalledWith(null, false);
  });
});

describe('the __tcfapi and __gpp stubs', () => {
  it('answer ping, queue the rest for the library and ask for it on the first call', () => {
    const win: ConsentWindow = {};
    const onDemand = jest.fn();
    installConsentStubs(onDemand, win);
    const ping = jest.fn();
    win.__tcfapi?.('ping', 2, ping);
    expect(ping).toHaveBeenCalledWith(expect.objectContaining({ cmpLoaded: false }), true);
    expect(onDemand).not.toHaveBeenCalled();
    const getTCData = jest.fn();
    win.__tcfapi?.('getTCData', 2, getTCData);
    win.__tcfapi?.('getTCData', 2, getTCData);
    expect(onDemand).toHaveBeenCalledTimes(1);
    expect(onDemand).toHaveBeenCalledWith('__tcfapi');
    expect(win.__tcfapi?.()).toHaveLength(2);
    expect(getTCData).not.toHaveBeenCalled();
    expect(stubInPlace('__tcfapi', win)).toBe(true);
    expect(isOwnApi(win.__gpp)).toBe(true);
  });

  it('keeps GPP listeners for the library to adopt', () => {
    const win: ConsentWindow = {};
    const onDemand = jest.fn();
    installConsentStubs(onDemand, win);
    const listener = jest.fn();
    win.__gpp?.('addEventListener', listener, 'usnat');
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'listenerRegistered', listenerId: 1 }),
      true,
    );
    expect(win.__gpp?.('events')).toEqual([{ id: 1, callback: listener, parameter: 'usnat' }]);
    expect(onDemand).toHaveBeenCalledWith('__gpp');
  });

  it('leaves an API another script installed first', () => {
    const external = jest.fn();
    const win: ConsentWindow = { __tcfapi: external };
    installConsentStubs(jest.fn(), win);
    expect(win.__tcfapi).toBe(external);
    expect(isOwnApi(external)).toBe(false);
    expect(stubInPlace('__tcfapi', win)).toBe(false);
  });
});
