import { resolvedQuery } from './resolvedQuery';

describe('resolvedQuery', () => {
  it('answers the query part of a resolved URL, or nothing', () => {
    expect(resolvedQuery('/hurricane/outlook/AT?su=2&x=y')).toBe('?su=2&x=y');
    expect(resolvedQuery('/hurricane/outlook/AT')).toBe('');
    expect(resolvedQuery('/a?')).toBe('?');
  });
});
