import {
  checkDashboardAccess,
  DASHBOARD_COOKIE,
  sessionValue,
  validSession,
} from './dashboardAccess';

const TOKEN = 'correct-horse-battery-staple-42';
const env = { VITALS_DASHBOARD_TOKEN: TOKEN };
const NOW = Date.parse('2026-03-02T10:00:00Z');

function call(
  options: {
    headers?: Record<string, string>;
    query?: Record<string, string>;
    env?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string | string[]> = {};
  const res = {
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader: (name: string, value: string | string[]) => {
      headers[name.toLowerCase()] = value;
      return res;
    },
  };
  const access = checkDashboardAccess(
    { headers: options.headers ?? {} },
    res as never,
    options.query ?? {},
    { env: options.env ?? env, now: NOW },
  );
  return { access, setCookie: headers['set-cookie'] };
}

describe('dashboard access', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('denies everything when no token is configured, or a too-short one (logged)', () => {
    expect(call({ env: {}, query: { token: TOKEN } }).access).toEqual({ kind: 'denied' });
    expect(
      call({
        env: { VITALS_DASHBOARD_TOKEN: 'short' },
        query: { token: 'short' },
      }).access,
    ).toEqual({ kind: 'denied' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('VITALS_DASHBOARD_TOKEN'));
  });

  it('denies a missing or wrong token', () => {
    expect(call().access).toEqual({ kind: 'denied' });
    expect(call({ query: { token: `${TOKEN}x` } }).access).toEqual({ kind: 'denied' });
    expect(call({ headers: { authorization: 'Bearer nope' } }).access).toEqual({ kind: 'denied' });
    expect(call({ headers: { cookie: `${DASHBOARD_COOKIE}=1.forged` } }).access).toEqual({
      kind: 'denied',
    });
  });

  it('grants a Bearer token', () => {
    expect(call({ headers: { authorization: `Bearer ${TOKEN}` } }).access).toEqual({
      kind: 'granted',
    });
  });

  it('trades a good ?token= for an HttpOnly, SameSite=Strict session cookie and a clean address', () => {
    const { access, setCookie } = call({ query: { token: TOKEN, days: '7' } });
    expect(access).toEqual({ kind: 'redirect', location: '/internal/vitals?days=7' });
    const cookie = String(setCookie);
    expect(cookie).toMatch(new RegExp(`^${DASHBOARD_COOKIE}=\\d+\\.[\\w-]{43}; `));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/internal/vitals');
    expect(cookie).not.toContain(TOKEN);
    const value = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(call({ headers: { cookie: `${DASHBOARD_COOKIE}=${value}` } }).access).toEqual({
      kind: 'granted',
    });
  });

  it('ends a session after 8 hours, and when the token changes', () => {
    const value = sessionValue(TOKEN, NOW);
    expect(validSession(TOKEN, value, NOW + 8 * 3600_000 - 1000)).toBe(true);
    expect(validSession(TOKEN, value, NOW + 8 * 3600_000)).toBe(false);
    expect(validSession(`${TOKEN}-rotated`, value, NOW)).toBe(false);
  });
});
