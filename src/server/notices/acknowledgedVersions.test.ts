import { serialiseAcknowledgedVersions } from '@/lib/cookies';

import { parseAcknowledgedVersions } from './acknowledgedVersions';

describe('parseAcknowledgedVersions', () => {
  it('reads what the browser writes', () => {
    const value = serialiseAcknowledgedVersions({ tou: '2025-06', pp: '2026-01' });
    expect(parseAcknowledgedVersions(value)).toEqual({ tou: '2025-06', pp: '2026-01' });
  });

  it('reads a missing, malformed or oversized value as nothing acknowledged', () => {
    expect(parseAcknowledgedVersions(undefined)).toEqual({});
    expect(parseAcknowledgedVersions('')).toEqual({});
    expect(parseAcknowledgedVersions('tou=<script>&pp=2026-01')).toEqual({ pp: '2026-01' });
    expect(parseAcknowledgedVersions(`tou=${'1'.repeat(40)}`)).toEqual({});
    expect(parseAcknowledgedVersions('x'.repeat(300))).toEqual({});
  });
});
