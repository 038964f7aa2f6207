import { measureSearchLatency, searchPlaces, warmGazetteer } from '.';
import { getGazetteer } from './load';

beforeAll(() => {
  warmGazetteer();
}, 120_000);

const first = (query: string) => searchPlaces(query)[0];
const names = (query: string, max?: number) =>
  searchPlaces(query, max).map((l) => l.DisplayCompositeName);

describe('searchPlaces', () => {
  it('ranks the famous place first', () => {
    expect(first('Paris')).toMatchObject({
      CityName: 'Paris',
      TerritoryName: 'Île-de-France',
      CountryIso2Code: 'FR',
    });
    expect(first('san fran')).toMatchObject({
      CityName: 'San Francisco',
      TerritoryAbbr: 'CA',
      CountryIso2Code: 'US',
    });
    expect(first('london')).toMatchObject({ CityName: 'London', CountryIso2Code: 'GB' });
    expect(first('new york')).toMatchObject({ CityId: '5128581' });
  });

  it('is accent-insensitive both ways', () => {
    expect(first('zurich')).toMatchObject({ CityName: 'Zürich', CountryIso2Code: 'CH' });
    expect(first('Zürich')?.CityId).toBe(first('zurich')?.CityId);
    expect(first('montreal')).toMatchObject({ CityName: 'Montréal', TerritoryAbbr: 'QC' });
    expect(first('sao paulo')).toMatchObject({ CityName: 'São Paulo', CountryIso2Code: 'BR' });
    expect(first('MONTRÉAL')?.CityId).toBe(first('montreal')?.CityId);
  });

  it('ranks same-named places by population', () => {
    const results = searchPlaces('springfield');
    const us = results.filter((l) => l.CityName === 'Springfield' && l.CountryIso2Code === 'US');
    expect(us.length).toBeGreaterThanOrEqual(5);
    expect(results[0]).toMatchObject({ CityName: 'Springfield', CountryIso2Code: 'US' });
    expect(new Set(us.map((l) => l.TerritoryAbbr)).size).toBe(us.length);
    const populations = us.map((l) => getGazetteer().byId.get(Number(l.CityId))?.population ?? -1);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('ranks an exact name above a prefix and a prefix above a later word', () => {
    expect(first('york')).toMatchObject({ CityName: 'York' });
    const results = names('san francisco', 20);
    expect(results[0]).toBe('San Francisco, CA');
  });

  it('reads a territory or country qualifier after the city words', () => {
    for (const query of ['paris, tx', 'paris tx', 'Paris, Texas', 'paris texas', 'paris, tex']) {
      expect(first(query)).toMatchObject({
        CityName: 'Paris',
        TerritoryAbbr: 'TX',
        CountryIso2Code: 'US',
      });
    }
    expect(first('london, on')).toMatchObject({ CityName: 'London', TerritoryAbbr: 'ON' });
    expect(first('london ontario')).toMatchObject({ CityName: 'London', TerritoryAbbr: 'ON' });
    expect(first('paris, fr')).toMatchObject({ CityName: 'Paris', CountryIso2Code: 'FR' });
    expect(first('springfield, il')).toMatchObject({
      CityName: 'Springfield',
      TerritoryAbbr: 'IL',
    });
    expect(first('paris, ile-de-france, france')).toMatchObject({ CityId: '2988507' });
    expect(first('portland, united states')).toMatchObject({
      CityName: 'Portland',
      TerritoryAbbr: 'OR',
    });
  });

  it('keeps a full name whose last word looks like a qualifier', () => {
    expect(first('fort de france')).toMatchObject({
      CityName: 'Fort-de-France',
      CountryIso2Code: 'MQ',
    });
    expect(first('new delhi')).toMatchObject({ CityName: 'New Delhi', CountryIso2Code: 'IN' });
  });

  it('treats St and Saint, Ste and Sainte, Ft and Fort, Mt and Mount, Pt and Point alike', () => {
    const ids = (query: string, max?: number) => searchPlaces(query, max).map((l) => l.CityId);
    for (const query of [
      'saint louis',
      'st louis',
      'St. Louis',
      'st louis, mo',
      'saint louis mo',
    ]) {
      expect(first(query)).toMatchObject({
        CityId: '4407066',
        DisplayCompositeName: 'St. Louis, MO',
      });
    }
    expect(first('ft worth')).toMatchObject({ CityId: '4691930', CityName: 'Fort Worth' });
    expect(first('Ft. Worth, TX')?.CityId).toBe('4691930');
    expect(ids('mt vernon')).toEqual(ids('mount vernon'));
    expect(names('mt vernon').slice(0, 2)).toEqual(['Mount Vernon, NY', 'Mount Vernon, WA']);
    expect(first('mt vernon, wa')).toMatchObject({ CityId: '5804127' });
    expect(first('st paul')).toMatchObject({ CityId: '5045360', CityName: 'Saint Paul' });
    expect(ids('st paul')).toEqual(ids('saint paul'));
    expect(first('ste genevieve')).toMatchObject({ CityId: '4407294' });
    expect(ids('pt pleasant')).toEqual(ids('point pleasant'));
    expect(first('pt pleasant')).toMatchObject({ CityId: '5102796' });
    // Both spellings while typing: the name's own and its written-out form.
    expect(ids('sain', 50)).toContain('4407066');
    expect(ids('st', 50)).toContain('4407066');
    expect(ids('mount ver', 50)).toContain('5127835');
  });

  it('keeps a last word that may be unfinished as typed', () => {
    expect(first('st')).toMatchObject({ CityName: 'Stockholm', CountryIso2Code: 'SE' });
    expect(first('mt')?.CityName).toMatch(/^Mt/);
    expect(first('fort st')).toMatchObject({ CityName: 'Fort St. John', TerritoryAbbr: 'BC' });
  });

  it('matches an alternate name by its leading words only once the query reaches its last word', () => {
    const luanda = '2240449';
    for (const query of ['st paul', 'saint paul', 'sao paulo', 'sao pau', 'são paulo de']) {
      expect(searchPlaces(query, 50).map((l) => l.CityId)).not.toContain(luanda);
    }
    expect(first('sao paulo de luanda')?.CityId).toBe(luanda);
    expect(first('st paul de loa')?.CityId).toBe(luanda);
    expect(first('saigon')).toMatchObject({ CityId: '1566083', CityName: 'Ho Chi Minh City' });
    expect(searchPlaces('saig').map((l) => l.CityId)).toContain('1566083');
    expect(first('bombay')).toMatchObject({ CityId: '1275339', CityName: 'Mumbai' });
    expect(searchPlaces('bomb').map((l) => l.CityId)).toContain('1275339');
    expect(first('den haag')).toMatchObject({ CityId: '2747373' });
  });

  it('answers a US ZIP code with its place and the ZIP as PostalCode', () => {
    const [place, ...rest] = searchPlaces('10001');
    expect(rest).toEqual([]);
    expect(place).toMatchObject({
      CityName: 'New York City',
      TerritoryAbbr: 'NY',
      PostalCode: '10001',
      CityId: '5128581',
    });
    expect(searchPlaces('94103')[0]).toMatchObject({
      CityName: 'San Francisco',
      PostalCode: '94103',
    });
    expect(searchPlaces('60601')[0]).toMatchObject({ CityName: 'Chicago', PostalCode: '60601' });
  });

  it('keeps PostalCode null on name results', () => {
    expect(searchPlaces('paris').every((l) => l.PostalCode === null)).toBe(true);
  });

  it('decodes the apostrophe entity and ignores apostrophes', () => {
    expect(first('o&#8217;fallon')).toMatchObject({ CityName: "O'Fallon" });
    expect(first("o'fallon")?.CityId).toBe(first('ofallon')?.CityId);
  });

  it('answers [] for blank queries', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces(' , ')).toEqual([]);
    expect(searchPlaces('qqqqxzzz')).toEqual([]);
  });

  it('respects maxResults (default 10, cap 50)', () => {
    expect(searchPlaces('san')).toHaveLength(10);
    expect(searchPlaces('san', 3)).toHaveLength(3);
    expect(searchPlaces('san', 50)).toHaveLength(50);
    expect(searchPlaces('san', 500)).toHaveLength(50);
    expect(searchPlaces('san', 1)[0]).toEqual(searchPlaces('san')[0]);
  });

  it('answers no duplicate places', () => {
    const ids = searchPlaces('new york', 50).map((l) => l.CityId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('measures its own latency (numbers only; not asserted against a budget here)', () => {
    const stats = measureSearchLatency(['paris', 'san fran', '10001'], 2);
    expect(stats.p50).toBeGreaterThanOrEqual(0);
    expect(stats.p95).toBeGreaterThanOrEqual(stats.p50);
    expect(stats.max).toBeGreaterThanOrEqual(stats.p95);
  });
});
