import { expect, test } from './fixtures';

test.describe('appearance', () => {
  test('the toggle switches to dark, and the choice survives a reload and navigation @mobile', async ({
    page,
    isMobile,
  }) => {
    // On a phone the toggle sits in the menu behind the hamburger button.
    const toggle = async () => {
      if (isMobile) await page.locator('.rp-nav-hamburger__sm').click();
      await page.locator('.rp-switch-appearance').filter({ visible: true }).first().click();
      if (isMobile) await page.locator('.rp-nav-hamburger__sm').click();
    };
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    const root = page.locator('html');
    await expect(root).not.toHaveClass(/\bdark\b/);

    await toggle();
    await expect(root).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(root).toHaveClass(/\bdark\b/);
    await page.goto('/zh/blog/');
    await expect(root).toHaveClass(/\bdark\b/);

    await toggle();
    await expect(root).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(root).not.toHaveClass(/\bdark\b/);
  });

  test('follows the system scheme before the reader chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});
