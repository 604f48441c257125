import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const NEXT_PAGE = '/guide/advanced/module-federation';

const sidebarLink = (page: Page, href: string) =>
  page.locator(`.rp-doc-layout__sidebar a[href="${href}"]`);

test.describe('moving between pages', () => {
  test('shows the progress bar while a slow page loads, and removes it after', async ({ page }) => {
    await page.goto('/guide/start/');
    await hydrated(page);
    // Hold back the next page's code until the bar shows, after its delay.
    let shown = () => {};
    const barShown = new Promise<void>((resolve) => {
      shown = resolve;
    });
    await page.route('**/static/js/async/**', async (route) => {
      await barShown;
      await route.continue();
    });
    await sidebarLink(page, NEXT_PAGE).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    shown();
    await expect(page).toHaveURL(NEXT_PAGE);
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

  /**
   * Opens the Introduction, then a deploy while the tab is open: the chunks the running build
   * names are gone from the server, until the browser loads a page in full (and with it the new
   * build). Resolves to whether that happened.
   */
  async function deployWhileOpen(page: Page, expectFailedRequests: (url: RegExp) => void) {
    expectFailedRequests(/\/static\/js\/async\//);
    await page.goto('/guide/start/');
    await hydrated(page);
    const state = { reloaded: false };
    page.on('request', (request) => {
      if (request.isNavigationRequest()) state.reloaded = true;
    });
    await page.route('**/static/js/async/**', (route) =>
      state.reloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not found' }),
    );
    return state;
  }

  // Each of these also proves that nothing is logged on the way but the failed requests (the
  // fixture's check): no error React caught, no unhandled rejection.
  test('loads the next page in full when its code is gone after a deploy, rather than going blank', async ({
    page,
    expectFailedRequests,
  }) => {
    const deploy = await deployWhileOpen(page, expectFailedRequests);
    await sidebarLink(page, NEXT_PAGE).click();
    await expect(page).toHaveURL(NEXT_PAGE);
    await expect(page.locator('h1')).toContainText('Module Federation');
    await hydrated(page);
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
    expect(deploy.reloaded, 'the page was loaded in full').toBe(true);
  });

  for (const [name, link] of [
    ['the pager', '.rp-doc-footer a[href="/guide/start/quick-start"]'],
    ['the top navigation', '.rp-nav a[href="/config/"]'],
  ] as const) {
    test(`a link in ${name} also loads its page in full after a deploy, and logs no error`, async ({
      page,
      expectFailedRequests,
    }) => {
      const deploy = await deployWhileOpen(page, expectFailedRequests);
      const target = page.locator(link).first();
      const href = (await target.getAttribute('href')) ?? '';
      await target.click();
      await expect(page).toHaveURL(href);
      await hydrated(page);
      expect(deploy.reloaded, 'the page was loaded in full').toBe(true);
      await expect(page.locator('#nprogress')).not.toBeAttached();
    });
  }

  test('a link hovered after a deploy logs no error, and a click then still works', async ({
    page,
    expectFailedRequests,
  }) => {
    const deploy = await deployWhileOpen(page, expectFailedRequests);
    const failed = page.waitForResponse((response) => response.status() === 404);
    await sidebarLink(page, NEXT_PAGE).hover();
    await failed;
    // The prefetch failed: a rejection it left unhandled would be reported once its task ended.
    await page.evaluate(() => new Promise((done) => setTimeout(done)));
    expect(deploy.reloaded).toBe(false);
    await sidebarLink(page, NEXT_PAGE).click();
    await expect(page).toHaveURL(NEXT_PAGE);
    await expect(page.locator('h1')).toContainText('Module Federation');
    expect(deploy.reloaded).toBe(true);
  });

  test('offers a link instead of loading the same page in full again and again', async ({
    page,
    expectFailedRequests,
  }) => {
    expectFailedRequests(/\/static\/js\/async\//);
    await page.goto('/guide/start/');
    await hydrated(page);
    await page.evaluate((to) => {
      sessionStorage.setItem('rslib-docs:stale-build-load', JSON.stringify({ to, at: Date.now() }));
    }, new URL(NEXT_PAGE, page.url()).href);
    await page.route('**/static/js/async/**', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await sidebarLink(page, NEXT_PAGE).click();
    await expect(page.getByRole('status')).toHaveText('This page could not be loaded.');
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      /\/guide\/advanced\/module-federation$/,
    );
    await expect(page).toHaveURL('/guide/start/');
    // Rspress starts its progress bar for the navigation that failed, and never ends it.
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    await expect(bar).toBeHidden();
  });
});
