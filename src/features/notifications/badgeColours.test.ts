import { badgeColours, contrastRatio, MUTED_BADGE, parseHexColour } from './badgeColours';

const rgb = (hex: string) => {
  const parsed = parseHexColour(hex);
  if (!parsed) throw new Error(`bad colour ${hex}`);
  return parsed;
};

describe('badgeColours', () => {
  it('uses the status colour at full opacity with readable text', () => {
    expect(badgeColours('#b3261e', 1)).toMatchObject({ background: '#b3261e', color: '#ffffff' });
    expect(badgeColours('#f2a900', 1)).toMatchObject({ background: '#f2a900', color: '#000000' });
  });

  it('lays a translucent colour over white', () => {
    expect(badgeColours('#000', 0.5).background).toBe('#808080');
  });

  it('reaches 4.5:1 for the count on every colour and opacity', () => {
    for (const colour of [
      '#e8590c',
      '#f2a900',
      '#2f6fb3',
      '#b3261e',
      '#777777',
      '#00ff00',
      '#ff0000',
    ]) {
      for (const opacity of [0.25, 0.5, 0.75, 1]) {
        const { background, color } = badgeColours(colour, opacity);
        expect(contrastRatio(rgb(background), rgb(color))).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(
      contrastRatio(rgb(MUTED_BADGE.background), rgb(MUTED_BADGE.color)),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the muted colours for an unreadable colour', () => {
    expect(badgeColours('red', 1)).toBe(MUTED_BADGE);
    expect(badgeColours(undefined, 1)).toBe(MUTED_BADGE);
  });
});
