import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const LABELS = {
  en: { dialog: 'Search the documentation', input: 'Search', close: 'Close search' },
  zh: { dialog: '搜索文档', input: '搜索', close: '关闭搜索' },
};

/** Whether focus is inside `dialog` (and not on the page behind it). */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((element) => element.contains(document.activeElement));

/** Presses `key` `times` times; after each press focus must still be inside the dialog. */
async function pressKeepingFocusInside(page: Page, dialog: Locator, key: string, times: number) {
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key);
    expect(await focusInside(dialog), `focus after ${key} #${press + 1}`).toBe(true);
  }
}

/** The number of Tab stops in the dialog: how many presses bring focus back where it started. */
async function tabStops(page: Page, dialog: Locator, start: Locator): Promise<number> {
  await expect(start).toBeFocused();
  for (let press = 1; press <= 50; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus after Tab #${press}`).toBe(true);
    if (await start.evaluate((element) => element === document.activeElement)) return press;
  }
  throw new Error('Tab never came back to where it started');
}

/** Whether the page's main content is out of reach (inert) right now. */
const mainIsInert = (page: Page) =>
  page.locator('#main-content').evaluate((main) => main.closest('[inert]') !== null);

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/zh' : '';
  const label = LABELS[lang];

  test(`${lang}: the search is a named modal dialog that keeps focus and returns it @mobile`, async ({
    page,
  }, testInfo) => {
    // Two axe scans and some forty key presses, each followed by a look at the focus: 10 to 17 s
    // on a quiet machine, so the usual 30 s ran out on a loaded one.
    test.slow();
    await page.goto(`${prefix}/guide/start/`);
    await hydrated(page);
    const button = page.locator('.rslib-search .rp-search-button');
    await button.click();
    const dialog = page.getByRole('dialog', { name: label.dialog });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const input = dialog.getByRole('searchbox', { name: label.input });
    await expect(input).toBeFocused();
    expect(await mainIsInert(page)).toBe(true);
    await expectNoAxeViolations(page, testInfo, 'search dialog open');

    // Without results: Tab goes round inside and comes back to the box, Shift+Tab too.
    const emptyStops = await tabStops(page, dialog, input);
    await pressKeepingFocusInside(page, dialog, 'Shift+Tab', emptyStops);
    await expect(input).toBeFocused();

    // With results: more stops, still all inside.
    await page.keyboard.type(lang === 'zh' ? '打包' : 'bundle');
    await expect(dialog.locator('.DocSearch-Hit a').first()).toBeVisible();
    // Each result's link is itself the option (not a link inside one), the one chosen with the
    // arrow keys is the active descendant, and axe finds nothing with the results showing.
    await page.keyboard.press('ArrowDown');
    const chosen = dialog.getByRole('option', { selected: true });
    await expect(chosen).toHaveCount(1);
    expect(await chosen.evaluate((element) => element.tagName)).toBe('A');
    // Results of an earlier prefix may still be replaced while this reads the two: both are read
    // again until they agree.
    await expect(async () => {
      const id = (await chosen.getAttribute('id')) ?? '';
      await expect(input).toHaveAttribute('aria-activedescendant', id, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expectNoAxeViolations(page, testInfo, 'search dialog with results');
    const stops = await tabStops(page, dialog, input);
    expect(stops).toBeGreaterThan(emptyStops);
    await pressKeepingFocusInside(page, dialog, 'Shift+Tab', 3);

    // The close button returns focus to the button that opened the dialog.
    await dialog.getByRole('button', { name: label.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await mainIsInert(page)).toBe(false);
  });

  test(`${lang}: Escape after a shortcut returns focus to the Search button`, async ({ page }) => {
    await page.goto(`${prefix}/guide/start/`);
    await hydrated(page);
    await page.locator(`.rp-doc a[href^="${prefix}/guide/start/quick-start"]`).first().focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: label.dialog });
    await expect(dialog.getByRole('searchbox', { name: label.input })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.rslib-search .rp-search-button')).toBeFocused();
  });

  test(`${lang}: choosing a result moves focus to the page it opens @mobile`, async ({ page }) => {
    await page.goto(`${prefix}/guide/start/`);
    await hydrated(page);
    await page.locator('.rslib-search .rp-search-button').click();
    const dialog = page.getByRole('dialog', { name: label.dialog });
    await expect(dialog.getByRole('searchbox', { name: label.input })).toBeFocused();
    await page.keyboard.type('umdName');
    const first = dialog.locator('.DocSearch-Hit a').first();
    await expect(first).toContainText('umdName');
    const href = (await first.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${prefix}/config/lib/umd-name`));
    const hash = new URL(href, page.url()).hash.slice(1);
    // A section's result focuses its heading; a page's, the main content.
    const target = hash ? page.locator(`[id="${hash}"]`) : page.locator('#main-content');
    await expect(target).toBeFocused();
    await expect(page.locator('#main-content')).toContainText('umdName');
  });
}
