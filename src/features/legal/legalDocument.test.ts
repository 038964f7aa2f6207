import { configuredEmail, versionDate } from './legalDocument';

describe('versionDate', () => {
  it.each([
    ['2025-06', 'June 2025'],
    ['2026-01', 'January 2026'],
    ['2025-06-03', 'June 3, 2025'],
    [' 2024-12 ', 'December 2024'],
  ])('reads %j as %j', (version, date) => {
    expect(versionDate(version)).toBe(date);
  });

  it.each(['v7', '2025-13', '2025-02-30', '2025-6', '', '20250-01'])(
    'gives no date for %j',
    (version) => {
      expect(versionDate(version)).toBeNull();
    },
  );
});

describe('configuredEmail', () => {
  it('is the trimmed address, or null when blank or absent', () => {
    expect(configuredEmail(' a@b.test ')).toBe('a@b.test');
    expect(configuredEmail('  ')).toBeNull();
    expect(configuredEmail(null)).toBeNull();
    expect(configuredEmail(undefined)).toBeNull();
  });
});
