import { compassPoint } from './compass';

describe('compassPoint', () => {
  it('names the 16 points and wraps around', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(22.5)).toBe('NNE');
    expect(compassPoint(225)).toBe('SW');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
    expect(compassPoint(null)).toBe('--');
  });
});
