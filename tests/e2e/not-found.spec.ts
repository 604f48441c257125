import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

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
});

/**
 * A host that reads no `_redirects` (GitHub Pages, where the workflow deploys) answers every miss
 * with the one `404.html`; `page.route` plays that host for the address a test opens.
 */
async function servedAsGitHubPages(page: Page, address: string) {
  const pathname = new URL(address, 'http://host').pathname;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const notFound = await route.fetch({ url: new URL('/404.html', route.request().url()).href });
      await route.fulfill({ status: 404, contentType: 'text/html', body: await notFound.text() });
    },
  );
}

test.describe('on a host that answers every miss with 404.html', () => {
  for (const { address, url, h1 } of [
    { address: '/guide/start/quick-start/', url: '/guide/start/quick-start', h1: 'Quick start' },
    {
      address: '/Guide/Start/Quick-Start?x=1#next-steps',
      url: '/guide/start/quick-start?x=1#next-steps',
      h1: 'Quick start',
    },
    { address: '/en/guide/start/glossary', url: '/guide/start/glossary', h1: 'Glossary' },
    { address: '/zh/config/lib/wasm#wasmmode', url: '/zh/config/lib/#wasmmode', h1: 'Lib 配置' },
  ]) {
    test(`goes from ${address} to ${url} before the not-found page shows`, async ({ page }) => {
      await servedAsGitHubPages(page, address);
      // Each document records whether the not-found page ever entered it.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.rslib-not-found')) sessionStorage.setItem('shown', '1');
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(address);
      await expect(page).toHaveURL(url);
      await hydrated(page);
      await expect(page.locator('main h1')).toContainText(h1);
      expect(await page.evaluate(() => sessionStorage.getItem('shown'))).toBeNull();
    });
  }

  test('renders the Chinese not-found page over the English one it serves for a Chinese miss', async ({
    page,
  }) => {
    await servedAsGitHubPages(page, '/zh/guide/does-not-exist');
    const response = await page.goto('/zh/guide/does-not-exist');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 页面未找到');
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  });
});
