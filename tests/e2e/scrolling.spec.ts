import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const backToTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });

async function scrollDown(page: Page) {
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' }));
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

test.describe('the phone bar', () => {
  test('names the section a #section address or an outline link opens at @mobile', async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 768, 'the phone bar is only there below 768 px');
    const current = page.locator('.rp-sidebar-menu__right__text');
    // The heading lands where the scroll padding ends, right below the bar.
    await page.goto('/guide/basic/output-format#es-and-lib');
    await hydrated(page);
    await expect(current).toHaveText('es and lib directories');
    await page.goto('/zh/guide/faq/errors#entry-not-found');
    await hydrated(page);
    await expect(current).toContainText("Can't resolve the entry");
    await page.locator('.rp-sidebar-menu__right').click();
    await page
      .locator('.rp-toc-item[href="#config-file-not-found"]')
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(/#config-file-not-found$/);
    await expect(current).toHaveText('Cannot find config file');
  });
});

test.describe('scroll motion', () => {
  /** scrollY on the next frames after an action, to tell a glide from a jump. */
  const framesAfter = (page: Page, action: () => Promise<void>) =>
    Promise.all([
      page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const samples: number[] = [];
            const sample = () => {
              samples.push(window.scrollY);
              if (samples.length < 120) requestAnimationFrame(sample);
              else resolve(samples);
            };
            requestAnimationFrame(sample);
          }),
      ),
      action(),
    ]).then(([samples]) => samples);

  test('a heading link glides to its heading', async ({ page }) => {
    await page.goto('/guide/advanced/dts');
    await hydrated(page);
    const link = page.locator('.rp-outline .rp-toc-item').last();
    const samples = await framesAfter(page, () => link.click());
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const final = await page.evaluate(() => window.scrollY);
    // Some frames caught it on the way: neither at the start nor at the end.
    expect(samples.some((y) => y > 0 && y < final - 5)).toBe(true);
  });

  test('jumps straight there for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/guide/advanced/dts');
    const link = page.locator('.rp-outline .rp-toc-item').last();
    const samples = await framesAfter(page, () => link.click());
    const final = await page.evaluate(() => window.scrollY);
    expect(final).toBeGreaterThan(1000);
    expect(samples.filter((y) => y > 0 && y < final - 5)).toEqual([]);
  });

  test('an address with a #section opens at its heading at once @mobile', async ({ page }) => {
    // The last section of a long page: a glide would show the page top first.
    await page.goto('/guide/advanced/dts#bundle-module-augmentation');
    const heading = page.locator('#bundle-module-augmentation');
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
    await hydrated(page);
    const samples = await framesAfter(page, async () => {});
    expect(new Set(samples).size, 'the page keeps still once hydrated').toBe(1);
    expect(await top()).toBeGreaterThanOrEqual(0);
    expect(await top()).toBeLessThan(200);
  });

  test('a new page starts at its top at once', async ({ page }) => {
    await page.goto('/guide/advanced/dts');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }));
    const heading = page.locator('h1');
    const title = (await heading.textContent()) ?? '';
    await page.locator('.rp-doc-footer .rp-prev-next-page__next').click();
    await expect(page).not.toHaveURL('/guide/advanced/dts');
    // Sample once the next page is shown: until then a slow machine still paints this one.
    await expect(heading).not.toHaveText(title);
    const samples = await framesAfter(page, async () => {});
    expect(samples.every((y) => y === 0)).toBe(true);
  });
});
