/** The short texts of the legal pages (Terms of Use, Privacy Policy) and the partners page. */
export const messages = {
  termsTitle: 'Terms of Use',
  termsDescription:
    'The terms for using {siteName}: forecasts are estimates, acceptable use, accounts, ads and sponsored content, and how to reach us.',
  privacyTitle: 'Privacy Policy',
  privacyDescription:
    'What {siteName} collects and why, the cookies it sets, who it shares data with, your privacy choices (Global Privacy Control honoured) and your rights.',
  partnersTitle: 'Partners',
  partnersDescription:
    'The weather, alert, camera, map and place data {siteName} is built on, their licences and credits, and how advertisers can reach us.',
  partnersLead:
    '{siteName} is built on open data and open-source software. These are the sources behind every page, with the credit each licence asks for.',
  legalLead: 'Please read this page carefully. It applies to everyone who uses {siteName}.',
  version: 'Version',
  lastUpdated: 'Last updated',
  tableOfContents: 'On this page',
  backToTop: 'Back to top',
  cookieName: 'Cookie',
  cookieLifetime: 'Lifetime',
  cookiePurpose: 'Purpose',
  cookiesCaption: 'Cookies {siteName} sets',
} as const;
