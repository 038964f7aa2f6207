import { buildConfig } from '@/server/config';
import { defaultSiteSettings, type SiteSettings } from '@/server/config/siteSettings';
import { readTemplate, setFlag, unsetFlag } from '@/server/remote-config/flags.repository';
import { runFlagsCli } from '@/server/remote-config/cli';
import { readRemoteFlags, resetRemoteFlagsCache } from '@/server/remote-config/remoteFlags.service';

import { createTestDatabase, testEngines, type TestDatabase } from '@tests/utils/testDatabases';

import { handleRemoteConfigRequest, type RemoteConfigRequest } from './remoteConfigService';

const body = {
  sdk_version: 'parasol-web/1',
  app_instance_id: 'device-1',
  app_instance_id_token: '',
  app_id: '',
  language_code: 'en-US',
};

function settingsWith(remoteConfig: Partial<SiteSettings['remoteConfig']> = {}): SiteSettings {
  const base = defaultSiteSettings();
  return {
    ...base,
    adTagVendor: { ...base.adTagVendor, FirebaseRemoteConfigKey: 'enableAdTagVendor' },
    remoteConfig: { ...base.remoteConfig, ...remoteConfig },
  };
}

function request(over: Partial<RemoteConfigRequest> = {}): RemoteConfigRequest {
  return {
    method: 'POST',
    path: '/v1/projects/local/namespaces/firebase:fetch',
    query: {},
    headers: {},
    body,
    ...over,
  };
}

describe.each(testEngines)('embedded remote-config service (%s)', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(engine);
  });
  afterEach(() => t.destroy());

  it('answers the seeded template like Firebase: entries as strings, UPDATE, version and ETag', async () => {
    const answer = await handleRemoteConfigRequest(t.db, settingsWith(), request());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      entries: {
        enableMultiSizeRightRailTestAd: 'false',
        enableNewFooterUIWithCMPIntegration: 'false',
        enableAdTagVendor: 'false',
      },
      state: 'UPDATE',
      templateVersion: '1',
    });
    expect(answer.headers.ETag).toBe('"1"');
  });

  it('answers NO_CHANGE for the held version, and UPDATE again after a change', async () => {
    const settings = settingsWith();
    const held = { 'if-none-match': '"1"' };
    await handleRemoteConfigRequest(t.db, settings, request());
    expect(
      (await handleRemoteConfigRequest(t.db, settings, request({ headers: held }))).body,
    ).toEqual({
      state: 'NO_CHANGE',
      templateVersion: '1',
    });
    await setFlag(t.db, { name: 'enableNewFooterUIWithCMPIntegration', value: 'true' });
    const after = await handleRemoteConfigRequest(t.db, settings, request({ headers: held }));
    expect(after.body).toMatchObject({
      state: 'UPDATE',
      templateVersion: '2',
      entries: { enableNewFooterUIWithCMPIntegration: 'true' },
    });
  });

  it('answers NO_TEMPLATE for another namespace and for an emptied template', async () => {
    const settings = settingsWith();
    const other = await handleRemoteConfigRequest(
      t.db,
      settings,
      request({ path: '/v1/projects/local/namespaces/other:fetch' }),
    );
    expect(other.body).toEqual({ state: 'NO_TEMPLATE', templateVersion: '1' });
    for (const f of (await readTemplate(t.db)).flags) await unsetFlag(t.db, f.name);
    expect((await handleRemoteConfigRequest(t.db, settings, request())).body).toMatchObject({
      state: 'NO_TEMPLATE',
    });
  });

  it('refuses a bad body with a 400 naming the field', async () => {
    for (const bad of [undefined, {}, { ...body, sdk_version: 7 }, { ...body, extra: 1 }]) {
      const answer = await handleRemoteConfigRequest(t.db, settingsWith(), request({ body: bad }));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.stringMatching(/^Invalid fetch request/) });
    }
  });

  it('checks the API key when one is configured, and the project', async () => {
    const settings = settingsWith({ ApiKey: 'k-123', ProjectId: 'weather-prod' });
    const path = '/v1/projects/weather-prod/namespaces/firebase:fetch';
    expect((await handleRemoteConfigRequest(t.db, settings, request({ path }))).status).toBe(401);
    expect(
      (await handleRemoteConfigRequest(t.db, settings, request({ path, query: { key: 'nope' } })))
        .status,
    ).toBe(403);
    expect(
      (await handleRemoteConfigRequest(t.db, settings, request({ path, query: { key: 'k-123' } })))
        .status,
    ).toBe(200);
    const wrongProject = await handleRemoteConfigRequest(
      t.db,
      settings,
      request({ query: { key: 'k-123' } }),
    );
    expect(wrongProject).toMatchObject({ status: 404, body: { error: 'Unknown project: local' } });
  });

  it('answers 405 for another method and 404 for another path', async () => {
    expect(
      (await handleRemoteConfigRequest(t.db, settingsWith(), request({ method: 'GET' }))).status,
    ).toBe(405);
    expect(
      (
        await handleRemoteConfigRequest(
          t.db,
          settingsWith(),
          request({ path: '/v1/projects/local' }),
        )
      ).status,
    ).toBe(404);
  });

  it('seeds once: an unset flag stays unset', async () => {
    const settings = settingsWith();
    await handleRemoteConfigRequest(t.db, settings, request());
    expect(await unsetFlag(t.db, 'enableMultiSizeRightRailTestAd')).toBe(true);
    expect(await unsetFlag(t.db, 'enableMultiSizeRightRailTestAd')).toBe(false);
    const answer = await handleRemoteConfigRequest(t.db, settings, request());
    expect(Object.keys((answer.body as { entries: object }).entries)).not.toContain(
      'enableMultiSizeRightRailTestAd',
    );
  });

  it('npm run flags: list, set and unset edit the template; bad input is refused', async () => {
    const lines = { log: [] as string[], error: [] as string[] };
    const out = {
      log: (l: string) => lines.log.push(l),
      error: (l: string) => lines.error.push(l),
    };
    const run = (...args: string[]) => runFlagsCli(args, out, { db: t.db });
    expect(await run('list')).toBe(0);
    expect(lines.log.join('\n')).toMatch(/enableNewFooterUIWithCMPIntegration +false/);
    expect(await run('set', 'enableNewFooterUIWithCMPIntegration', 'true')).toBe(0);
    expect(lines.log.at(-1)).toBe(
      'set enableNewFooterUIWithCMPIntegration = true (template version 2)',
    );
    expect((await readTemplate(t.db)).flags).toContainEqual(
      expect.objectContaining({ name: 'enableNewFooterUIWithCMPIntegration', value: 'true' }),
    );
    expect(await run('unset', 'enableNewFooterUIWithCMPIntegration')).toBe(0);
    expect(await run('unset', 'enableNewFooterUIWithCMPIntegration')).toBe(1);
    expect(lines.error.at(-1)).toMatch(/there is no flag "enableNewFooterUIWithCMPIntegration"/);
    expect(await run('set', 'bad name', 'x')).toBe(2);
    expect(await run('set', 'okName')).toBe(2);
    expect(await run('set', 'okName', 'a', 'b')).toBe(2);
    expect(await run('drop', 'x')).toBe(2);
    expect(await run()).toBe(2);
    expect(lines.error.join('\n')).toMatch(/is not a flag name/);
    expect(lines.error.join('\n')).toMatch(/set needs a value/);
    expect(lines.error.join('\n')).toMatch(/unknown command "drop"/);
  });
});

describe('the server reader (server rendering)', () => {
  afterEach(() => resetRemoteFlagsCache());

  it('reads the embedded template and keeps it for the minimum fetch interval', async () => {
    const config = buildConfig({});
    const first = await readRemoteFlags({ config, now: 1_000 });
    expect(first.values.enableNewFooterUIWithCMPIntegration).toBe('false');
    const { getDb } = await import('@/server/db');
    await setFlag(await getDb(), { name: 'enableNewFooterUIWithCMPIntegration', value: 'true' });
    // Within the interval: the kept copy.
    expect((await readRemoteFlags({ config, now: 2_000 })).values).toEqual(first.values);
    // After it: the change.
    const later = await readRemoteFlags({ config, now: 1_000 + 43_200_000 });
    expect(later.values.enableNewFooterUIWithCMPIntegration).toBe('true');
  });
});
