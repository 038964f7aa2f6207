import { isHurricanePage, withUnitQuery } from './unitQuery';

describe('hurricane unit query', () => {
  it('knows the hurricane pages', () => {
    expect(
      [
        'hurricane-active',
        'hurricane-active-name',
        'hurricane-outlook',
        'hurricane-outlook-basin',
      ].every(isHurricanePage),
    ).toBe(true);
    expect(isHurricanePage('home')).toBe(false);
  });

  it('sets su and pu on the same path, keeping the other query values', () => {
    expect(withUnitQuery('/hurricane/active', 3, 2)).toBe('/hurricane/active?su=3&pu=2');
    expect(withUnitQuery('/hurricane/outlook/at?su=1&x=y#map', 2, 1)).toBe(
      '/hurricane/outlook/at?su=2&x=y&pu=1',
    );
  });
});
