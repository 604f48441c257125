import { expect, test } from './fixtures';

const PARTS = {
  navbar: '.rp-nav',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
  footer: '.rp-doc-footer',
} as const;

test.describe('query parameters that hide parts of a page', () => {
  for (const [part, selector] of Object.entries(PARTS)) {
    test(`?${part}=0 hides the ${part} and nothing else`, async ({ page }) => {
      await page.goto(`/zh/guide/start/glossary?${part}=0`);
      await expect(page.locator(selector)).toBeHidden();
      for (const [other, otherSelector] of Object.entries(PARTS)) {
        if (other !== part) await expect(page.locator(otherSelector), other).toBeVisible();
      }
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('hides them before any JavaScript runs, so they never flash', async ({ page }) => {
    // Scripts answer empty: React never starts, only the inline script and the stylesheet act.
    await page.route('**/static/js/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/guide/start/glossary?navbar=0&sidebar=0&outline=0&footer=0');
    for (const selector of Object.values(PARTS)) await expect(page.locator(selector)).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });

  test.describe('at phone width', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('follow navigation inside the site', async ({ page }) => {
      // The phone bar's buttons show without the parameters: their hiding below means something.
      await page.goto('/guide/start/glossary');
      await expect(page.locator('.rp-sidebar-menu__left')).toBeVisible();
      await expect(page.locator('.rp-sidebar-menu__right')).toBeVisible();

      await page.goto('/guide/start/glossary?sidebar=0&outline=0');
      await expect(page.locator('.rp-sidebar-menu__left')).toBeHidden();
      await expect(page.locator('.rp-sidebar-menu__right')).toBeHidden();
      await page.locator('.rp-doc-footer .rp-prev-next-page__next').click();
      await expect(page).toHaveURL('/guide/start/npm-packages');
      await expect(page.locator('html')).not.toHaveAttribute('data-hide-sidebar');
      await expect(page.locator('html')).not.toHaveAttribute('data-hide-outline');
      await expect(page.locator('.rp-sidebar-menu__left')).toBeVisible();
    });
  });
});

test.describe('navbar height', () => {
  test('is 72 px on a wide window and 56 px up to 768 px wide', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await expect(page.locator('.rp-nav')).toHaveCSS('height', '72px');
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('.rp-nav')).toHaveCSS('height', '56px');
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(page.locator('.rp-nav')).toHaveCSS('height', '72px');
  });
});
