import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const button = (page: Page, name = 'Rstack tools') =>
  page.getByRole('button', { name, exact: true });

test.describe('tool switcher', () => {
  test('opened by hovering, closes on Escape with focus elsewhere, and focus stays put (WCAG 1.4.13)', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    const elsewhere = page.getByRole('link', { name: 'Guide', exact: true }).first();
    await elsewhere.focus();
    const trigger = button(page);
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.rslib-tool-switcher__panel')).toHaveCount(0);
    await expect(elsewhere).toBeFocused();
  });

  test('opens on hover and closes once the pointer has left', async ({ page }) => {
    await page.goto('/guide/start/');
    const trigger = button(page);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(
      `#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
    );
    await expect(panel.getByRole('link')).toHaveCount(8);
    await page.mouse.move(700, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.rslib-tool-switcher__panel')).toHaveCount(0);
  });

  test('works from the keyboard: Enter and Space open, Escape closes and gives focus back', async ({
    page,
  }) => {
    await page.goto('/guide/start/');
    const trigger = button(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('.rslib-tool-switcher__item').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  for (const { path, lang, name, desc, href } of [
    {
      path: '/guide/start/',
      lang: 'en',
      name: 'Rstack tools',
      desc: 'A fast Rust-based web bundler',
      href: 'https://rspack.rs/',
    },
    {
      path: '/zh/guide/start/',
      lang: 'zh',
      name: 'Rstack 工具',
      desc: '基于 Rust 的高性能 Web 打包工具',
      href: 'https://rspack.rs/zh/',
    },
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`lists the eight tools in ${lang}, ${scheme}, by tap on a phone or click @mobile`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await button(page, name).click();
        const items = page.locator('.rslib-tool-switcher__item');
        await expect(items).toHaveCount(8);
        await expect(items.first()).toContainText('Rspack');
        await expect(items.first()).toContainText(desc);
        await expect(items.first()).toHaveAttribute('href', href);
        await expect(items.first()).toHaveAttribute('target', '_blank');
        await expect(items.last()).toHaveAttribute(
          'href',
          'https://github.com/web-infra-dev/awesome-rstack',
        );
        const panel = await page.locator('.rslib-tool-switcher__panel').boundingBox();
        const viewport = page.viewportSize();
        expect(panel && viewport && panel.x >= 0 && panel.x + panel.width <= viewport.width).toBe(
          true,
        );
        // A tap or click anywhere outside closes it.
        await page.mouse.click((viewport?.width ?? 375) - 8, (viewport?.height ?? 800) - 8);
        await expect(items).toHaveCount(0);
      });
    }
  }

  test('keeps the layout when a logo fails to load', async ({ page, expectFailedRequests }) => {
    expectFailedRequests(/\/tools\/rspack\.svg$/);
    await page.route('**/tools/rspack.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/guide/start/');
    await button(page).click();
    const logo = page.locator('.rslib-tool-switcher__logo').first();
    await expect(logo).toHaveAttribute('src', /^data:image\/gif/);
    const box = await logo.boundingBox();
    expect(box?.width).toBe(32);
    expect(box?.height).toBe(32);
    const rsbuild = page.locator('.rslib-tool-switcher__logo').nth(1);
    await expect(rsbuild).toHaveAttribute('src', '/tools/rsbuild.svg');
    await expect(rsbuild).toHaveJSProperty('complete', true);
    expect(await rsbuild.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).toBe(true);
  });
});
