/**
 * Accessibility in the states a reader opens: the phone menus, and the keyboard's way through the
 * disclosure menus. axe on every page as it loads, in light and dark, is in the crawl.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

/** Pages of each kind, at phone width with the menus a reader opens there. */
const MOBILE_PAGES = [
  { route: '/', sidebar: false },
  { route: '/guide/start/quick-start', sidebar: true },
  { route: '/zh/config/lib/format', sidebar: true },
  { route: '/zh/blog/introducing-rslib', sidebar: true },
];

test.describe('axe at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const scheme of ['light', 'dark'] as const) {
    for (const { route, sidebar } of MOBILE_PAGES) {
      test(`${route}, ${scheme}: page, open menu and open sidebar`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(route);
        await hydrated(page);
        await expectNoAxeViolations(page, testInfo, `${scheme}, 375 px`);

        const hamburger = page
          .getByRole('banner')
          .getByRole('button', { name: route.startsWith('/zh/') ? '站点菜单' : 'Site menu' });
        await hamburger.click();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('.rp-nav-screen')).toHaveClass(/rp-nav-screen--open/);
        await expectNoAxeViolations(page, testInfo, `${scheme}, 375 px, menu open`);
        await hamburger.click();
        await expect(page.locator('.rp-nav-screen--open')).toHaveCount(0);

        const sidebarButton = page.locator('.rp-sidebar-menu__left');
        if (!sidebar) {
          // The phone bar's sidebar button is there on doc pages (checked below), not here.
          await expect(sidebarButton).toHaveCount(0);
          return;
        }
        await sidebarButton.click();
        await expect(page.locator('.rp-doc-layout__sidebar')).toHaveClass(
          /rp-doc-layout__sidebar--open/,
        );
        await expectNoAxeViolations(page, testInfo, `${scheme}, 375 px, sidebar open`);
      });
    }
  }
});

/** The popup a disclosure button controls. */
const controlled = (page: Page, button: Locator) =>
  button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));

test.describe('keyboard', () => {
  test('the language menu opens with Enter, closes with Escape, and switches language', async ({
    page,
  }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Language: English' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '简体中文' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/zh/guide/start/glossary');
    await expect(page.getByRole('button', { name: '语言：简体中文' })).toBeVisible();
  });

  test('at medium width the menu button discloses its popup, whose links a keyboard reaches', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/guide/start/');
    await hydrated(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Site menu' });
    const popup = await controlled(page, button);
    await expect(popup).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await popup.getByRole('button', { name: 'Language: English' }).click();
    await expect(popup.getByRole('link', { name: '简体中文' })).toBeVisible();
    await expectNoAxeViolations(page, testInfo, 'light, 1024 px, menu and languages open');
    const github = popup.getByRole('link', { name: 'GitHub (opens in a new tab)' });
    await expect(github).toBeVisible();
    for (
      let step = 0;
      step < 10 && !(await github.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(github).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('home feature cards are links, by keyboard and by a click anywhere on the card', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.getByRole('link', { name: 'Bundle or bundleless', exact: true });
    await expect(card).toHaveAttribute('href', '/guide/start/glossary#bundleless-mode');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/guide/start/glossary#bundleless-mode');

    await page.goto('/zh/');
    await hydrated(page);
    // The title link's area covers the card: a click on the description opens it too.
    const box = await page.locator('.rp-home-feature__detail').first().boundingBox();
    if (!box) throw new Error('no feature card description');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL('/zh/guide/start/glossary#output-format');
  });
});
