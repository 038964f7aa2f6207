import { readPrivacyCookie } from './privacyCookie';

const page = (cookie: string) => ({
  document: { cookie },
  location: { protocol: 'https:', hostname: 'weather.example' },
});
const encoded = (value: unknown) => `wb_state_privacy=${encodeURIComponent(JSON.stringify(value))}`;

describe('readPrivacyCookie', () => {
  it('reads both choices, and only the choices the cookie holds', () => {
    expect(readPrivacyCookie(page(encoded({ doNotSell: true, limitUseOfPI: false })))).toEqual({
      doNotSell: true,
      limitUseOfPI: false,
    });
    expect(readPrivacyCookie(page(`a=1; ${encoded({ limitUseOfPI: true })}`))).toEqual({
      limitUseOfPI: true,
    });
    expect(readPrivacyCookie(page(encoded({ doNotSell: 'yes', other: true })))).toEqual({});
  });

  it('is null without the cookie or when it cannot be read', () => {
    expect(readPrivacyCookie(page('a=1'))).toBeNull();
    expect(readPrivacyCookie(page('wb_state_privacy=%7Bnot-json'))).toBeNull();
    expect(readPrivacyCookie(page(encoded(null)))).toBeNull();
    expect(readPrivacyCookie(page(encoded(true)))).toBeNull();
  });
});
