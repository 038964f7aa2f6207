/**
 * Nielsen DMA names of the largest US markets, keyed by `STATE|normalized anchor city`. Only the
 * most populous gazetteer place of that name in that state carries the DMA; elsewhere Dma is null.
 */
const DMA_BY_ANCHOR: Record<string, string> = {
  'NY|new york city': 'New York',
  'CA|los angeles': 'Los Angeles',
  'IL|chicago': 'Chicago',
  'PA|philadelphia': 'Philadelphia',
  'TX|dallas': 'Dallas-Ft. Worth',
  'TX|fort worth': 'Dallas-Ft. Worth',
  'GA|atlanta': 'Atlanta',
  'TX|houston': 'Houston',
  'DC|washington d c': 'Washington, DC (Hagerstown, MD)',
  'MA|boston': 'Boston (Manchester)',
  'CA|san francisco': 'San Francisco-Oakland-San Jose',
  'CA|oakland': 'San Francisco-Oakland-San Jose',
  'CA|san jose': 'San Francisco-Oakland-San Jose',
  'AZ|phoenix': 'Phoenix (Prescott)',
  'WA|seattle': 'Seattle-Tacoma',
  'WA|tacoma': 'Seattle-Tacoma',
  'FL|tampa': 'Tampa-St. Petersburg (Sarasota)',
  'FL|st petersburg': 'Tampa-St. Petersburg (Sarasota)',
  'MI|detroit': 'Detroit',
  'MN|minneapolis': 'Minneapolis-St. Paul',
  'MN|saint paul': 'Minneapolis-St. Paul',
  'FL|orlando': 'Orlando-Daytona Beach-Melbourne',
  'CO|denver': 'Denver',
  'FL|miami': 'Miami-Ft. Lauderdale',
  'FL|fort lauderdale': 'Miami-Ft. Lauderdale',
  'OH|cleveland': 'Cleveland-Akron (Canton)',
  'OH|akron': 'Cleveland-Akron (Canton)',
  'CA|sacramento': 'Sacramento-Stockton-Modesto',
  'NC|charlotte': 'Charlotte',
  'OR|portland': 'Portland, OR',
  'NC|raleigh': 'Raleigh-Durham (Fayetteville)',
  'NC|durham': 'Raleigh-Durham (Fayetteville)',
  'MO|st louis': 'St. Louis',
  'IN|indianapolis': 'Indianapolis',
  'PA|pittsburgh': 'Pittsburgh',
  'TN|nashville': 'Nashville',
  'MD|baltimore': 'Baltimore',
  'UT|salt lake city': 'Salt Lake City',
  'CA|san diego': 'San Diego',
  'OH|columbus': 'Columbus, OH',
  'MO|kansas city': 'Kansas City',
  'KS|kansas city': 'Kansas City',
  'CT|hartford': 'Hartford & New Haven',
  'CT|new haven': 'Hartford & New Haven',
  'TX|austin': 'Austin',
  'TX|san antonio': 'San Antonio',
  'OH|cincinnati': 'Cincinnati',
  'WI|milwaukee': 'Milwaukee',
};

/** The DMA-table key of a US place (`STATE|normalized name`). */
export const dmaKey = (state: string, normalizedName: string): string =>
  `${state}|${normalizedName}`;

/** The DMA name of an anchor-city key, else undefined. */
export function dmaForKey(key: string): string | undefined {
  return DMA_BY_ANCHOR[key];
}

/** Every anchor key of the table (tests check each resolves to a gazetteer place). */
export const DMA_ANCHOR_KEYS: readonly string[] = Object.keys(DMA_BY_ANCHOR);
