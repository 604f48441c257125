import { expect, test } from './fixtures';

/** Makes every access to localStorage throw, as a browser that blocks site data does. */
const BLOCK_STORAGE = () => {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
};

test.describe('when local storage does not work', () => {
  test('pages render and the appearance still toggles, without an error @mobile', async ({
    page,
    isMobile,
  }) => {
    await page.addInitScript(BLOCK_STORAGE);
    await page.emulateMedia({ colorScheme: 'light' });
    for (const path of [
      '/',
      '/zh/guide/start/quick-start',
      '/config/lib/',
      '/blog/introducing-rslib',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
    }
    if (isMobile) await page.locator('.rp-nav-hamburger__sm').click();
    await page.locator('.rp-switch-appearance').filter({ visible: true }).first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a full storage (writes throw) breaks nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    await page.locator('.rp-switch-appearance').first().click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('a garbage appearance value is read as auto', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('rspress-theme-appearance', '{"not":"a theme"}'),
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });
});
