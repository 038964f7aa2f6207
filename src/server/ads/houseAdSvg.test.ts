import { artworkFor, artworkVersion, escapeXml, renderHouseAdSvg, wrapText } from './houseAdSvg';

const art = {
  id: 'radar-map-300x250',
  headline: 'Live radar for your place',
  body: 'Watch rain and storms move in, frame by frame, on the {{siteName}} map.',
  cta: 'Open the map',
  width: 300,
  height: 250,
};

describe('house ad pictures', () => {
  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('draws a creative at its size with an accessible title and description', () => {
    const svg = renderHouseAdSvg(artworkFor(art, 'Sky & Co'));
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="250" viewBox="0 0 300 250" role="img"/,
    );
    expect(svg).toContain('<title id="t-radar-map-300x250">Live radar for your place</title>');
    expect(svg).toContain('on the Sky &amp; Co map. Open the map</desc>');
    expect(svg).toContain('#00599c');
    expect(svg).toContain('>Open the map</text>');
    expect(svg).not.toMatch(/<script|href=|<image|@import|url\((?!#)/);
  });

  it('never lets creative text out of its text nodes', () => {
    const hostile = {
      ...art,
      headline: '</title><script>alert(1)</script>',
      body: '"><foreignObject onload="x">',
      cta: "'&'",
    };
    const svg = renderHouseAdSvg(hostile);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<foreignObject');
    expect(svg).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // Exactly one title: the text cannot close it.
    expect(svg.match(/<\/title>/g)).toHaveLength(1);
  });

  it.each([
    [320, 50],
    [728, 90],
    [300, 250],
    [300, 600],
  ])('draws every text inside a %ix%i picture', (width, height) => {
    const svg = renderHouseAdSvg({ ...art, id: `a-${width}x${height}`, width, height });
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    for (const m of svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"/g)) {
      expect(Number(m[1])).toBeLessThan(width);
      expect(Number(m[2])).toBeLessThanOrEqual(height);
      expect(Number(m[2])).toBeGreaterThan(0);
    }
  });

  it('wraps text into the lines it may use and ends cut text with an ellipsis', () => {
    expect(wrapText('one two three', 1000, 10, 2)).toEqual(['one two three']);
    const lines = wrapText('alpha beta gamma delta epsilon zeta eta theta', 60, 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    expect(wrapText('', 100, 10, 2)).toEqual([]);
  });

  it('versions a picture by what it is drawn from', () => {
    const a = artworkVersion(artworkFor(art, 'Parasol Weather'));
    expect(a).toMatch(/^[0-9a-f]{12}$/);
    expect(artworkVersion(artworkFor(art, 'Parasol Weather'))).toBe(a);
    expect(artworkVersion(artworkFor(art, 'Other Name'))).not.toBe(a);
    expect(artworkVersion({ ...art, cta: 'Go' })).not.toBe(artworkVersion(art));
  });
});
