import { Fragment, type ReactNode } from 'react';

import { SiteLink } from '@/components/SiteLink';
import { useAppSelector } from '@/store/hooks';
import { selectConfig, selectSiteName } from '@/features/config/configSlice';
import { selectPrivacyRegimeApplies } from '@/features/privacy';
import { selectNewFooterEnabled } from '@/features/remote-config/remoteConfigSlice';
import { escapeHtml } from '@/lib/html/escapeHtml';
import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';
import {
  SITEMAP_CONTINENTS,
  sitemapContinentPath,
  sitemapStatePath,
  US_STATES,
} from '@/lib/routes';
import type { PublicConfig } from '@/types/config';

import {
  classicFooterLinks,
  newFooterItems,
  PRIVACY_CHOICES_KEY,
  socialLinks,
  type FooterLink,
} from '../footerLinks';
import styles from './SiteFooter.module.css';

const t = translator('frame', messages);

/** What a footer links to when the configuration is not in the store (never on a rendered page). */
const NO_LINKS: Pick<PublicConfig, 'externalLinks' | 'privacyLinks' | 'downloadLinks'> = {
  externalLinks: {
    groundTruth: null,
    advertisers: null,
    careers: null,
    feedback: null,
    social: { twitter: null, youtube: null, facebook: null, instagram: null, pinterest: null },
  },
  privacyLinks: {
    privacyPolicy: '/legal/privacy',
    termsOfUse: '/legal/terms',
    adChoices: '/legal/privacy#digitaladvertisingandyourchoices',
    statePrivacyRights: '/legal/privacy/#rightsregardingpersonalinformation',
  },
  downloadLinks: { ios: null, android: null, macos: null, desktop: null },
};

/** An internal link through Next's router; an external one (or mailto) as a plain anchor. */
function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  if (!link.external) {
    return (
      <SiteLink className={className} href={link.href}>
        {link.label}
      </SiteLink>
    );
  }
  const newTab = !link.href.startsWith('mailto:');
  return (
    <a
      className={className}
      href={link.href}
      {...(newTab
        ? {
            target: '_blank',
            rel: 'noopener',
            'aria-label': t('footer.newTab', { name: link.label }),
          }
        : {})}
    >
      {link.label}
    </a>
  );
}

/** The store badges, in order: their artwork, width (the badges' own 149.58 and 167.85 px) and text. */
const STORE_BADGES = [
  {
    store: 'ios',
    src: '/badges/app-store.svg',
    className: styles.appStore,
    width: 150,
    alt: t('footer.appStore'),
  },
  {
    store: 'android',
    src: '/badges/google-play.svg',
    className: styles.googlePlay,
    width: 168,
    alt: t('footer.googlePlay'),
  },
] as const;

/** Logo, the invitation to the apps and their store badges (only the configured stores). */
function FooterTop({ siteName, config }: { siteName: string; config: typeof NO_LINKS }) {
  const badges = STORE_BADGES.flatMap((badge) => {
    const href = config.downloadLinks[badge.store];
    return href ? [{ ...badge, href }] : [];
  });
  return (
    <div className={styles.top}>
      {/* The logo, not a link: the header's logo is the way home. The app icon's picture, not the
          SVG favicon: an SVG image is a document of its own on the page's main thread. */}
      <p className={styles.logo}>
        <img src="/app-icons/icon-96.png" alt="" width={32} height={32} loading="lazy" />
        <span>{siteName}</span>
      </p>
      {badges.length > 0 && (
        <div className={styles.apps}>
          <p>{t('footer.fingertips', { siteName })}</p>
          <ul className={styles.badges} aria-label={t('footer.apps')}>
            {badges.map((badge) => (
              <li key={badge.store}>
                <a href={badge.href} target="_blank" rel="noopener">
                  <img
                    className={badge.className}
                    src={badge.src}
                    alt={badge.alt}
                    width={badge.width}
                    height={50}
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The markup of the state and continent lists (see `PlaceLists`), built once. */
let placeListsMarkup: string | undefined;

function placeListsHtml(): string {
  const list = (label: string, className: string | undefined, links: [string, string][]) =>
    `<nav aria-label="${escapeHtml(label)}"><ul class="${escapeHtml(className)}">${links
      .map(([href, name]) => `<li><a href="${escapeHtml(href)}">${escapeHtml(name)}</a></li>`)
      .join('')}</ul></nav>`;
  return (placeListsMarkup ??=
    list(
      t('footer.states'),
      styles.states,
      US_STATES.map((state) => [sitemapStatePath(state), state.name]),
    ) +
    list(
      t('footer.continents'),
      styles.continents,
      SITEMAP_CONTINENTS.map((c) => [sitemapContinentPath(c.segment), c.name]),
    ));
}

/**
 * The 50 states and six continents, shown on large screens only: 112 plain links (a sitemap page
 * is a full page load either way), the same on every page. Their markup is built once and written
 * as it is, so neither the server's render nor the browser's hydration handles them one element at
 * a time (the footer was a third of every page's elements). The bench's render floor
 * (scripts/bench-ssr.mjs) knows this block by its "Weather by state" navigation and counts it as
 * one string too.
 */
function PlaceLists() {
  return <div className={styles.places} dangerouslySetInnerHTML={{ __html: placeListsHtml() }} />;
}

/**
 * The site footer (a `contentinfo` landmark): logo and apps, "Connect With Us", the legal section
 * with the copyright line, and the states and continents on large screens. The remote flag
 * `enableNewFooterUIWithCMPIntegration` (default: the configuration's) swaps the legal links for the
 * newer ordered grid.
 */
export function SiteFooter({
  settings,
  privacyOptOuts,
  privacyChoices,
}: {
  settings?: ReactNode;
  /** The opt-out controls (list items) the visitor's compliance enables, after "Privacy". */
  privacyOptOuts?: ReactNode;
  /** The newer footer's "Your Privacy Choices" control, shown where a privacy regime applies. */
  privacyChoices?: ReactNode;
}) {
  const siteName = useAppSelector(selectSiteName);
  const privacyRegime = useAppSelector(selectPrivacyRegimeApplies);
  const published = useAppSelector(selectConfig);
  const config = published ?? NO_LINKS;
  // The remote flag's value the page was rendered with (the configuration's when none is set).
  const newFooter = useAppSelector(selectNewFooterEnabled);
  const social = socialLinks(config);
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterTop siteName={siteName} config={config} />
        <section className={styles.social} aria-labelledby="footer-connect">
          <h2 id="footer-connect">{t('footer.connect')}</h2>
          <ul>
            {social.map((link) => (
              <li key={link.key}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.legal} aria-label={t('footer.legal')}>
          {newFooter ? (
            <ul className={styles.grid} aria-label={t('footer.links')}>
              {newFooterItems(config, privacyRegime && Boolean(privacyChoices)).map((item) =>
                item === PRIVACY_CHOICES_KEY ? (
                  <li key={item}>{privacyChoices}</li>
                ) : (
                  <li key={item.key}>
                    <FooterAnchor link={item} />
                  </li>
                ),
              )}
            </ul>
          ) : (
            <ul className={styles.links}>
              {classicFooterLinks(config).map((link) => (
                <Fragment key={link.key}>
                  <li>
                    <FooterAnchor link={link} />
                  </li>
                  {link.key === 'privacy' && privacyOptOuts}
                </Fragment>
              ))}
            </ul>
          )}
          <PlaceLists />
          <div className={styles.bottom}>
            <p>{t('footer.copyright', { year, siteName })}</p>
            {settings}
          </div>
        </section>
      </div>
    </footer>
  );
}
