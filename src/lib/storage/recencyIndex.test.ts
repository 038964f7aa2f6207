import { RecencyIndex } from './recencyIndex';

describe('RecencyIndex', () => {
  it('evicts the least recently used key beyond its size and reports it', () => {
    const evicted: string[] = [];
    const index = new RecencyIndex(2, (key) => evicted.push(key));
    index.touch('a');
    index.touch('b');
    index.touch('a'); // a is now the most recent
    index.touch('c');
    expect(evicted).toEqual(['b']);
    expect(index.size).toBe(2);
  });

  it('forgets a deleted key without reporting an eviction', () => {
    const evicted: string[] = [];
    const index = new RecencyIndex(1, (key) => evicted.push(key));
    index.touch('a');
    index.delete('a');
    index.touch('b');
    expect(evicted).toEqual([]);
    expect(index.size).toBe(1);
  });
});
