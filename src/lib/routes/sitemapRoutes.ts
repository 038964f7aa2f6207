/**
 * The six continents the sitemap lists, by their path segment: `Australia` is the page of
 * Australia and Oceania (New Zealand and the Pacific islands too), named so.
 */
export const SITEMAP_CONTINENTS = [
  { segment: 'North-America', name: 'North America' },
  { segment: 'South-America', name: 'South America' },
  { segment: 'Africa', name: 'Africa' },
  { segment: 'Europe', name: 'Europe' },
  { segment: 'Asia', name: 'Asia' },
  { segment: 'Australia', name: 'Australia and Oceania' },
] as const;

/** The 50 US states, by name and postal code. */
export const US_STATES = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
].map(([name, code]) => ({ name: name as string, code: code as string }));

/** The District of Columbia: not a state, but a state's page of its own in the sitemap. */
export const US_FEDERAL_DISTRICT = { name: 'District of Columbia', code: 'DC' } as const;

/**
 * The pages of the states list, A to Z: the 50 states and the District of Columbia. Every page
 * loads this module, so it sorts by code unit: the names are plain ASCII letters and spaces, whose
 * code-unit order is the alphabetical one (a test checks it against an English collator), and
 * `localeCompare` here made the browser build its collation tables on every page's start-up
 * (50–80 ms on the bench's throttled phone).
 */
export const US_STATE_PAGES: readonly { name: string; code: string }[] = [
  ...US_STATES,
  US_FEDERAL_DISTRICT,
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The sitemap's root page. */
export const SITEMAP_PATH = '/sitemap';

/** The sitemap page of one continent. */
export function sitemapContinentPath(segment: string): string {
  return `${SITEMAP_PATH}/${segment}`;
}

/** The sitemap page listing the 50 states. */
export const SITEMAP_STATES_PATH = `${SITEMAP_PATH}/North-America/United-States/states`;

/** The sitemap page of one state: `/sitemap/North-America/United-States/state/New-York/NY`. */
export function sitemapStatePath(state: { name: string; code: string }): string {
  return `${SITEMAP_PATH}/North-America/United-States/state/${state.name.replace(/ /g, '-')}/${state.code}`;
}
