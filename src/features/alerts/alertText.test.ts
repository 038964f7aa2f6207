import { alertBullet, alertParagraphs, SEVERITY_COLOURS, sourceName } from './alertText';

describe('alertParagraphs', () => {
  it('keeps blank-line paragraphs and joins hard-wrapped lines', () => {
    const text =
      '...WINTER STORM WARNING IN EFFECT...\n\n* WHAT...Heavy lake effect snow expected. Total\nsnow accumulations 1 to 2 feet.\n\n* WHERE...Northern Erie and Southern Erie\ncounties.';
    expect(alertParagraphs(text)).toEqual([
      '...WINTER STORM WARNING IN EFFECT...',
      '* WHAT...Heavy lake effect snow expected. Total snow accumulations 1 to 2 feet.',
      '* WHERE...Northern Erie and Southern Erie counties.',
    ]);
  });

  it('starts a new paragraph at a bullet inside a block, and reads Windows line ends', () => {
    expect(alertParagraphs('Intro line\r\n* WHAT...Snow.\r\n* WHEN...Tonight.')).toEqual([
      'Intro line',
      '* WHAT...Snow.',
      '* WHEN...Tonight.',
    ]);
  });

  it('answers nothing for no text', () => {
    expect(alertParagraphs(null)).toEqual([]);
    expect(alertParagraphs('  \n\n ')).toEqual([]);
  });
});

describe('alertBullet', () => {
  it('reads the label of an NWS bullet', () => {
    expect(alertBullet('* WHAT...Heavy snow.')).toEqual({ label: 'What', text: 'Heavy snow.' });
    expect(alertBullet('* ADDITIONAL DETAILS...Roads icy.')).toEqual({
      label: 'Additional details',
      text: 'Roads icy.',
    });
    expect(alertBullet('* Stay indoors.')).toEqual({ label: null, text: 'Stay indoors.' });
    expect(alertBullet('Not a bullet.')).toBeNull();
  });
});

describe('sourceName', () => {
  it('names the service of each source kind', () => {
    expect(sourceName({ source: { kind: 'nws', attribution: 'x' } })).toBe(
      'National Weather Service',
    );
    expect(sourceName({ source: { kind: 'demo', attribution: 'x' } })).toBe('Demo weather model');
  });
});

describe('SEVERITY_COLOURS', () => {
  const luminance = (hex: string) =>
    [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
  it.each(Object.entries(SEVERITY_COLOURS))('%s badge text reads at 4.5:1 or more', (_, c) => {
    const [hi, lo] = [luminance(c.background), luminance(c.text)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
