import {
  AQI_CATEGORIES,
  aqiCategoryFor,
  aqiCategoryOf,
  formatConcentration,
} from './aqiCategories';

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('AQI categories', () => {
  it('are the six EPA categories with their EPA colours, covering 0 to 500 without gaps', () => {
    expect(AQI_CATEGORIES.map((c) => [c.name, c.color, c.colorName, c.min, c.max])).toEqual([
      ['Good', '#00e400', 'Green', 0, 50],
      ['Moderate', '#ffff00', 'Yellow', 51, 100],
      ['Unhealthy for Sensitive Groups', '#ff7e00', 'Orange', 101, 150],
      ['Unhealthy', '#ff0000', 'Red', 151, 200],
      ['Very Unhealthy', '#8f3f97', 'Purple', 201, 300],
      ['Hazardous', '#7e0023', 'Maroon', 301, 500],
    ]);
  });

  it('pick a text colour that reads on each colour (WCAG AA, 4.5:1)', () => {
    for (const c of AQI_CATEGORIES)
      expect(contrast(c.color, c.textColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('carry the EPA health wording, stricter with each category', () => {
    const good = aqiCategoryOf(10);
    expect(good?.meaning).toBe(
      'Air quality is satisfactory, and air pollution poses little or no risk.',
    );
    expect(good?.sensitiveGroups).toBeNull();
    expect(aqiCategoryOf(75)?.sensitiveGroups).toBe(
      'Unusually sensitive people should consider reducing prolonged or heavy exertion.',
    );
    expect(aqiCategoryOf(175)?.generalPublic).toBe(
      'Everyone else should reduce prolonged or heavy exertion.',
    );
    expect(aqiCategoryOf(450)?.generalPublic).toBe(
      'Everyone should avoid all physical activity outdoors.',
    );
  });

  it.each([
    [0, 'Good'],
    [50, 'Good'],
    [50.4, 'Good'],
    [51, 'Moderate'],
    [100, 'Moderate'],
    [101, 'Unhealthy for Sensitive Groups'],
    [150, 'Unhealthy for Sensitive Groups'],
    [151, 'Unhealthy'],
    [200, 'Unhealthy'],
    [201, 'Very Unhealthy'],
    [300, 'Very Unhealthy'],
    [301, 'Hazardous'],
    [500, 'Hazardous'],
    [640, 'Hazardous'],
  ])('AQI %d is %s', (aqi, name) => {
    expect(aqiCategoryOf(aqi)?.name).toBe(name);
  });

  it('knows no category for an unknown AQI', () => {
    expect(aqiCategoryOf(null)).toBeNull();
    expect(aqiCategoryOf(Number.NaN)).toBeNull();
  });

  it("takes a payload's category by name, else from its AQI", () => {
    expect(aqiCategoryFor('Unhealthy for Sensitive Groups', 20)?.key).toBe('usg');
    expect(aqiCategoryFor('unhealthy', null)?.key).toBe('unhealthy');
    expect(aqiCategoryFor(null, 120)?.key).toBe('usg');
    expect(aqiCategoryFor('Something else', null)).toBeNull();
  });
});

describe('formatConcentration', () => {
  it('shows µg/m³, carbon monoxide in mg/m³, and -- when unknown', () => {
    expect(formatConcentration('pm2_5', 7.2)).toBe('7.2 µg/m³');
    expect(formatConcentration('pm2_5', 35.4)).toBe('35.4 µg/m³'); // AQI 100; 35.5 is 101
    expect(formatConcentration('pm10', 54)).toBe('54 µg/m³');
    expect(formatConcentration('o3', 84.6)).toBe('85 µg/m³');
    expect(formatConcentration('co', 231.4)).toBe('0.23 mg/m³');
    expect(formatConcentration('no2', null)).toBe('--');
  });
});
