import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** More Tab presses than a guide page has stops before its content: header and whole sidebar. */
const MAX_TAB_PRESSES = 120;

/** Presses Tab until the focused element matches `selector`, and returns how many it took. */
async function tabTo(page: Page, selector: string) {
  for (let presses = 1; presses <= MAX_TAB_PRESSES; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
      return presses;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

test.describe('keyboard', () => {
  test('Tab reaches a sidebar group, Enter and Space fold and unfold it', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await hydrated(page);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const group = sidebar.getByRole('button', { name: 'Getting Started' });
    const page2 = sidebar.getByRole('link', { name: 'Glossary', exact: true });
    await expect(group).toHaveAttribute('aria-expanded', 'true');

    await tabTo(page, '.rp-doc-layout__sidebar button[aria-expanded]');
    await expect(group).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(page2).not.toBeInViewport();
    // Folded pages are out of the Tab order: the next stop is the next group.
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('button', { name: 'Solutions' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(page2).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('link', { name: 'Introduction', exact: true })).toBeFocused();
  });

  test('a sidebar group has no button face, and shows a focus ring', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await hydrated(page);
    const group = page
      .locator('.rp-doc-layout__sidebar')
      .getByRole('button', { name: 'Getting Started' });
    await expect(group).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await tabTo(page, '.rp-doc-layout__sidebar button[aria-expanded]');
    await expect(group).toBeFocused();
    // Rspress's base stylesheet removes every button's focus outline.
    await expect(group).toHaveCSS('outline-style', 'solid');
  });

  test('install tabs are a tab list: one Tab stop, arrows, Home and End', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await hydrated(page);
    const list = page.getByRole('tablist').first();
    const tab = (name: string) => list.getByRole('tab', { name, exact: true });
    await expect(list.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await expect(tab('npm')).toHaveAttribute('aria-selected', 'true');

    await tabTo(page, '[role="tab"]');
    await expect(tab('npm')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('yarn')).toBeFocused();
    await expect(tab('yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('npm')).toHaveAttribute('aria-selected', 'false');
    const panel = page.locator(`[id="${await tab('yarn').getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(/^yarn /);

    await page.keyboard.press('End');
    await expect(tab('bun')).toBeFocused();
    await expect(tab('bun')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('npm')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('bun')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab('npm')).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is a Tab stop: the next press leaves the tab list.
    await page.keyboard.press('Tab');
    expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  });

  test('a focused install tab shows a focus ring', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    await hydrated(page);
    const npm = page.getByRole('tablist').first().getByRole('tab', { name: 'npm', exact: true });
    await tabTo(page, '[role="tab"]');
    await expect(npm).toBeFocused();
    // Rspress's base stylesheet removes every button's focus outline.
    await expect(npm).toHaveCSS('outline-style', 'solid');
  });

  test('the phone bar says what it opens; Escape closes it and returns focus; a closed sidebar has no Tab stops @mobile', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the bar shows below 1280 px');
    await page.goto('/zh/guide/start/quick-start');
    await hydrated(page);
    // Both panels are closed (hidden) at first, hence includeHidden.
    const sidebar = page.getByRole('complementary', { name: '侧边栏', includeHidden: true });
    const outline = page.getByRole('complementary', { name: '本页目录', includeHidden: true });
    await expect(sidebar).toHaveCount(1);
    await expect(outline).toHaveCount(1);
    const menu = page.locator('.rp-sidebar-menu').getByRole('button', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('aria-controls', (await sidebar.getAttribute('id')) ?? '');
    // Off screen and out of the tab order while closed.
    await expect(sidebar).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: '术语表' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(sidebar).toBeHidden();

    const onThisPage = page.locator('.rp-sidebar-menu__right');
    await onThisPage.click();
    await expect(onThisPage).toHaveAttribute('aria-expanded', 'true');
    await expect(outline).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(onThisPage).toHaveAttribute('aria-expanded', 'false');
    await expect(onThisPage).toBeFocused();
  });
});
