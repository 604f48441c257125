import { expect, hydrated, test } from './fixtures';

test.describe('search', () => {
  test("'/' opens it, typing finds pages, Enter goes to the chosen result", async ({ page }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    await page.keyboard.press('/');
    const input = page.locator('.rp-search-panel__input');
    await expect(input).toBeFocused();
    await page.keyboard.type('bundleless');
    // The index loads when the panel first opens; on a busy machine that takes a few seconds.
    await expect(page.locator('.rp-search-panel__results')).toContainText(/bundleless/i, {
      timeout: 20_000,
    });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL('/guide/start/');
    await expect(input).toHaveCount(0);
  });

  test('Ctrl+K opens it and Escape closes it', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    // The panel listens for Escape once mounted; on a busy machine that can lag the focus.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.rp-search-panel__input')).toHaveCount(0, { timeout: 1000 });
    }).toPass();
  });

  test('Enter on a focused link follows it and breaks nothing while search is closed', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    await page.locator('.rp-doc a[href="/guide/start/quick-start"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/guide/start/quick-start');
  });
});
