import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { defaultSiteSettings, loadSiteSettings } from './siteSettings';

const example = path.join(__dirname, '../../../config/site-settings.example.json');

function settingsFile(value: unknown): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'settings-')), 'site.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('site settings', () => {
  it('documents every field with its default in config/site-settings.example.json', () => {
    if (process.env.WRITE_SETTINGS_EXAMPLE)
      writeFileSync(example, `${JSON.stringify(defaultSiteSettings(), null, 2)}\n`);
    expect(JSON.parse(readFileSync(example, 'utf8'))).toEqual(defaultSiteSettings());
    expect(loadSiteSettings(example)).toEqual(defaultSiteSettings());
  });

  it('leaves every external link and address unconfigured by default (no placeholder ships)', () => {
    const settings = defaultSiteSettings();
    expect(JSON.stringify(settings)).not.toMatch(/example\.(com|org)/);
    expect(settings.links.careers).toBeNull();
    expect(settings.links.social.twitter).toBeNull();
    expect(settings.privacyEmail).toBeNull();
  });

  it('reads a file, keeping defaults for what it leaves out, and counts blank links as unset', () => {
    const settings = loadSiteSettings(
      settingsFile({
        links: { careers: 'https://jobs.weather.test/', social: { youtube: '' } },
        privacyEmail: 'privacy@weather.test',
        featureFlags: { enableNewFooterUIWithCMPIntegration: true },
      }),
    );
    expect(settings.links.careers).toBe('https://jobs.weather.test/');
    expect(settings.links.social.youtube).toBeNull();
    expect(settings.privacyEmail).toBe('privacy@weather.test');
    expect(settings.featureFlags.enableNewFooterUIWithCMPIntegration).toBe(true);
    expect(settings.sourceProviderId).toBe('wb');
  });

  it('refuses a bad value, an unknown field and a file that is not JSON, naming each', () => {
    expect(() =>
      loadSiteSettings(settingsFile({ links: { careers: 'javascript:alert(1)' }, colour: 'red' })),
    ).toThrow(/links\.careers[\s\S]*colour|colour[\s\S]*links\.careers/);
    expect(() => loadSiteSettings(settingsFile('{ not json'))).toThrow(/SITE_SETTINGS_FILE/);
    expect(() => loadSiteSettings('/no/such/file.json')).toThrow(/no\/such\/file/);
  });

  it('takes the header-bidding script from https or this site only, and a bounded ad refresh', () => {
    const ads = (value: object) => loadSiteSettings(settingsFile({ ads: value })).ads;
    expect(ads({}).prebidScriptUrl).toBeNull();
    expect(ads({}).refreshIntervalSeconds).toBe(300);
    expect(ads({ prebidScriptUrl: '' }).prebidScriptUrl).toBeNull();
    expect(ads({ prebidScriptUrl: 'https://cdn.example.net/prebid.js' }).prebidScriptUrl).toBe(
      'https://cdn.example.net/prebid.js',
    );
    expect(ads({ prebidScriptUrl: '/vendor/prebid.js' }).prebidScriptUrl).toBe('/vendor/prebid.js');
    for (const bad of ['http://cdn.example.net/prebid.js', '//evil.example/p.js', 'prebid.js'])
      expect(() => ads({ prebidScriptUrl: bad })).toThrow(/ads\.prebidScriptUrl/);
    expect(() => ads({ refreshIntervalSeconds: 5 })).toThrow(/ads\.refreshIntervalSeconds/);
  });

  it('takes the price granularity from the settings: a named one or buckets, nothing else', () => {
    const ads = (value: object) => loadSiteSettings(settingsFile({ ads: value })).ads;
    expect(ads({}).priceGranularity).toBe('medium');
    for (const name of ['low', 'medium', 'high', 'auto', 'dense'])
      expect(ads({ priceGranularity: name }).priceGranularity).toBe(name);
    const buckets = { buckets: [{ precision: 2, max: 20, increment: 0.1 }] };
    expect(ads({ priceGranularity: buckets }).priceGranularity).toEqual(buckets);
    for (const bad of [
      'ultra',
      '',
      5,
      { buckets: [] },
      { buckets: [{ max: 20 }] },
      { buckets: [{ max: 20, increment: 0 }] },
      { buckets: [{ max: 20, increment: 0.1 }], extra: true },
    ])
      expect(() => ads({ priceGranularity: bad })).toThrow(/ads\.priceGranularity/);
  });
});
