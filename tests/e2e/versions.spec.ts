import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, hydrated, test } from './fixtures';

const FIXTURE = path.resolve('tests/fixtures/versioned');
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
    // Give a hide, were there one, its throttled scroll handler's time.
    await page.waitForTimeout(400);
    await expect(page.locator('html')).not.toHaveAttribute('data-navbar-hidden');
    await expect(page.locator('.rp-nav')).toBeInViewport();
  });
});

test.describe('a site with two versions and dark mode off', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: fixtureUrl('') });
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    // A build of the fixture site: longer than a test's 30 s when the machine is busy.
    test.setTimeout(600_000);
    const build = spawnSync(
      process.execPath,
      [path.resolve('node_modules/@rspress/core/bin/rspress.js'), 'build'],
      {
        cwd: FIXTURE,
        encoding: 'utf8',
      },
    );
    if (build.status !== 0)
      throw new Error(`fixture build failed:\n${build.stdout}\n${build.stderr}`);
    server = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/serve.ts',
        '--dir',
        path.join(FIXTURE, 'doc_build'),
        '--port',
        String(PORT),
      ],
      { stdio: 'ignore' },
    );
    await expect
      .poll(async () => (await fetch(fixtureUrl('/')).catch(() => null))?.status, {
        timeout: 20_000,
      })
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
