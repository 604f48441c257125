import { expect, test } from './fixtures';

test.describe('first visit with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('an English page sends the reader to its Chinese version, once', async ({ page }) => {
    await page.goto('/guide/start/glossary?x=1');
    await expect(page).toHaveURL('/zh/guide/start/glossary?x=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await page.goto('/guide/start/glossary');
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a crawler is never redirected', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'zh-CN',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.goto('/guide/start/');
    await expect(page.locator('h1')).toContainText('Introduction');
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
    await context.close();
  });

  test('without working storage there is no redirect (it could not be remembered)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/guide/start/');
    await expect(page.locator('h1')).toContainText('Introduction');
    expect(new URL(page.url()).pathname).toBe('/guide/start/');
  });
});

test.describe('first visit with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('a Chinese page the reader opened stays Chinese', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(new URL(page.url()).pathname).toBe('/zh/guide/start/');
  });
});
