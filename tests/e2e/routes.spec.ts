import { expect, SITE_PAGES, test } from './fixtures';

test.describe('every page of the site', () => {
  for (const { route, lang, file } of SITE_PAGES) {
    test(`${route} renders (${lang}/${file})`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveTitle(/Rslib/);
    });
  }

  test('both languages have the same pages', () => {
    const tails = (lang: string) =>
      SITE_PAGES.filter((p) => p.lang === lang)
        .map((p) => p.file)
        .sort();
    expect(tails('zh')).toEqual(tails('en'));
  });
});
