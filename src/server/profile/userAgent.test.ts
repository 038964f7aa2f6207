import { isBot, osOf } from './userAgent';

describe('isBot', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp/2.23.20.0'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    ],
    [
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    ],
  ])('recognises the crawler %s', (ua) => {
    expect(isBot(ua)).toBe(true);
  });

  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    // Lighthouse measures the page a visitor gets.
    [
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
  ])('treats the browser %s as a visitor', (ua) => {
    expect(isBot(ua)).toBe(false);
  });

  it('treats a missing user agent as a visitor', () => {
    expect(isBot(undefined)).toBe(false);
  });
});

describe('osOf', () => {
  it('reads the operating system and version', () => {
    expect(osOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toEqual({
      os: 'Windows',
      version: '10.0',
    });
    expect(osOf(undefined)).toEqual({ os: null, version: null });
  });
});
