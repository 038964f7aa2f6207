import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildConfig, ConfigError, parseEnv } from './index';

/** Every variable `.env.example` names, as `NAME=` lines (set or commented out). */
function exampleVariables(): string[] {
  const text = readFileSync(path.join(__dirname, '../../../.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!);
}

describe('parseEnv', () => {
  it('needs no variable at all: every value has an embedded default', () => {
    const env = parseEnv({});
    expect(env.DATA_DIR).toBe('data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.WEATHER_UPSTREAM).toBe('auto');
    expect(env.OPEN_METEO_BASE_URL).toBe('https://api.open-meteo.com');
    expect(env.OPEN_METEO_AIR_QUALITY_BASE_URL).toBe('https://air-quality-api.open-meteo.com');
    expect(env.NWS_BASE_URL).toBe('https://api.weather.gov');
    expect(env.METEOALARM_BASE_URL).toBe('https://feeds.meteoalarm.org');
    expect(env.ECCC_BASE_URL).toBe('https://dd.weather.gc.ca');
    expect(env.NWS_USER_AGENT).toBeUndefined();
    expect(env.ALERTS_POLLER_DELAY_SECONDS).toBe(300);
  });

  it('treats blank values as unset, as a copied .env.example leaves them', () => {
    expect(parseEnv({ DATABASE_URL: '', PROVIDER_BASE_URL: '  ' }).DATABASE_URL).toBeUndefined();
    const weather = parseEnv({ WEATHER_UPSTREAM: '', OPEN_METEO_BASE_URL: ' ', NWS_BASE_URL: '' });
    expect(weather.WEATHER_UPSTREAM).toBe('auto');
    expect(weather.OPEN_METEO_BASE_URL).toBe('https://api.open-meteo.com');
    expect(weather.NWS_BASE_URL).toBe('https://api.weather.gov');
  });

  it('starts with every variable of .env.example copied blank, as with none', () => {
    const names = exampleVariables();
    expect(names.length).toBeGreaterThan(30);
    const blank = Object.fromEntries(names.map((name) => [name, '']));
    expect(parseEnv(blank)).toEqual(parseEnv({}));
  });

  it('refuses a database or Redis URL of another scheme, naming the variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://127.0.0.1/x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@db/w' }).DATABASE_URL).toBe(
      'postgresql://u@db/w',
    );
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(parseEnv({ REDIS_URL: 'rediss://cache:6380' }).REDIS_URL).toBe('rediss://cache:6380');
  });

  it('refuses a vitals dashboard token that could be guessed', () => {
    expect(() => parseEnv({ VITALS_DASHBOARD_TOKEN: 'short' })).toThrow(/VITALS_DASHBOARD_TOKEN/);
    const token = 'a'.repeat(24);
    expect(parseEnv({ VITALS_DASHBOARD_TOKEN: token }).VITALS_DASHBOARD_TOKEN).toBe(token);
  });

  it('names an unknown weather upstream and accepts the three it knows', () => {
    expect(() => parseEnv({ WEATHER_UPSTREAM: 'metoffice' })).toThrow(/WEATHER_UPSTREAM/);
    for (const name of ['auto', 'demo', 'open-meteo'])
      expect(parseEnv({ WEATHER_UPSTREAM: name }).WEATHER_UPSTREAM).toBe(name);
    expect(() => parseEnv({ NWS_BASE_URL: 'weather.gov' })).toThrow(/NWS_BASE_URL/);
    expect(() => parseEnv({ ECCC_BASE_URL: 'dd.weather.gc.ca' })).toThrow(/ECCC_BASE_URL/);
  });

  it('names the missing credential when an external provider is configured', () => {
    expect(() => parseEnv({ PROVIDER_BASE_URL: 'https://pulse.example.com' })).toThrow(ConfigError);
    expect(() =>
      parseEnv({ PROVIDER_BASE_URL: 'https://pulse.example.com', PROVIDER_AUTH_ID: 'a' }),
    ).toThrow(/PROVIDER_SECRET is required when PROVIDER_BASE_URL is set/);
  });

  it('names the client id required by an external identity provider', () => {
    expect(() => parseEnv({ OIDC_AUTHORITY: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
  });

  it('names a malformed variable', () => {
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ALERTS_POLLER_DELAY_SECONDS: 'soon' })).toThrow(
      /ALERTS_POLLER_DELAY_SECONDS/,
    );
  });
});

describe('the site origin, PORT and TRUST_PROXY', () => {
  it('defaults to http://localhost:PORT (PORT default 3000) and no trusted proxy', () => {
    expect(parseEnv({}).PORT).toBe(3000);
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ PORT: '' }).PORT).toBe(3000);
    expect(parseEnv({ PORT: '8080' }).PORT).toBe(8080);
    expect(() => parseEnv({ PORT: '99999' })).toThrow(/PORT/);
  });

  it('takes SITE_URL’s origin and refuses another scheme or a path', () => {
    expect(() => parseEnv({ SITE_URL: 'ftp://weather.example' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: 'not-a-url' })).toThrow(ConfigError);
    expect(() => parseEnv({ SITE_URL: 'not-a-url' })).toThrow(/SITE_URL/);
    expect(() => parseEnv({ SITE_URL: 'https://weather.example/app' })).toThrow(/SITE_URL/);
    expect(parseEnv({ SITE_URL: 'https://weather.example/' }).SITE_URL).toBe(
      'https://weather.example/',
    );
  });

  it('parses TRUST_PROXY addresses and CIDR ranges, IPv4 and IPv6, into canonical ranges', () => {
    expect(
      parseEnv({ TRUST_PROXY: ' 127.0.0.1/32, 10.1.2.3/8,::1 , 2001:db8::/32,192.168.0.5' })
        .TRUST_PROXY,
    ).toEqual(['127.0.0.1/32', '10.0.0.0/8', '::1/128', '2001:db8::/32', '192.168.0.5/32']);
  });

  it.each(['10.0.0.0/33', 'localhost', '10.0.0', '0x7f.1', '::1/129', '10.0.0.0/x', '1.2.3.4,bad'])(
    'refuses to start on TRUST_PROXY=%s, naming the variable',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('buildConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'weather-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('generates the provider pair and cookie keys on first start, privately, and keeps them', () => {
    const dataDir = path.join(dir, 'data');
    const first = buildConfig({ DATA_DIR: dataDir });
    const second = buildConfig({ DATA_DIR: dataDir });
    expect(first.provider.secret.length).toBeGreaterThanOrEqual(32);
    expect(first.provider.authId).toMatch(/^embedded-/);
    expect(second.provider).toEqual(first.provider);
    expect(second.cookieKeys).toEqual(first.cookieKeys);
    expect(statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(first.embeddedProvider).toBe(true);
  });

  it('gives each new data directory its own secrets', () => {
    const a = buildConfig({ DATA_DIR: path.join(dir, 'a') });
    const b = buildConfig({ DATA_DIR: path.join(dir, 'b') });
    expect(a.provider.secret).not.toBe(b.provider.secret);
  });

  it('lets PROVIDER_AUTH_ID and PROVIDER_SECRET override the generated pair', () => {
    const config = buildConfig({
      DATA_DIR: dir,
      PROVIDER_AUTH_ID: 'id-1',
      PROVIDER_SECRET: 's'.repeat(40),
    });
    expect(config.provider).toMatchObject({ authId: 'id-1', secret: 's'.repeat(40) });
    const stored = JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as {
      providerSecret: string;
    };
    expect(stored.providerSecret).not.toBe('s'.repeat(40));
  });

  it('refuses a damaged secrets file instead of silently replacing it', () => {
    writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify({ providerAuthId: 'x' }));
    expect(() => buildConfig({ DATA_DIR: dir })).toThrow(/secrets\.json is damaged/);
    writeFileSync(path.join(dir, 'secrets.json'), '{ not json');
    expect(() => buildConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => buildConfig({ DATA_DIR: dir })).toThrow(
      /secrets\.json is damaged: it is not JSON/,
    );
  });

  it('names DATA_DIR when the data directory cannot be made', () => {
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    expect(() => buildConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(
      /^DATA_DIR: cannot create .*a-file\/data \(ENOTDIR\)$/,
    );
  });

  it('fixes the site origin from the environment', () => {
    expect(buildConfig({ DATA_DIR: dir }).siteOrigin).toBe('http://localhost:3000');
    expect(buildConfig({ DATA_DIR: dir, PORT: '4000' }).siteOrigin).toBe('http://localhost:4000');
    expect(buildConfig({ DATA_DIR: dir, SITE_URL: 'https://Weather.Example/' }).siteOrigin).toBe(
      'https://weather.example',
    );
  });

  it('is frozen', () => {
    const config = buildConfig({ DATA_DIR: dir });
    expect(Object.isFrozen(config)).toBe(true);
  });
});
