import { SiteLink } from '@/components/SiteLink';
import { AUTH_COOKIE_NAMES } from '@/lib/auth/authCookies';
import { PRIVACY_COOKIE_NAME } from '@/lib/cookies/privacyCookie';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/legal';
import { USER_STATE_COOKIE } from '@/types/userState';

import type { LegalContext, LegalSection } from '../legalDocument';

const t = translator('legal', messages);

/** A cookie the site sets: its name, how long it lives, and why it exists. */
export interface SiteCookie {
  name: string;
  lifetime: string;
  purpose: string;
}

/** The anchor of the advertising section (the site's "Ad choices" links point here). */
export const AD_CHOICES_ANCHOR = 'digitaladvertisingandyourchoices';
/** The anchor of the rights section (the site's "Your privacy rights" links point here). */
export const PRIVACY_RIGHTS_ANCHOR = 'rightsregardingpersonalinformation';

/**
 * Every cookie the site sets. The server sets the device, user-state and sign-in cookies; the
 * notices and privacy choices set theirs; the sign-in service (the OpenID provider under `/idp`)
 * sets the last three, each with a `.sig` companion that signs it.
 */
export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: 'wb_device',
    lifetime: '30 years, renewed monthly as you visit (browsers keep it 400 days at most)',
    purpose:
      'A random identifier for this browser, signed so it cannot be forged. It ties your favourite places, units and privacy choices to this browser. Not readable by page scripts.',
  },
  {
    name: 'wb_device_written',
    lifetime: '30 years, renewed with wb_device',
    purpose:
      'The day wb_device was last written, so the site renews it before your browser drops it. Not readable by page scripts.',
  },
  {
    name: USER_STATE_COOKIE,
    lifetime: '30 years (path /)',
    purpose:
      'Your active place and favourite places with their chosen weather stations, so the first page you open already shows them. Written by the server only; not readable by page scripts.',
  },
  {
    name: PRIVACY_COOKIE_NAME,
    lifetime: '3 years (path /)',
    purpose:
      'Your US state privacy choices: “Do Not Sell or Share” and “Limit the Use of My Sensitive Personal Information”.',
  },
  {
    name: 'euconsent-v2',
    lifetime: '13 months (path /)',
    purpose:
      'Visitors where the GDPR applies: your consent choices for each purpose, as an IAB TCF v2.2 consent string, so the consent dialog does not ask again.',
  },
  {
    name: 'WB_CookieNotification',
    lifetime: '3 years',
    purpose: 'Remembers that you have seen the notice about cookies, so it is not shown again.',
  },
  {
    name: 'WB_PolicyVersions',
    lifetime: '3 years',
    purpose:
      'The versions of the Terms of Use and Privacy Policy you acknowledged, so their notice returns only when one changes.',
  },
  {
    name: 'smartbanner_exited',
    lifetime: '3 days',
    purpose: 'Remembers that you closed the banner for our app.',
  },
  {
    name: 'smartbanner-closed',
    lifetime: '15 days',
    purpose: 'Keeps the banner for our app away for 15 days after you close it.',
  },
  {
    name: 'smartbanner-installed',
    lifetime: '90 days',
    purpose:
      'Keeps the banner for our app away for 90 days once you have gone to install the app, or your browser reports it installed.',
  },
  {
    name: AUTH_COOKIE_NAMES.accessToken,
    lifetime: '30 days, until you sign out',
    purpose:
      'Proves that you are signed in. Not readable by page scripts, and sent only to this site’s own host.',
  },
  {
    name: AUTH_COOKIE_NAMES.refreshToken,
    lifetime: '30 days, until you sign out',
    purpose:
      'Renews your sign-in without asking for your password. Not readable by page scripts, and sent only to this site’s own host.',
  },
  {
    name: AUTH_COOKIE_NAMES.userName,
    lifetime: '30 days, until you sign out',
    purpose: 'Your name, to greet you while you are signed in.',
  },
  {
    name: AUTH_COOKIE_NAMES.loginUi,
    lifetime: '30 days, until you sign out',
    purpose: 'Marks that this browser has signed in, so the site can renew the sign-in.',
  },
  {
    name: AUTH_COOKIE_NAMES.oidcSettings,
    lifetime: '30 days, until you sign out',
    purpose: 'The public settings of the sign-in service, so pages can renew your sign-in.',
  },
  {
    name: '_session',
    lifetime: '30 days, until you sign out',
    purpose: 'Your session with the sign-in service.',
  },
  {
    name: '_interaction',
    lifetime: 'Up to 1 hour',
    purpose: 'Keeps track of one sign-in or registration while you complete it.',
  },
  {
    name: '_interaction_resume',
    lifetime: 'Up to 1 hour',
    purpose: 'Returns you to the site once a sign-in is complete.',
  },
];

/** A mail link to the privacy address, or a pointer to the contact section when there is none. */
function privacyContact(address: string | null) {
  return address ? (
    <a href={`mailto:${address}`}>{address}</a>
  ) : (
    <a href="#contact">the contact details below</a>
  );
}

/**
 * The Privacy Policy of the site, section by section (the long text of `/legal/privacy`). The
 * site's name and privacy address come from the configuration; the cookie table from
 * {@link SITE_COOKIES}.
 */
export function privacyPolicy({
  siteName,
  privacyEmail,
  supportEmail,
}: LegalContext): LegalSection[] {
  // Privacy requests go to the privacy address; without one, to the general address.
  const address = privacyEmail ?? supportEmail;
  const contact = privacyContact(address);
  return [
    {
      id: 'who-we-are',
      heading: 'Who we are and what this policy covers',
      body: (
        <>
          <p>
            This policy explains what personal information {siteName} collects when you use this
            website, why, how long we keep it, who we share it with, and the choices and rights you
            have. The operator of {siteName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) is responsible for
            it.
          </p>
          <p>
            We collect as little as the site needs. You do not need an account to use it, and we
            never ask for your precise location.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      body: (
        <>
          <ul>
            <li>
              <strong>A device identifier.</strong> On your first visit we create a random
              identifier for your browser and keep it in a cookie. It is not your name or e-mail
              address; it lets the site remember your settings. Search-engine crawlers get none.
            </li>
            <li>
              <strong>Your favourite places</strong>, their order, and the weather station you chose
              for each.
            </li>
            <li>
              <strong>Your units</strong> (temperature, wind speed, pressure and rain) and your
              browser&rsquo;s language.
            </li>
            <li>
              <strong>The active place</strong>: the place whose weather you looked at last, so the
              site opens on it.
            </li>
            <li>
              <strong>Your account</strong>, if you create one: your e-mail address, your name and
              your password, which we store only as a salted hash (scrypt), never as you typed it.
            </li>
            <li>
              <strong>Your privacy choices</strong>: whether you opted out of the sale or sharing of
              your personal information, whether you asked us to limit the use of sensitive
              information, and whether your browser sent a Global Privacy Control signal.
            </li>
            <li>
              <strong>Coarse location from your IP address.</strong> We look up the city or region
              of your IP address to show a nearby forecast on your first visit and to know which
              privacy law applies to you. We do not store your IP address or this location with your
              device or account; the privacy-law answer is kept in a short-lived cache keyed by
              address for at most one hour.
            </li>
            <li>
              <strong>Event logs</strong>: which pages and features are used (for example a page
              view), with the device identifier, the app version, your language and the time.
            </li>
          </ul>
          <p>
            We do not collect precise (GPS) location, contacts, payment details, or any of the
            special categories of information such as health, religion or ethnicity.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      heading: 'Why we use it',
      body: (
        <>
          <ul>
            <li>
              To run the site: show the weather for your places, in your units, and remember your
              favourites and stations.
            </li>
            <li>To keep your account working and your data in step across your browsers.</li>
            <li>To keep the site secure and prevent abuse.</li>
            <li>To understand which features are used, fix problems and improve the site.</li>
            <li>
              To show advertising, which pays for the site, in line with your choices (see{' '}
              <a href={`#${AD_CHOICES_ANCHOR}`}>Digital advertising and your choices</a>).
            </li>
            <li>To meet our legal obligations and respond to lawful requests.</li>
          </ul>
          <p>
            Where the GDPR applies, our legal bases are: performing our agreement with you (your
            settings and account); our legitimate interests in running, securing and improving the
            site (event logs, security); your consent for personalised advertising; and legal
            obligations.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      body: (
        <>
          <p>
            These are the cookies {siteName} itself sets. Each is sent only to this site. Cookies of
            advertising partners, when ads are shown, are covered in the next section.
          </p>
          <table>
            <caption>{t('cookiesCaption', { siteName })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cookieName')}</th>
                <th scope="col">{t('cookieLifetime')}</th>
                <th scope="col">{t('cookiePurpose')}</th>
              </tr>
            </thead>
            <tbody>
              {SITE_COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{cookie.lifetime}</td>
                  <td>{cookie.purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            The site also keeps a few things in your browser&rsquo;s own storage, which never leaves
            your browser unless a page sends it: your recent place searches, copies of recently
            loaded forecasts (so pages load faster), and, while you are signed in, your sign-in
            tokens.
          </p>
          <p>
            You can delete cookies and site data in your browser&rsquo;s settings at any time. The
            site then forgets this browser&rsquo;s favourites and settings, unless they are kept in
            your account.
          </p>
        </>
      ),
    },
    {
      id: AD_CHOICES_ANCHOR,
      heading: 'Digital advertising and your choices',
      body: (
        <>
          <p>
            {siteName} is free because it shows ads. Advertising partners may use cookies and
            similar technology to show ads, limit how often you see them, and measure how they
            perform.
          </p>
          <p>
            <strong>
              We share information with advertising partners only when you have not opted out.
            </strong>{' '}
            What we share is the device identifier, the page you are on, the approximate location of
            the forecast you are viewing and basic browser details. It never includes your name,
            e-mail address or password.
          </p>
          <ul>
            <li>
              In the European Economic Area, the United Kingdom and Switzerland, ads are
              personalised only with your consent; without it you see non-personalised ads.
            </li>
            <li>
              In US states with privacy laws, you can opt out of the sale or sharing of your
              personal information and of targeted advertising with the &ldquo;Do Not Sell or Share
              My Personal Information&rdquo; choice. After you opt out you still see ads, but they
              are not based on your data.
            </li>
            <li>
              Industry opt-outs also exist:{' '}
              <a href="https://optout.aboutads.info">optout.aboutads.info</a> and{' '}
              <a href="https://www.youronlinechoices.eu">youronlinechoices.eu</a>.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'global-privacy-control',
      heading: 'Global Privacy Control',
      body: (
        <p>
          We honour Global Privacy Control (GPC). When your browser sends the GPC signal, we treat
          it as a request to opt out of the sale and sharing of your personal information and of
          targeted advertising for that browser: on every page it sends the signal with, we neither
          sell nor share your personal information with advertising partners. Where a US state
          privacy law applies to you, we also record the opt-out with your device, and with your
          account when you are signed in, so it stands on your other browsers too. You do not need
          to do anything else.
        </p>
      ),
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      body: (
        <>
          <ul>
            <li>
              <strong>Service providers</strong> who host and run the site for us, bound to use the
              information only on our instructions.
            </li>
            <li>
              <strong>Advertising partners</strong>, only as described above and only when you have
              not opted out.
            </li>
            <li>
              <strong>Weather data sources</strong> receive the coordinates of the places whose
              weather is shown, never who you are. They are listed on our{' '}
              <SiteLink href="/partners">Partners</SiteLink> page.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it, or to protect the safety of
              people or the site.
            </li>
            <li>
              <strong>A buyer or successor</strong>, if the site changes hands; this policy keeps
              applying to the information it received.
            </li>
          </ul>
          <p>We do not sell personal information for money.</p>
        </>
      ),
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: (
        <ul>
          <li>
            Your device record, favourites, units, active place and privacy choices: as long as the
            device cookie is in use; when the cookie is deleted or expires, the site can no longer
            link them to you.
          </li>
          <li>Your account: until you ask us to delete it.</li>
          <li>Sign-in sessions: 30 days at most, or until you sign out.</li>
          <li>Event logs: up to 13 months, then deleted or made anonymous.</li>
          <li>
            Your IP address and the location found from it: only for the request that needs them
            (the privacy-law answer for an address is cached for at most one hour).
          </li>
        </ul>
      ),
    },
    {
      id: PRIVACY_RIGHTS_ANCHOR,
      heading: 'Your rights regarding personal information',
      body: (
        <>
          <h3>If you live in a US state with a consumer privacy law</h3>
          <p>
            Residents of California, Virginia, Colorado, Connecticut, Utah, Texas, Oregon, Montana,
            Iowa, Delaware, New Hampshire, Nebraska, New Jersey, Tennessee, Minnesota, Maryland,
            Indiana, Kentucky, Rhode Island and other states with similar laws have the right to:
          </p>
          <ul>
            <li>
              <strong>Opt out of the sale or sharing</strong> of personal information and of
              targeted advertising (the &ldquo;Do Not Sell or Share My Personal Information&rdquo;
              choice, or Global Privacy Control);
            </li>
            <li>
              <strong>Limit the use of sensitive personal information</strong> (the &ldquo;Limit the
              Use of My Sensitive Personal Information&rdquo; choice);
            </li>
            <li>
              <strong>Access</strong>: know what personal information we hold about you and get a
              copy;
            </li>
            <li>
              <strong>Deletion</strong>: ask us to delete it;
            </li>
            <li>
              <strong>Correction</strong>: ask us to correct it;
            </li>
            <li>appeal our answer to a request, and not be treated differently for using them.</li>
          </ul>
          <h3>If you are in the EEA, the United Kingdom or Switzerland</h3>
          <p>
            Under the GDPR (and the UK GDPR and the Swiss data protection act) you have the right to
            access your personal information, have it corrected or erased, restrict or object to its
            use, receive it in a portable format, and withdraw consent at any time without affecting
            earlier use. You may also complain to your data protection authority.
          </p>
          <h3>How to use your rights</h3>
          <p>
            The opt-out choices take effect in the browser where you make them (and GPC works
            automatically). For access, deletion or correction, write to {contact}. We answer within
            the time the law sets (usually 30 to 45 days) and may ask you to confirm the request
            from the browser or account it concerns, so nobody else can get your data. An authorised
            agent may act for you with your signed permission.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      heading: 'Security',
      body: (
        <p>
          The site is served over HTTPS, passwords are stored only as salted hashes, the device and
          sign-in cookies cannot be read by page scripts, and the device cookie is signed so it
          cannot be forged. No system is perfectly secure; if we learn of a breach that affects you,
          we will tell you as the law requires.
        </p>
      ),
    },
    {
      id: 'children',
      heading: 'Children',
      body: (
        <p>
          The site is for a general audience and not directed at children under 13 (under 16 in the
          EEA and the United Kingdom). We do not knowingly collect their personal information; if
          you believe a child has given us some, contact us and we will delete it.
        </p>
      ),
    },
    {
      id: 'international-transfers',
      heading: 'International transfers',
      body: (
        <p>
          Your information may be processed in countries other than yours. When information from the
          EEA, the United Kingdom or Switzerland leaves them, we protect it with the safeguards the
          law requires, such as the European Commission&rsquo;s standard contractual clauses.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: (
        <p>
          The version in force and the date it took effect are shown at the top of this page. The
          site asks new visitors to read it, and when we change the policy in a way that matters, it
          shows a notice of the change to visitors who saw an earlier version.
        </p>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: address ? (
        <p>
          Questions about this policy or your personal information? Write to us at{' '}
          <a href={`mailto:${address}`}>{address}</a>.
        </p>
      ) : (
        <p>
          Questions about this policy or your personal information? Use the privacy choices on the
          site, or contact the operator of {siteName} through the details it publishes.
        </p>
      ),
    },
  ];
}
