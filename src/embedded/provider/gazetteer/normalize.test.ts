import { expandAbbreviations, normalizeKey } from './normalize';

describe('expandAbbreviations', () => {
  it('writes out St, Ste, Ft, Mt and Pt as whole words anywhere in a key', () => {
    expect(expandAbbreviations(normalizeKey('St. Louis'))).toBe('saint louis');
    expect(expandAbbreviations(normalizeKey('Ste. Genevieve'))).toBe('sainte genevieve');
    expect(expandAbbreviations('ft worth')).toBe('fort worth');
    expect(expandAbbreviations('mt vernon')).toBe('mount vernon');
    expect(expandAbbreviations('pt pleasant')).toBe('point pleasant');
    expect(expandAbbreviations(normalizeKey('Fort St. John'))).toBe('fort saint john');
    expect(expandAbbreviations('port st lucie')).toBe('port saint lucie');
    expect(expandAbbreviations('east st')).toBe('east saint');
  });

  it('leaves other words, and full words, as they are', () => {
    for (const key of [
      'saint louis',
      'stockholm',
      'mtwara',
      'west',
      'first street',
      'fort',
      'sts',
    ]) {
      expect(expandAbbreviations(key)).toBe(key);
    }
  });

  it('keeps a last word that may be unfinished when asked to', () => {
    expect(expandAbbreviations('st', false)).toBe('st');
    expect(expandAbbreviations('mt vernon', false)).toBe('mount vernon');
    expect(expandAbbreviations('fort st', false)).toBe('fort st');
    expect(expandAbbreviations('ft st john', false)).toBe('fort saint john');
  });
});
