import { expect, hydrated, test } from './fixtures';

test.describe('moving between pages', () => {
  test('shows the progress bar while a slow page loads, and removes it after', async ({ page }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    // Hold back the next page's code so that loading takes longer than the bar's 200 ms delay.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page
      .locator('.rp-doc-layout__sidebar a[href="/guide/advanced/module-federation"]')
      .click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL('/guide/advanced/module-federation');
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('loads a link outside the site’s pages in full, as a file', async ({ page }) => {
    await page.goto('/blog/');
    await hydrated(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/rss/blog.xml')),
      page.getByRole('link', { name: 'RSS feed' }).click(),
    ]);
    expect(response.headers()['content-type']).toContain('xml');
    await expect(page).toHaveURL('/rss/blog.xml');
    expect(await page.evaluate(() => document.contentType)).toContain('xml');
  });

  test('survives a fast run of route changes without an error', async ({ page }) => {
    await page.goto('/config/lib/');
    await hydrated(page);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    for (const name of [
      'lib.bundle',
      'lib.dts',
      'lib.format',
      'lib.shims',
      'lib.syntax',
      'lib.umdName',
    ]) {
      await sidebar.getByRole('link', { name, exact: true }).click({ noWaitAfter: true });
    }
    await expect(page).toHaveURL('/config/lib/umd-name');
    await expect(page.locator('h1')).toContainText('lib.umdName');
  });
});
