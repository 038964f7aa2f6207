import { readFileSync } from 'node:fs';
import path from 'node:path';

import { issuedAtFromText, parseOutlookText, productText } from './outlookText';

const read = (...parts: string[]) => readFileSync(path.join(__dirname, ...parts), 'utf8');

describe('NHC Tropical Weather Outlook parser', () => {
  it('parses the open areas of the Atlantic sample, invest ids, titles and chances', () => {
    const { issuedAt, areas } = parseOutlookText('at', read('samples', 'MIATWOAT.txt'));
    expect(issuedAt).toBe('2024-10-08T12:00:00.000Z');
    expect(areas).toHaveLength(2);
    expect(areas[0]).toMatchObject({
      id: 'AL93',
      title: 'Central Tropical Atlantic',
      chance48h: { level: 'low', percent: 10 },
      chance7d: { level: 'medium', percent: 40 },
    });
    expect(areas[0]?.description).toMatch(
      /^Showers and thunderstorms .* central tropical Atlantic\.$/,
    );
    expect(areas[1]).toMatchObject({
      id: 'at-2',
      title: 'Eastern Tropical Atlantic',
      chance48h: { level: 'low', percent: 0 },
    });
  });

  it('finds no area in a quiet product', () => {
    expect(parseOutlookText('cp', read('samples', 'HFOTWOCP.txt'))).toEqual({
      issuedAt: '2024-10-08T12:00:00.000Z',
      areas: [],
    });
    expect(parseOutlookText('ep', read('samples', 'MIATWOEP.txt')).areas).toEqual([]);
  });

  it('reads the .shtml page: text inside <pre>, entities decoded, areas without a heading', () => {
    expect(productText('<html><pre>a &amp; b</pre></html>')).toBe('a & b');
    const { issuedAt, areas } = parseOutlookText('at', read('fixtures', 'MIATWOAT.shtml'));
    expect(issuedAt).toBe('2026-08-20T18:00:00.000Z');
    expect(areas[0]).toMatchObject({
      id: 'AL94',
      title: 'Southwestern Gulf',
      chance7d: { level: 'high', percent: 90 },
    });
    expect(areas[0]?.description).toContain('showers & thunderstorms');
    expect(areas[1]).toMatchObject({
      id: 'at-2',
      title: null,
      chance7d: { level: 'low', percent: 10 },
    });
    expect(areas[1]?.description).toBe(
      'A tropical wave over the eastern tropical Atlantic is producing limited shower activity.',
    );
  });

  it('converts issuance lines of each zone, noon and midnight included', () => {
    expect(issuedAtFromText('1100 PM HST Mon Sep 1 2025')).toBe('2025-09-02T09:00:00.000Z');
    expect(issuedAtFromText('1200 PM CDT Wed Jun 4 2025')).toBe('2025-06-04T17:00:00.000Z');
    expect(issuedAtFromText('1200 AM EST Fri Dec 5 2025')).toBe('2025-12-05T05:00:00.000Z');
    expect(issuedAtFromText('no time here')).toBeNull();
  });
});
