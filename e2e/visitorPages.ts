import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

import { expect } from './fixtures';

/** Place slugs of the embedded gazetteer used by the flows. */
export const PARIS = '/weather-forecast/now/paris-ile-de-france-fr';

/** Every page that shows one place, by its path without the place. */
export const PLACE_PAGE_PATHS = [
  '/weather-forecast/now',
  '/weather-forecast/hourly',
  '/weather-forecast/10-day-weather',
  '/alerts',
  '/air-quality',
  '/life/pollen',
  '/life/coldflu',
  '/life/outdoor-sports',
  '/life/snow-ski',
  '/life/travel',
] as const;

/** The names in the Manage Locations dialog, in list order. */
export async function managedNames(dialog: Locator): Promise<string[]> {
  const labels = await dialog
    .getByRole('button', { name: /^Delete / })
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^Delete /, ''));
}

/** Searches for a place and picks the option with this name. */
export async function searchAndSelect(page: Page, text: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search locations' });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).click();
}

/** Adds the page's place to the favourites with the star. */
export async function addActiveToFavourites(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Opens the Manage Locations dialog from the favourites dropdown. */
export async function openManageLocations(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Favourite locations' }).click();
  await page.getByRole('button', { name: 'Manage Locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Locations' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens Settings and checks `option` in each named radio group; answers the dialog, still open. */
export async function chooseUnits(page: Page, choices: Record<string, string>): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  for (const [group, option] of Object.entries(choices)) {
    await settings
      .getByRole('radiogroup', { name: group })
      .getByRole('radio', { name: option })
      .check();
  }
  return settings;
}

/**
 * Violations of axe's landmark rules: every piece of content inside a landmark, and every
 * landmark of a kind named apart from the others (a screen reader's landmark list).
 */
export async function landmarkViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withRules(['region', 'landmark-unique'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * axe-core's serious and critical violations on the page as it is now: every rule, over the page
 * and its same-origin frames. Run in axe's legacy mode, which skips the blank page the default
 * mode opens to merge frames' results and cross-origin frames (the ads' creatives, never the
 * site's markup): the same findings on the site's pages in half the time (3.3–3.8 s a scan
 * against 1.6–1.7 on a 2-core host), which is most of a flow's time on a loaded CI host.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
