import { mkdirSync } from 'node:fs';

import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { addActiveToFavourites, seriousViolations } from './visitorPages';

const DENVER = { slug: 'denver-co-us', name: 'Denver, CO' };
const SHOTS = '/tmp/shots';
const CLOCK = /^\d{1,2}:\d{2} (AM|PM)$/;

/** The server-drawn first view of the map (focusable, named like the canvas). */
const staticView = (region: Locator) => region.locator('[data-static-map]');

/**
 * Reaches for the static first view until the page has hydrated and the interactive map starts
 * loading (maplibre loads on intent only).
 */
async function reachForMap(region: Locator, reach: (view: Locator) => Promise<void>) {
  await expect(async () => {
    await reach(staticView(region));
    await expect(region).not.toHaveAttribute('data-map-state', 'static', { timeout: 1500 });
  }).toPass({ timeout: 30_000 });
}

/**
 * The region "Map", once its map has drawn (the panel marks it ready on maplibre's first idle);
 * a static first view is clicked first, as a visitor would.
 */
async function readyMap(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: 'Map', exact: true });
  if ((await staticView(region).count()) > 0) await reachForMap(region, (view) => view.click());
  await expect(region).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
  return region;
}

/** The `center` of the address, as written. */
function centerOf(url: string): string | null {
  return new URL(url).searchParams.get('center');
}

test.describe('the weather map', () => {
  test('the first HTML has a static map with the latest radar tiles; no maplibre without intent', async ({
    page,
  }) => {
    const tiles = new Map<string, number>();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/tiles/radar/') && path.endsWith('.png'))
        tiles.set(path, response.status());
      if (path.endsWith('.js')) scripts.push(path);
    });
    const response = await page.goto(`/maps/${DENVER.slug}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-static-map');
    expect(html).toMatch(/<img[^>]+src="\/tiles\/radar\/[^"]+\/\d+\/\d+\/\d+/);

    const region = page.getByRole('region', { name: 'Map', exact: true });
    const view = page.getByRole('button', { name: new RegExp(`^Weather map of ${DENVER.name}`) });
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAttribute('data-map-state', 'static');
    const images = view.locator('foreignObject img');
    const count = await images.count();
    expect(count).toBeGreaterThan(3);
    // Each tile in its own place on the grid (not stacked at the frame's corner).
    const tileBoxes = await images.evaluateAll((all) =>
      all.map((image) => {
        const box = image.getBoundingClientRect();
        const src = new URL((image as HTMLImageElement).src).pathname;
        return { src, left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      }),
    );
    expect(new Set(tileBoxes.map((b) => `${Math.round(b.left)},${Math.round(b.top)}`)).size).toBe(
      count,
    );
    // The frame is larger than the view: the tiles the view shows are fetched (and answer 200),
    // those wholly outside it are not.
    const stage = (await view.boundingBox())!;
    const shown = tileBoxes.filter(
      (b) =>
        b.right > stage.x + 1 &&
        b.left < stage.x + stage.width - 1 &&
        b.bottom > stage.y + 1 &&
        b.top < stage.y + stage.height - 1,
    );
    const hidden = tileBoxes.filter(
      (b) =>
        b.right < stage.x - 1 ||
        b.left > stage.x + stage.width + 1 ||
        b.bottom < stage.y - 1 ||
        b.top > stage.y + stage.height + 1,
    );
    expect(hidden.length).toBeGreaterThan(0);
    await expect
      .poll(() => shown.filter((b) => tiles.get(b.src) === 200).length)
      .toBe(shown.length);
    expect(hidden.filter((b) => tiles.has(b.src))).toEqual([]);
    // Land, state and country lines are drawn under the radar (Denver's view is all land: the
    // state lines carry the detail).
    const drawn = await view
      .locator('svg path')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? '').join(''));
    expect(drawn.length).toBeGreaterThan(200);
    await page.waitForTimeout(1500);
    await expect(region).toHaveAttribute('data-map-state', 'static');
    await expect(region.locator('canvas')).toHaveCount(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/maps-static-1280.png` });
    expect(await seriousViolations(page)).toEqual([]);

    // A pointer on the map loads the interactive one in its place.
    await reachForMap(region, (v) => v.click());
    await expect(region).toHaveAttribute('data-map-state', 'ready', { timeout: 30_000 });
    await expect(region.locator('canvas')).toHaveCount(1);
    await expect(staticView(region)).toHaveCount(0);
  });

  test('opens for Denver with its summary, legend and a drawn map; axe clean', async ({ page }) => {
    const response = await page.goto(`/maps/${DENVER.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${DENVER.name} Weather Map & Radar`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${DENVER.name} Weather Map & Radar`,
    );
    await expect(page.getByRole('region', { name: 'Radar summary' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Legend: Radar' })).toContainText('Light');
    const map = await readyMap(page);
    // The canvas is focusable and named (arrows pan, + and − zoom).
    const canvas = map.locator('canvas');
    await expect(canvas).toHaveAttribute('tabindex', '0');
    await expect(canvas).toHaveAttribute(
      'aria-label',
      new RegExp(`^Weather map of ${DENVER.name}`),
    );
    const box = (await canvas.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThan(300);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('switches layers by the radio group, keeping the layer in the address', async ({ page }) => {
    await page.goto(`/maps/${DENVER.slug}`);
    const map = await readyMap(page);
    const group = page.getByRole('radiogroup', { name: 'Map layer' });
    await expect(group.getByRole('radio', { name: 'Radar' })).toBeChecked();

    await group.getByRole('radio', { name: 'Temperature' }).check();
    await expect(map).toHaveAttribute('data-map-layer', 'Temperature.Global');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('layerId'))
      .toBe('Temperature.Global');
    await expect(page.getByRole('region', { name: 'Legend: Temperature' })).toContainText(/°F/);

    await group.getByRole('radio', { name: 'Alerts' }).check();
    const alerts = page.getByRole('region', { name: 'Alerts on the map' });
    await expect(alerts).toContainText(
      /No active alerts|Winter|Warning|Watch|Advisory|Alert|Statement/,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await group.getByRole('radio', { name: 'Hurricanes' }).check();
    await expect(page.getByRole('region', { name: 'Active tropical storms' })).toBeVisible();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('layerId'))
      .toBe('Hurricanes.Global');

    await group.getByRole('radio', { name: 'Radar' }).check();
    await expect(page.getByRole('button', { name: 'Play radar' })).toBeVisible();
  });

  test('plays, pauses and steps the radar', async ({ page }) => {
    await page.goto(`/maps/${DENVER.slug}`);
    await readyMap(page);
    const slider = page.getByRole('slider', { name: 'Radar time' });
    await expect(slider).toBeEnabled();
    await expect(slider).toHaveAttribute('aria-valuetext', CLOCK);
    const latest = await slider.getAttribute('aria-valuetext');
    expect(Number(await slider.getAttribute('max'))).toBeGreaterThanOrEqual(12);

    // Step back one frame with the keyboard: ten minutes earlier.
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).not.toHaveAttribute('aria-valuetext', latest!);
    await expect(slider).toHaveAttribute('aria-valuetext', CLOCK);

    await page.getByRole('button', { name: 'Play radar' }).click();
    const pause = page.getByRole('button', { name: 'Pause radar' });
    await expect(pause).toBeVisible();
    const playingAt = await slider.inputValue();
    await expect.poll(() => slider.inputValue(), { timeout: 5000 }).not.toBe(playingAt);
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play radar' })).toBeVisible();
    const pausedAt = await slider.inputValue();
    await page.waitForTimeout(1500);
    expect(await slider.inputValue()).toBe(pausedAt);

    const opacity = page.getByRole('slider', { name: 'Radar opacity' });
    await opacity.fill('50');
    await expect(opacity).toHaveAttribute('aria-valuetext', '50%');
  });

  test('pans by keyboard into the address; a reload opens the same view', async ({ page }) => {
    await page.goto(`/maps/${DENVER.slug}?center=39.7392,-104.9847,7&layerId=Temperature.Global`);
    const region = page.getByRole('region', { name: 'Map', exact: true });
    // The static view shows the temperature tiles; an arrow key on it loads the map and pans.
    await expect(
      staticView(region).locator('[data-static-layer="Temperature.Global"] img').first(),
    ).toBeVisible();
    await reachForMap(region, (view) => view.press('ArrowRight'));
    const map = await readyMap(page);
    await expect(map).toHaveAttribute('data-map-center', '39.7392,-104.9847,7');
    await expect.poll(() => centerOf(page.url())).not.toBe('39.7392,-104.9847,7');
    // The canvas took the focus from the static view: the keys go on panning.
    await expect(map.locator('canvas')).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => centerOf(page.url())).not.toBe('39.7392,-104.9847,7');
    // Let the pan settle before reading the address.
    await page.waitForTimeout(800);
    const center = centerOf(page.url())!;
    const [lat, lon, zoom] = center.split(',').map(Number);
    expect(lat).toBeCloseTo(39.7392, 1);
    expect(lon).toBeGreaterThan(-104.9847);
    expect(zoom).toBe(7);
    await page.keyboard.press('+');
    await expect.poll(() => Number(centerOf(page.url())?.split(',')[2])).toBeGreaterThan(7);
    await page.waitForTimeout(800);
    const shared = page.url();

    await page.reload();
    const again = await readyMap(page);
    await expect(again).toHaveAttribute('data-map-center', centerOf(shared)!);
    await expect(
      page
        .getByRole('radiogroup', { name: 'Map layer' })
        .getByRole('radio', { name: 'Temperature' }),
    ).toBeChecked();
    expect(page.url()).toBe(shared);
  });

  test('invalid view values fall back to the place', async ({ page }) => {
    const response = await page.goto(`/maps/${DENVER.slug}?center=999,abc&layerId=Snow`);
    expect(response?.status()).toBe(200);
    const map = await readyMap(page);
    await expect(map).toHaveAttribute('data-map-center', '39.7392,-104.9847,7');
    await expect(
      page.getByRole('radiogroup', { name: 'Map layer' }).getByRole('radio', { name: 'Radar' }),
    ).toBeChecked();
  });

  test("opens from a favourite's link on the map view", async ({ page }) => {
    await page.goto(`/maps/${DENVER.slug}`);
    await addActiveToFavourites(page);
    await page.goto('/maps/paris-ile-de-france-fr');
    await readyMap(page);
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    const link = page
      .getByRole('list', { name: 'Favourite locations' })
      .getByRole('link', { name: DENVER.name });
    await expect(link).toHaveAttribute(
      'href',
      /^\/maps\/denver-co-us\?center=39\.\d+,-104\.\d+,7&layerId=Radar\.Global/,
    );
    await link.click();
    await expect(page).toHaveURL(/\/maps\/denver-co-us\?center=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${DENVER.name} Weather Map & Radar`,
    );
    const map = await readyMap(page);
    // The map opens on the link's center (which may carry more decimals than the map writes).
    const drawn = (await map.getAttribute('data-map-center'))!.split(',').map(Number);
    const linked = centerOf(page.url())!.split(',').map(Number);
    expect(drawn).toHaveLength(3);
    drawn.forEach((value, i) => expect(value).toBeCloseTo(linked[i]!, 3));
    await expect(
      page.getByRole('radiogroup', { name: 'Map layer' }).getByRole('radio', { name: 'Radar' }),
    ).toBeChecked();
  });

  test('/maps opens the active place', async ({ page }) => {
    await page.goto(`/maps/${DENVER.slug}`);
    await page.goto('/maps?layerId=Alerts.Global');
    await expect(page).toHaveURL(/\/maps\/denver-co-us\?layerId=Alerts\.Global$/);
  });

  test('the GeoJSON test page draws the sample and refuses what is not GeoJSON', async ({
    page,
  }) => {
    await page.goto('/map-v2-test/geojson?url=/maps/sample.geojson');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('status').filter({ hasText: 'Drawing' })).toHaveText(
      'Drawing 5 features.',
    );
    await readyMap(page);
    await page.getByRole('textbox', { name: 'GeoJSON' }).fill('{"type": "Circle"}');
    await page.getByRole('button', { name: 'Draw GeoJSON' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'GeoJSON' })).toHaveText(
      'This JSON is not GeoJSON (a FeatureCollection, a Feature or a geometry).',
    );
    await page.getByRole('button', { name: 'Load sample' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Drawing' })).toHaveText(
      'Drawing 5 features.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Another origin is never fetched.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/map-v2-test/geojson?url=https://example.com/x.geojson');
    await readyMap(page);
    expect(asked.filter((u) => new URL(u).hostname === 'example.com')).toEqual([]);
    await expect(page.getByRole('status').filter({ hasText: 'Drawing' })).toHaveCount(0);
  });

  test('draws the basemap with its place names, from the shipped places and glyphs', async ({
    page,
  }) => {
    const served = new Map<string, number>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/maps/')) served.set(path, response.status());
    });
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Zoomed out over the central US: state borders, the Great Lakes and city names.
      await page.goto(`/maps/${DENVER.slug}?center=41,-92,4&layerId=Alerts.Global`);
      const map = await readyMap(page);
      expect(served.get('/maps/countries-50m.geojson')).toBe(200);
      expect(served.get('/maps/places.geojson')).toBe(200);
      expect(served.get('/maps/fonts/NotoSans-SemiBold/0-255.pbf')).toBe(200);
      await page.waitForTimeout(800);
      await map.screenshot({ path: `${SHOTS}/maps-basemap-us-${width}.png` });
      // Denver's region at the default zoom, under the radar.
      await page.goto(`/maps/${DENVER.slug}`);
      await readyMap(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${SHOTS}/maps-basemap-${width}.png`, fullPage: true });
    }
    expect([...served.values()].filter((status) => status >= 400)).toEqual([]);
  });

  test('screenshots at 375 and 1280 px without sideways scrolling', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/maps/${DENVER.slug}`);
      await readyMap(page);
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${SHOTS}/maps-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page
        .getByRole('radiogroup', { name: 'Map layer' })
        .getByRole('radio', { name: 'Temperature' })
        .check();
      await page.waitForTimeout(1000);
      await page.screenshot({ path: `${SHOTS}/maps-temperature-${width}.png` });
      for (const layer of ['Alerts', 'Hurricanes']) {
        await page
          .getByRole('radiogroup', { name: 'Map layer' })
          .getByRole('radio', { name: layer })
          .check();
        await page.waitForTimeout(1000);
        await page.screenshot({
          path: `${SHOTS}/maps-${layer.toLowerCase()}-${width}.png`,
          fullPage: true,
        });
      }
      // A storm shown on the map: its position, cone and tracks.
      const show = page.getByRole('button', { name: /^Show .+ on the map$/ }).first();
      if ((await show.count()) > 0) {
        await show.click();
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `${SHOTS}/maps-storm-${width}.png` });
      }
      await page.goto('/map-v2-test/geojson?url=/maps/sample.geojson');
      await readyMap(page);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${SHOTS}/maps-geojson-${width}.png`, fullPage: true });
    }
  });
});
