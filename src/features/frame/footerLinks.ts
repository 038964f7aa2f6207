import { translator } from '@/lib/i18n';
import { messages } from '@/lib/i18n/en-US/frame';
import { SITEMAP_PATH, SITEMAP_STATES_PATH } from '@/lib/routes';
import type { PublicConfig } from '@/types/config';

const t = translator('frame', messages);

/** One link of the footer: an internal path, an external URL or a mailto link. */
export interface FooterLink {
  key: string;
  label: string;
  href: string;
  /** External links open in a new tab. */
  external: boolean;
}

type LinkConfig = Pick<PublicConfig, 'externalLinks' | 'privacyLinks'>;

/**
 * Where "For Advertisers" leads when no advertiser site is configured: the partners page's section
 * on advertising (how ads pay for the site, what partners receive).
 */
export const ADVERTISING_SECTION_PATH = '/partners#advertising-partners';

/** The links both footers can show, by key; an unconfigured external one is absent. */
function footerLinks(config: LinkConfig): Map<string, FooterLink> {
  const { externalLinks: ext, privacyLinks: privacy } = config;
  const entries: [string, string, string | null][] = [
    ['terms', t('footer.terms'), privacy.termsOfUse],
    ['privacy', t('footer.privacy'), privacy.privacyPolicy],
    ['statePrivacy', t('footer.statePrivacy'), privacy.statePrivacyRights],
    ['partners', t('footer.partners'), '/partners'],
    ['adChoices', t('footer.adChoices'), privacy.adChoices],
    ['sitemap', t('footer.sitemap'), `${SITEMAP_PATH}/`],
    ['usa', t('footer.usa'), SITEMAP_STATES_PATH],
    ['faq', t('footer.faq'), '/faq/'],
    ['advertisers', t('footer.advertisers'), ext.advertisers ?? ADVERTISING_SECTION_PATH],
    ['careers', t('footer.careers'), ext.careers],
    ['feedback', t('footer.feedback'), ext.feedback],
  ];
  return new Map(
    entries
      .filter((e): e is [string, string, string] => e[2] !== null)
      .map(([key, label, href]) => [
        key,
        { key, label, href, external: /^(https?:|mailto:)/.test(href) },
      ]),
  );
}

/** The classic footer's legal links, in order. */
const CLASSIC_ORDER = [
  'terms',
  'privacy',
  'statePrivacy',
  'partners',
  'adChoices',
  'sitemap',
  'usa',
  'faq',
  'advertisers',
];

/** The classic footer's legal section: Terms, Privacy, state privacy options … For Advertisers. */
export function classicFooterLinks(config: LinkConfig): FooterLink[] {
  const links = footerLinks(config);
  return CLASSIC_ORDER.flatMap((key) => links.get(key) ?? []);
}

/** The privacy-choices item of the newer footer: not a link, a control that opens the manager. */
export const PRIVACY_CHOICES_KEY = 'privacyChoices';

/**
 * The newer footer's grid, in order. With the privacy-choices item (data privacy or sensitive-data
 * restriction on) it sits beside the privacy links and the state-rights link gives way to it;
 * without it the other items take their alternate order, the state-rights link first among the
 * privacy links. Each entry: [key, order with the item, alternate order without it].
 */
const NEW_FOOTER_ORDER: [string, number | null, number][] = [
  ['privacy', 1, 2],
  ['terms', 2, 1],
  [PRIVACY_CHOICES_KEY, 3, 0],
  ['statePrivacy', null, 3],
  ['adChoices', 4, 4],
  ['partners', 5, 7],
  ['advertisers', 6, 8],
  ['careers', 7, 9],
  ['feedback', 8, 10],
  ['faq', 9, 5],
  ['sitemap', 10, 6],
  ['usa', 11, 11],
];

/**
 * The keys of the newer footer's link grid in display order, and their links. The privacy-choices
 * item has no link (its key appears only when `privacyChoices` is true: the caller renders its control).
 */
export function newFooterItems(
  config: LinkConfig,
  privacyChoices: boolean,
): (FooterLink | typeof PRIVACY_CHOICES_KEY)[] {
  const links = footerLinks(config);
  const placed: { order: number; item: FooterLink | typeof PRIVACY_CHOICES_KEY }[] = [];
  for (const [key, withItem, without] of NEW_FOOTER_ORDER) {
    const order = privacyChoices ? withItem : key === PRIVACY_CHOICES_KEY ? null : without;
    if (order === null) continue;
    const item = key === PRIVACY_CHOICES_KEY ? PRIVACY_CHOICES_KEY : links.get(key);
    if (item) placed.push({ order, item });
  }
  return placed.sort((a, b) => a.order - b.order).map((p) => p.item);
}

/**
 * The utility bar's links, in order: ground truth, then for advertisers, each only when configured
 * (`externalLinks`), built by the footer's rule (an external one opens in a new tab).
 */
export function utilityLinks(config: Pick<PublicConfig, 'externalLinks'>): FooterLink[] {
  const ext = config.externalLinks;
  const entries: [string, string, string | null][] = [
    ['groundTruth', t('utility.groundTruth'), ext.groundTruth],
    ['advertisers', t('footer.advertisers'), ext.advertisers],
  ];
  return entries.flatMap(([key, label, href]) =>
    href ? [{ key, label, href, external: /^(https?:|mailto:)/.test(href) }] : [],
  );
}

/**
 * The links of "Connect With Us": the social profiles that are configured, in display order; with
 * none configured, the site's own channels (its news and its press room), so the section is never
 * empty and never links anywhere the site does not know.
 */
export function socialLinks(config: Pick<PublicConfig, 'externalLinks'>): FooterLink[] {
  const social = config.externalLinks.social;
  const order = ['twitter', 'youtube', 'facebook', 'instagram', 'pinterest'] as const;
  const profiles = order.flatMap((key) => {
    const href = social[key];
    return href ? [{ key, label: t(`footer.social.${key}`), href, external: true }] : [];
  });
  if (profiles.length > 0) return profiles;
  return [
    { key: 'news', label: t('footer.channels.news'), href: '/news', external: false },
    { key: 'press', label: t('footer.channels.press'), href: '/press', external: false },
  ];
}
