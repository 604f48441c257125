import { type ChildProcess, spawn } from 'node:child_process';
import { NAVBAR_SCROLL_THROTTLE_MS } from '#shared/constants';
import { FIXTURE_OUT_DIR } from './extra-sites';
import { expect, hydrated, test } from './fixtures';

const PORT = Number(process.env.E2E_FIXTURE_PORT ?? 4273);
const fixtureUrl = (route: string) => `http://127.0.0.1:${PORT}${route}`;

test.describe('version switcher', () => {
  test('is absent from this site, whose navbar also stays put while scrolling', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    // The only menu after the nav links is the language switcher.
    await expect(page.locator('.rp-nav__others .rp-nav-menu__item')).toHaveCount(1);
    await expect(page.locator('.rp-nav__others .rp-nav-menu__item')).toContainText('English');
    await page.goto('/guide/advanced/dts');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // A hide, were there one, would come once the throttled scroll handler's window has passed.
    const scrolledAt = await page.evaluate(() => performance.now());
    await page.waitForFunction(
      (until) => performance.now() > until,
      scrolledAt + NAVBAR_SCROLL_THROTTLE_MS,
    );
    await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
    await expect(page.locator('.rp-nav')).toBeInViewport();
  });
});

test.describe('a site with two versions and dark mode off', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: fixtureUrl('') });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // Built by extra-sites.setup.ts before any test runs.
    server = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/serve.ts', '--dir', FIXTURE_OUT_DIR, '--port', String(PORT)],
      { stdio: 'ignore' },
    );
    await expect
      .poll(async () => (await fetch(fixtureUrl('/')).catch(() => null))?.status)
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('shows the version switcher, which keeps the reader on the same page', async ({ page }) => {
    await page.goto('/guide');
    await expect(page.locator('h1')).toContainText('Guide for v2');
    const switcher = page.locator('.rp-nav__others .rp-nav-menu__item');
    await expect(switcher).toContainText('v2');
    await switcher.hover();
    await switcher.getByRole('link', { name: 'v1' }).click();
    await expect(page).toHaveURL('/v1/guide');
    await expect(page.locator('h1')).toContainText('Guide for v1');
  });

  test('stays light whatever the system prefers, and offers no toggle', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => localStorage.setItem('rspress-theme-appearance', 'dark'));
    await page.goto('/');
    await expect(page.locator('h1')).toContainText('Home of v2');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: /^Appearance/ })).toHaveCount(0);
  });

  test('hides the navbar while reading down and brings it back on the way up', async ({ page }) => {
    await page.goto('/guide');
    await hydrated(page);
    const nav = page.locator('.rp-nav');
    await expect(nav).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(page.locator('html')).toHaveAttribute('data-navbar-hidden', '');
    await expect(nav).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
    await expect(nav).toBeInViewport();
  });

  test('front matter can switch off the navbar, outline and footer of a page', async ({ page }) => {
    await page.goto('/plain');
    await expect(page.locator('h1')).toContainText('A plain page');
    await expect(page.locator('.rp-nav')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__outline')).toHaveCount(0);
    await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
  });
});
