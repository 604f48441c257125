import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
}

test.describe('back to top', () => {
  test('appears once the page is scrolled and takes the reader back up @mobile', async ({
    page,
  }) => {
    await page.goto('/guide/advanced/dts');
    await expect(backToTop(page)).toHaveCount(0);
    await scrollDown(page);
    await backToTop(page).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop(page)).toHaveCount(0);
  });

  test('appears on wide windows too when the outline is hidden', async ({ page }) => {
    await page.goto('/zh/guide/advanced/dts?outline=0');
    await scrollDown(page);
    await expect(page.getByRole('button', { name: '回到顶部' })).toBeVisible();
  });

  test('leaves the job to the outline on wide windows', async ({ page }) => {
    await page.goto('/guide/advanced/dts');
    await scrollDown(page);
    await expect(page.locator('.rslib-back-to-top')).toBeHidden();
    await expect(page.locator('.rp-outline .rp-scroll-to-top')).toBeVisible();
  });
});

test.describe('heading links', () => {
  test('bring the heading to the top of the page @mobile', async ({ page, isMobile }) => {
    await page.goto('/guide/start/glossary');
    if (isMobile) await page.locator('.rp-sidebar-menu__right').first().click();
    await page
      .locator('.rp-toc-item[href="#bundleless-mode"]')
      .filter({ visible: true })
      .first()
      .click();
    await expect(page).toHaveURL(/#bundleless-mode$/);
    await expect
      .poll(() =>
        page.locator('#bundleless-mode').evaluate((heading) => heading.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
  });
});
