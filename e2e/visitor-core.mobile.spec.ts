import { expect, test } from './fixtures';
import {
  addActiveToFavourites,
  managedNames,
  openManageLocations,
  PARIS,
  searchAndSelect,
  seriousViolations,
} from './visitorPages';

test.describe('the visitor core on a phone', () => {
  test('hamburger menu, search, favourites and reorder', async ({ page }) => {
    await page.goto(PARIS);
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Maps' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Maps' })).toHaveAttribute(
      'href',
      '/maps/paris-ile-de-france-fr',
    );
    await expect(menu.getByRole('link', { name: 'Press' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await addActiveToFavourites(page);
    await searchAndSelect(page, 'tokyo', 'Tokyo, Tokyo, Japan');
    await page.waitForURL('**/weather-forecast/now/tokyo-*');
    await addActiveToFavourites(page);
    const dialog = await openManageLocations(page);
    expect(await managedNames(dialog)).toEqual(['Paris', 'Tokyo']);
    await dialog.getByRole('button', { name: 'Move Tokyo up' }).click();
    await expect.poll(() => managedNames(dialog)).toEqual(['Tokyo', 'Paris']);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the favourites list stays on a narrow phone’s screen, under a long place name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(PARIS);
    await addActiveToFavourites(page);
    await page.getByRole('button', { name: 'Favourite locations' }).click();
    const manage = page.getByRole('button', { name: 'Manage Locations' });
    await expect(manage).toBeVisible();
    const panel = await page
      .locator('div')
      .filter({ has: manage })
      .filter({ hasText: 'Paris' })
      .last()
      .boundingBox();
    expect(panel?.x).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(320);
  });

  test('on a phone Tab moves down the location bar: the search, then the star below it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(PARIS);
    const search = page.getByRole('combobox', { name: 'Search locations' }).first();
    const star = page.getByRole('button', { name: 'Add to favourites' });
    await search.focus();
    await page.keyboard.press('Tab');
    await expect(star).toBeFocused();
    const [searchBox, starBox] = [await search.boundingBox(), await star.boundingBox()];
    if (!searchBox || !starBox) throw new Error('no search box or star');
    expect(starBox.y).toBeGreaterThanOrEqual(searchBox.y + searchBox.height);
    // The place's name shares the star's row (a long name wraps beside the actions).
    const name = await page
      .getByRole('region', { name: 'Location' })
      .getByText('Paris, Île-de-France, France')
      .boundingBox();
    if (!name) throw new Error('no place name');
    expect(starBox.y + starBox.height / 2).toBeGreaterThan(name.y);
    expect(starBox.y + starBox.height / 2).toBeLessThan(name.y + name.height);
  });

  test('Manage Locations on a 320 px phone: each row’s buttons together, each switch beside its words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(PARIS);
    await addActiveToFavourites(page);
    await searchAndSelect(page, 'denver', 'Denver, CO');
    await page.waitForURL('**/weather-forecast/now/denver-*');
    await addActiveToFavourites(page);
    const dialog = await openManageLocations(page);
    const box = async (name: string) => {
      const found = await dialog.getByRole('button', { name, exact: true }).boundingBox();
      if (!found) throw new Error(`no box for ${name}`);
      return found;
    };
    // Move up and Move down of one place sit on one row, beside its other buttons.
    const [up, down, remove] = [
      await box('Move Denver up'),
      await box('Move Denver down'),
      await box('Delete Denver'),
    ];
    expect(Math.abs(up.y - down.y)).toBeLessThan(2);
    expect(Math.abs(down.y - remove.y)).toBeLessThan(2);
    expect(down.x).toBeGreaterThan(up.x);

    // The alerts switch's words wrap beside its box, and the label is a thumb-sized target.
    const checkbox = dialog.getByRole('switch', { name: 'Notify me of alerts for Denver' });
    const boxOf = await checkbox.boundingBox();
    const label = await dialog
      .locator('label', { hasText: 'Notify me of alerts for Denver' })
      .boundingBox();
    if (!boxOf || !label) throw new Error('no alerts switch');
    expect(label.x).toBeGreaterThan(boxOf.x + boxOf.width - 1);
    expect(boxOf.y + boxOf.height / 2).toBeGreaterThan(label.y);
    expect(boxOf.y + boxOf.height / 2).toBeLessThan(label.y + label.height);
    expect(label.height).toBeGreaterThanOrEqual(24);
  });
});
