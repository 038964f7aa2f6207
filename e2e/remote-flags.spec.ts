import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// @ts-expect-error -- plain ESM helper shared with the benchmark; it has no type declarations.
import { startTestServer } from '../scripts/test-server.mjs';
import { expect, test } from './fixtures';

type Server = { url: string; dataDir: string; stop: () => Promise<void> };

// A site of its own whose server re-reads the flags on every page (minimum fetch interval 0), so a
// change made with the command shows on the next load.
let server: Server;
test.beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-flags-'));
  const settingsFile = path.join(dir, 'site-settings.json');
  writeFileSync(settingsFile, JSON.stringify({ remoteConfig: { MinimumFetchIntervalMillis: 0 } }));
  server = (await startTestServer({ env: { SITE_SETTINGS_FILE: settingsFile } })) as Server;
});
test.afterAll(async () => server?.stop());

function flags(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/flags.mjs', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

test('npm run flags switches the footer on the next load, with no flip during hydration', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  const activation = page.waitForResponse((res) =>
    res.url().includes('/remote-config/v1/projects/local/namespaces/firebase:fetch'),
  );
  await page.goto(`${server.url}/faq`);
  expect((await activation).status()).toBe(200);
  await expect(footer.getByRole('list', { name: 'Site links' })).toHaveCount(0);

  expect(flags('set', 'enableNewFooterUIWithCMPIntegration', 'true')).toMatch(
    /set enableNewFooterUIWithCMPIntegration = true/,
  );
  // The open page keeps its footer (the change shows from the next page)…
  await page.waitForTimeout(300);
  await expect(footer.getByRole('list', { name: 'Site links' })).toHaveCount(0);

  // …and the next load has the newer grid in its first HTML, unchanged after hydration.
  const html = await (await page.request.get(`${server.url}/faq`)).text();
  expect(html).toContain('aria-label="Site links"');
  await page.reload();
  const grid = footer.getByRole('list', { name: 'Site links' });
  await expect(grid).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(grid).toBeVisible();

  expect(flags('list')).toMatch(/enableNewFooterUIWithCMPIntegration +true/);
  flags('unset', 'enableNewFooterUIWithCMPIntegration');
});

test('the embedded service refuses a bad fetch body with a JSON 400', async ({ request }) => {
  const res = await request.post(
    `${server.url}/remote-config/v1/projects/local/namespaces/firebase:fetch`,
    { data: { sdk_version: 1 } },
  );
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ error: expect.stringMatching(/Invalid fetch request/) });
});

test('a story page shows the sponsored recommendations below the story', async ({ page }) => {
  const feed = await page.request.get(
    `${server.url}/web2/api/sponsored/recommendations?pageId=news&placementId=Below+Article+Thumbnails`,
  );
  const story = ((await feed.json()) as { items: { url: string }[] }).items[0]?.url;
  expect(story).toMatch(/^\/(news|press|education)\//);
  await page.goto(`${server.url}${story}`);
  const widget = page.getByRole('region', { name: 'Recommended for you' });
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('link').first()).toBeVisible();
  await expect(widget.getByText(/^From /).first()).toBeVisible();
  await page.goto(`${page.url()}?lighthouse=1`);
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toHaveCount(0);
});
