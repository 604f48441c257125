import { expect, test } from './fixtures';

const CASES = [
  {
    path: '/guide/does-not-exist',
    lang: 'en',
    title: 'PAGE NOT FOUND',
    home: 'Take me home',
    homePath: '/',
  },
  {
    path: '/zh/guide/does-not-exist',
    lang: 'zh',
    title: '页面未找到',
    home: '返回首页',
    homePath: '/zh/',
  },
];

test.describe('the 404 page', () => {
  for (const { path, lang, title, home, homePath } of CASES) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`answers ${path} with status 404 in ${lang}, ${scheme} @mobile`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('.rslib-not-found__code')).toHaveText('404');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${title}`);
        const link = page.getByRole('link', { name: home });
        await expect(link).toHaveAttribute('href', homePath);
        await link.click();
        await expect(page).toHaveURL(homePath);
        await expect(page.locator('h1')).toHaveText('Rslib');
      });
    }
  }

  test('sends /en/… to the page without the prefix even where the host has no redirect rule', async ({
    page,
  }) => {
    // A host that ignores _redirects (GitHub Pages) answers with the plain 404 page.
    await page.route('**/en/guide/start/glossary', async (route) => {
      const notFound = await route.fetch({ url: new URL('/404.html', route.request().url()).href });
      await route.fulfill({ status: 404, contentType: 'text/html', body: await notFound.text() });
    });
    await page.goto('/en/guide/start/glossary');
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(page.locator('h1')).toContainText('Glossary');
  });
});
