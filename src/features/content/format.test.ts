import { formatArticleDay, formatArticleTime } from './format';

describe('article dates', () => {
  it('are written in UTC, the same on the server and in the browser', () => {
    expect(formatArticleDay('2026-11-18T23:30:00Z')).toBe('November 18, 2026');
    expect(formatArticleTime('2026-11-18T15:05:00Z')).toBe('November 18, 2026, 3:05 PM UTC');
    expect(formatArticleTime('2026-06-01T00:00:00Z')).toBe('June 1, 2026, 12:00 AM UTC');
    expect(formatArticleTime('2026-06-01T12:45:00Z')).toBe('June 1, 2026, 12:45 PM UTC');
  });
});
