import { expect, test } from './fixtures';

const bodyOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the hamburger opens it and locks page scrolling; a link closes it and navigates', async ({
    page,
  }) => {
    await page.goto('/guide/start/quick-start');
    const screen = page.locator('.rp-nav-screen');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(screen).toHaveClass(/rp-nav-screen--open/);
    await expect.poll(() => bodyOverflow(page)).toBe('hidden');

    await screen.getByRole('link', { name: 'Config', exact: true }).click();
    await expect(page).toHaveURL('/config/');
    await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes when the window becomes 768 px wide or more', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toHaveClass(/rp-nav-screen--open/);
    await page.setViewportSize({ width: 768, height: 740 });
    await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);
    await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  });

  test('the sidebar menu opens, and closes on a route change', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await page.locator('.rp-sidebar-menu__left').click();
    await expect(sidebar).toHaveClass(/rp-doc-layout__sidebar--open/);
    await sidebar.locator('a[href="/guide/start/glossary"]').click();
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(sidebar).not.toHaveClass(/rp-doc-layout__sidebar--open/);
  });

  test('the outline menu opens, and closes when a heading is chosen', async ({ page }) => {
    await page.goto('/guide/start/glossary');
    await page.locator('.rp-sidebar-menu__right').first().click();
    const link = page
      .locator('.rp-toc-item[href="#bundle-mode"]')
      .filter({ visible: true })
      .first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#bundle-mode$/);
    await expect(link).toBeHidden();
  });

  test('the outline button names a long section on one line, inside the bar', async ({ page }) => {
    await page.goto('/guide/advanced/css#bundle-and-bundleless');
    const label = page.locator('.rp-sidebar-menu__right__text');
    await expect(label).toHaveText('Bundle and bundleless output');
    const [bar, text] = await Promise.all([
      page.locator('.rp-sidebar-menu').boundingBox(),
      label.evaluate((element) => {
        const { top, bottom, height } = element.getBoundingClientRect();
        return {
          top,
          bottom,
          height,
          line: Number.parseFloat(getComputedStyle(element).lineHeight),
        };
      }),
    ]);
    expect(text.height).toBeLessThan(1.5 * text.line);
    expect(text.top).toBeGreaterThanOrEqual(bar?.y ?? Number.NaN);
    expect(text.bottom).toBeLessThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  });
});
