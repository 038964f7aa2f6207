import { SiteLink } from '@/components/SiteLink';

import type { LegalContext, LegalSection } from '../legalDocument';

/**
 * The Terms of Use of the site, section by section (the long text of `/legal/terms`). The site's
 * name and contact address come from the configuration.
 */
export function termsOfUse({ siteName, supportEmail }: LegalContext): LegalSection[] {
  return [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      body: (
        <>
          <p>
            {siteName} is a free weather website funded by advertising. You can use it without an
            account; an optional account keeps your favourite places and units across browsers.
            These Terms of Use are an agreement between you and the operator of {siteName}
            (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By using the site you accept them. If you do not
            agree, please do not use the site.
          </p>
          <p>
            Our <SiteLink href="/legal/privacy">Privacy Policy</SiteLink> explains what we collect
            and the choices you have; it forms part of these terms.
          </p>
        </>
      ),
    },
    {
      id: 'forecasts-are-estimates',
      heading: 'Forecasts are estimates, not warnings',
      body: (
        <>
          <p>
            Weather forecasts, radar images, air-quality readings, hurricane tracks and every other
            value on {siteName} are estimates made from computer models and observations. The
            weather can differ from what a forecast shows, sometimes by a lot, and data can arrive
            late or not at all.
          </p>
          <p>
            <strong>
              {siteName} is not a substitute for official warnings. When life or property may be at
              risk, follow the warnings and instructions of your national weather service and local
              emergency authorities.
            </strong>{' '}
            In the United States these are the National Weather Service (
            <a href="https://www.weather.gov">weather.gov</a>) and, for tropical storms and
            hurricanes, the National Hurricane Center (
            <a href="https://www.nhc.noaa.gov">nhc.noaa.gov</a>). Elsewhere, your country&rsquo;s
            national meteorological service is the official source.
          </p>
          <p>
            When a live source does not answer, some values come from a demonstration model and are
            marked &ldquo;Demo data&rdquo;; hurricane pages may show a bundled example marked
            &ldquo;Sample data — not a live storm&rdquo;. Never rely on marked demo or sample data.
          </p>
        </>
      ),
    },
    {
      id: 'no-warranty',
      heading: 'No warranty and limits of liability',
      body: (
        <>
          <p>
            The site and everything on it are provided &ldquo;as is&rdquo; and &ldquo;as
            available&rdquo;, without warranties of any kind, express or implied, including
            accuracy, completeness, timeliness, fitness for a particular purpose and
            non-infringement. We do not promise that the site will be uninterrupted or free of
            errors.
          </p>
          <p>
            To the fullest extent the law allows, we are not liable for any loss or damage arising
            from your use of the site or from decisions you make based on its information, including
            indirect, incidental or consequential losses. Nothing in these terms limits liability
            that cannot be limited by law, or the rights you have as a consumer under the law of the
            country where you live.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: (
        <>
          <p>
            You may use {siteName} for your own personal, non-commercial purposes. You must not:
          </p>
          <ul>
            <li>
              copy, scrape or download forecasts, maps or other content in bulk, or by automated
              means that place an unreasonable load on the site;
            </li>
            <li>
              resell, republish or offer the site&rsquo;s data as a service, or use it to build a
              competing product;
            </li>
            <li>
              call the site&rsquo;s web API or its provider proxy from anywhere but the pages of the
              site, or try to get around their limits, signatures or access checks;
            </li>
            <li>
              probe, scan or test the site&rsquo;s security, or interfere with its operation, other
              visitors or its advertising;
            </li>
            <li>
              sign in to another person&rsquo;s account, or register with false details or on
              someone else&rsquo;s behalf without their permission;
            </li>
            <li>use the site for anything unlawful, harmful or misleading.</li>
          </ul>
          <p>
            We may block access that breaks these rules, without notice, to keep the site working
            for everyone.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      body: (
        <>
          <p>
            An account is optional. When you create one you give us your e-mail address, your name
            and a password; signing in moves your favourite places, chosen weather stations and
            units into the account, so every browser you sign in with shows them.
          </p>
          <ul>
            <li>Give accurate details and keep your password to yourself.</li>
            <li>
              You are responsible for what happens under your account; tell us at once if you think
              someone else has used it.
            </li>
            <li>
              You can stop using your account at any time and ask us to delete it (see{' '}
              <a href="#contact">Contact</a>).
            </li>
            <li>
              We may suspend or close an account that breaks these terms, and will tell you when we
              can.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      body: (
        <>
          <p>
            The site&rsquo;s design, text, graphics and software belong to us or to our licensors.
            You may view and share links to its pages; any other use needs our written permission.
          </p>
          <p>
            Weather, map and place data come from the sources listed on our{' '}
            <SiteLink href="/partners">Partners</SiteLink> page, under their own licences, and their
            credits are shown beside the data they cover. Those licences continue to apply to that
            data.
          </p>
          <p>
            The site&rsquo;s name and logo are our trademarks. Other names and marks belong to their
            owners, and their appearance here does not mean they endorse us.
          </p>
        </>
      ),
    },
    {
      id: 'ads-and-sponsored-content',
      heading: 'Ads and sponsored content',
      body: (
        <>
          <p>
            {siteName} is free because it shows advertising. Ads are marked as advertisements, and
            content paid for by a sponsor is marked as sponsored. We do not write ads and do not
            endorse the products, services or opinions of advertisers and sponsors.
          </p>
          <p>
            If you click an ad or buy from an advertiser, that relationship is between you and the
            advertiser, under its own terms and privacy policy. How ads use data, and how to turn
            off personalised ads, is explained in{' '}
            <SiteLink href="/legal/privacy#digitaladvertisingandyourchoices">
              Digital advertising and your choices
            </SiteLink>
            .
          </p>
        </>
      ),
    },
    {
      id: 'links-to-other-sites',
      heading: 'Links to other sites',
      body: (
        <p>
          The site links to other websites, such as official weather services and our data sources.
          We do not control them and are not responsible for their content or their privacy
          practices.
        </p>
      ),
    },
    {
      id: 'changes',
      heading: 'Changes to the site and to these terms',
      body: (
        <>
          <p>
            We improve the site all the time and may add, change or remove features, or stop
            offering it, without notice.
          </p>
          <p>
            We may update these terms. The version in force and the date it took effect are shown at
            the top of this page. The site asks new visitors to read them, and when the terms change
            in a way that matters, it shows a notice of the change to visitors who accepted an
            earlier version. Continuing to use the site after a change means you accept the updated
            terms.
          </p>
        </>
      ),
    },
    {
      id: 'governing-terms',
      heading: 'Governing terms',
      body: (
        <>
          <p>
            These terms are governed by the laws of the place where the operator of {siteName} is
            established, without regard to its conflict-of-law rules. If you are a consumer, you
            also keep the protection of the mandatory laws of the country where you live, and you
            may bring a claim in its courts.
          </p>
          <p>
            If a court finds part of these terms unenforceable, the rest stays in force. Not
            enforcing a term straight away does not waive it. These terms and the Privacy Policy are
            the whole agreement between you and us about the site.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      heading: 'Contact',
      body: supportEmail ? (
        <p>
          Questions about these terms, or a request about your account? Write to us at{' '}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      ) : (
        <p>
          Questions about these terms, or a request about your account? See the contact section of
          our <SiteLink href="/legal/privacy#contact">Privacy Policy</SiteLink>.
        </p>
      ),
    },
  ];
}
