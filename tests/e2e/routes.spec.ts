import { expect, SITE_PAGES, test } from './fixtures';

test.describe('every page of the site', () => {
  for (const { route, lang, file } of SITE_PAGES) {
    test(`${route} renders (${lang}/${file})`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The home page's heading is the hero's name; every other page opens with its h1.
      const heading =
        file === 'index.md' ? page.locator('.rp-home-hero__title') : page.locator('h1').first();
      await expect(heading).toBeVisible();
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

test.describe('a missing page', () => {
  const cases = [
    { path: '/guide/does-not-exist', lang: 'en', title: 'PAGE NOT FOUND', home: '/' },
    { path: '/zh/guide/does-not-exist', lang: 'zh', title: '页面未找到', home: '/zh/' },
  ];
  for (const { path, lang, title, home } of cases) {
    test(`answers 404 in its language: ${path} @mobile`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await page.locator('.rp-not-found__home-link').click();
      await expect(page).toHaveURL(home);
    });
  }
});
