import { expect, test } from './fixtures';
import {
  addActiveToFavourites,
  chooseUnits,
  managedNames,
  openManageLocations,
  PARIS,
  searchAndSelect,
  seriousViolations,
} from './visitorPages';

test.describe('the visitor core in a real browser', () => {
  test('search, favourite two places, reorder by keyboard and by dragging, delete and undo', async ({
    page,
  }) => {
    await page.goto(PARIS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Paris, Île-de-France, France current weather',
    );
    await addActiveToFavourites(page);

    await searchAndSelect(page, 'new york', 'New York City, NY');
    await page.waitForURL('**/weather-forecast/now/new-york-city-ny-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'New York City, NY current weather',
    );
    await addActiveToFavourites(page);

    await page.getByRole('button', { name: 'Favourite locations' }).click();
    const menu = page.getByRole('list', { name: 'Favourite locations' });
    await expect(menu.getByRole('link')).toHaveText([
      'Paris, Île-de-France, France',
      'New York City, NY',
    ]);
    await page.keyboard.press('Escape');

    const dialog = await openManageLocations(page);
    expect(await managedNames(dialog)).toEqual(['Paris', 'New York City']);
    await dialog.getByRole('button', { name: 'Move Paris down' }).click();
    await expect.poll(() => managedNames(dialog)).toEqual(['New York City', 'Paris']);

    // Drag Paris back to the top with the mouse (the library wants a press, a small move, then the drag).
    const handle = dialog
      .getByRole('button', { name: 'Reorder Paris' })
      .or(dialog.getByLabel('Reorder Paris'))
      .first();
    const target = dialog.getByLabel('Reorder New York City').first();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 6, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => managedNames(dialog)).toEqual(['Paris', 'New York City']);

    // The same by keyboard on the handle; a screen reader hears the place's name and where it is.
    const heard = page.locator('[id^="rfd-announcement"]');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(heard).toHaveText('You have lifted Paris, in position 1 of 2.');
    await page.keyboard.press('ArrowDown');
    await expect(heard).toHaveText('Paris moved to position 2 of 2.');
    await page.keyboard.press('Space');
    await expect(heard).toHaveText('You have dropped Paris. It moved from position 1 to 2.');
    await expect.poll(() => managedNames(dialog)).toEqual(['New York City', 'Paris']);
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(heard).toHaveText('You have dropped Paris. It moved from position 2 to 1.');
    await expect.poll(() => managedNames(dialog)).toEqual(['Paris', 'New York City']);

    await dialog.getByRole('button', { name: 'Delete Paris' }).click();
    await expect.poll(() => managedNames(dialog)).toEqual(['New York City']);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => managedNames(dialog)).toEqual(['Paris', 'New York City']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The server kept the order: the first HTML after a reload lists the favourites in it.
    const html = await (await page.request.get(page.url())).text();
    expect(html.indexOf('Paris, Île-de-France, France')).toBeLessThan(
      html.indexOf('New York City, NY</a>'),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(menu.getByRole('link')).toHaveText([
      'Paris, Île-de-France, France',
      'New York City, NY',
    ]);
  });

  test('choose a weather station for a favourite', async ({ page, context }) => {
    await page.goto(PARIS);
    await addActiveToFavourites(page);
    const dialog = await openManageLocations(page);
    await dialog.getByRole('button', { name: 'Choose station for Paris' }).click();
    const stations = dialog.getByRole('radiogroup', { name: 'Weather station' });
    const second = stations.getByRole('radio').nth(1);
    const label =
      (await second.getAttribute('aria-label')) ??
      (await second.evaluate((n) => (n as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    // Choosing saves at once and closes the selector, so click (check() would wait to see it checked).
    await second.click();
    await expect(dialog.getByRole('radiogroup', { name: 'Weather station' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Choose station for Paris' }).click();
    await expect(
      dialog.getByRole('radiogroup', { name: 'Weather station' }).getByRole('radio').nth(1),
    ).toBeChecked();
    const cookie = (await context.cookies()).find((c) => c.name === 'UserState-v1');
    const state = JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as {
      FL: { L: { S: string | null } }[];
    };
    expect(state.FL[0]?.L.S).toMatch(/^metar-/);
    expect(label).toBeTruthy();
    await page.keyboard.press('Escape');
    // The dropdown entry now carries the station.
    await page.reload();
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(page.getByRole('link', { name: 'Paris, Île-de-France, France' })).toHaveAttribute(
      'href',
      /station=metar-/,
    );
  });

  test('choose a station for the active place that is not a favourite; the alerts badge links to its alerts', async ({
    page,
  }) => {
    await page.goto(PARIS);
    await expect(page.getByRole('link', { name: /^\d+ alerts for Paris$/ })).toHaveAttribute(
      'href',
      '/alerts/paris-ile-de-france-fr',
    );
    // Paris has airports within the search radius: the line names the nearest.
    await expect(page.getByText(/^Nearest weather station: \S/)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Choose station for Paris' }).click();
    const second = page
      .getByRole('radiogroup', { name: 'Weather station' })
      .getByRole('radio')
      .nth(1);
    const value = await second.getAttribute('value');
    await second.click();
    await expect(page.getByText(/^Station: /)).toBeVisible();
    const shown = await page.getByText(/^Station: /).textContent();
    // The line changes at once; the selector closes when the server has the choice. A reload
    // before that would cancel the save (as it would for a visitor).
    await expect(page.getByRole('radiogroup', { name: 'Weather station' })).toBeHidden();
    await page.reload();
    await expect(page.getByText(/^Station: /)).toHaveText(shown ?? '');
    expect(value).toBeTruthy();
  });

  test("the chosen station supplies the current conditions, and a favourite's station is the favourite's", async ({
    page,
  }) => {
    await page.goto(PARIS);
    await addActiveToFavourites(page);
    const conditions = page.getByRole('region', { name: 'Current conditions' });
    const before = await conditions.innerText();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Choose station for Paris' }).click();
    const radios = page.getByRole('radiogroup', { name: 'Weather station' }).getByRole('radio');
    // The farthest station listed: its conditions are another point's.
    const farthest = radios.last();
    const stationId = (await farthest.getAttribute('value')) ?? '';
    await farthest.click();
    const route = `metar-${stationId.toLowerCase()}`;
    await expect(page).toHaveURL(new RegExp(`\\?station=${route}$`));
    await expect(conditions).not.toHaveText(before);
    const line = main.getByText(/^Station: /);
    const chosen = await line.innerText();
    // Paris is a favourite: the station is the favourite's, and its link carries it.
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    await expect(
      page.getByRole('list', { name: 'Favourite locations' }).getByRole('link', { name: /Paris/ }),
    ).toHaveAttribute('href', new RegExp(`station=${route}`));
    // Opened afresh without the query, the page keeps the station.
    await page.goto(PARIS);
    await expect(line).toHaveText(chosen);
  });

  test('change units and see every value converted; a reload renders them server-side', async ({
    page,
  }) => {
    await page.goto(PARIS);
    const temperature = page.getByLabel(/^Temperature /);
    const fahrenheit = Number(/(-?\d+)°F/.exec((await temperature.textContent()) ?? '')?.[1]);
    const settings = await chooseUnits(page, {
      Temperature: 'Celsius °C',
      'Wind speed': 'km/h',
      Pressure: 'mbar',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    const celsius = Number(/(-?\d+)°C/.exec((await temperature.textContent()) ?? '')?.[1]);
    expect(Math.abs(celsius - ((fahrenheit - 32) * 5) / 9)).toBeLessThanOrEqual(1);
    await expect(page.getByText(/ km\/h$/).first()).toBeVisible();
    await expect(page.getByText(/ mbar$/).first()).toBeVisible();

    // Saved on close: the next first HTML is already in the new units.
    await expect
      .poll(async () => (await (await page.request.get(page.url())).text()).includes('°C'))
      .toBe(true);
    const html = await (await page.request.get(page.url())).text();
    expect(html).toContain('mbar');
    expect(html).not.toContain('°F');
  });

  test("units and favourites saved in one tab show in the site's other open tabs, and a later change there keeps them", async ({
    page,
  }) => {
    const tab = await page.context().newPage();
    await tab.goto(PARIS);
    await page.goto(PARIS);
    await expect(tab.getByLabel(/^Temperature /)).toContainText('°F');

    const settings = await chooseUnits(page, { Temperature: 'Celsius °C' });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    // Saved on close; the other tab shows it without a reload.
    await expect(tab.getByLabel(/^Temperature /)).toContainText('°C');

    // A unit changed in that tab keeps the first tab's choice.
    await chooseUnits(tab, { 'Wind speed': 'knots' });
    await tab.keyboard.press('Escape');
    await expect(page.getByText(/ knots$/).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Temperature /)).toContainText('°C');
    await expect(page.getByText(/ knots$/).first()).toBeVisible();

    // A favourite added in one tab is in the other's list, and gone from it once removed.
    await addActiveToFavourites(page);
    await tab.getByRole('button', { name: 'Favourite locations' }).click();
    const list = tab.getByRole('list', { name: 'Favourite locations' });
    await expect(list.getByRole('link')).toHaveText(['Paris, Île-de-France, France']);
    await expect(tab.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(tab.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(list.getByRole('link')).toHaveCount(0);
  });

  test('a search that finds nothing says "No locations found", in the header and in Manage Locations', async ({
    page,
  }) => {
    await page.goto(PARIS);
    const header = page.getByRole('combobox', { name: 'Search locations' });
    await header.click();
    await header.fill('zzqxwv');
    await expect(page.getByText('No locations found', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^No locations found$/ })).toHaveCount(
      1,
    );
    await expect(page.getByRole('listbox')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(header).toHaveValue('');

    const dialog = await openManageLocations(page);
    const add = dialog.getByRole('combobox', { name: 'Add a location' });
    await add.fill('zzqxwv');
    await expect(dialog.getByText('No locations found', { exact: true }).first()).toBeVisible();
    // A real search still lists places, chosen by keyboard like in the header.
    await add.fill('lond');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const first = (await dialog.getByRole('option').first().textContent()) ?? '';
    await add.press('Enter');
    await expect.poll(() => managedNames(dialog)).toEqual([first.split(',')[0]]);
    await expect(add).toHaveValue('');
  });

  test('a metric visitor sees the station distances in kilometres', async ({ page }) => {
    await page.goto(PARIS);
    const settings = await chooseUnits(page, { Rain: 'mm' });
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Choose station for Paris' }).click();
    const radios = page.getByRole('radiogroup', { name: 'Weather station' }).getByRole('radio');
    await expect(radios.first()).toBeVisible();
    const labels = await radios.evaluateAll((nodes) =>
      nodes.map((n) => (n as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/\(\d+(\.\d)? km\)$/);
  });

  test('pages and dialogs have no serious or critical accessibility violation', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(PARIS);
    expect(await seriousViolations(page)).toEqual([]);
    await addActiveToFavourites(page);
    const dialog = await openManageLocations(page);
    await dialog.getByRole('button', { name: 'Choose station for Paris' }).click();
    await expect(dialog.getByRole('radiogroup', { name: 'Weather station' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Search locations' }).fill('lond');
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
