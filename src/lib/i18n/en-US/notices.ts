/**
 * The site notices' texts: the cookie notice, the terms and privacy notice and its policy overlay,
 * and the smart app banner. When the cookie notice's text changes, change `COOKIE_NOTICE_DATE`
 * (src/lib/cookies/noticeCookies.ts) to the day of the change.
 */
export const messages = {
  'cookie.label': 'Cookie notice',
  'cookie.text':
    '{siteName} uses cookies to remember your settings and favourite places, to measure how the site is used and to show ads.',
  'cookie.more': 'Read more in our {link}.',
  'cookie.privacyLink': 'Privacy Policy',
  'cookie.close': 'Close',
  'terms.label': 'Terms and privacy notice',
  'terms.tou': 'Terms of Use',
  'terms.pp': 'Privacy Policy',
  'terms.close': 'Close',
  'policy.close': 'Close',
  'banner.label': 'Get the app',
  'banner.price': 'Free',
  'banner.view': 'View',
  'banner.close': 'Close app banner',
} as const;
