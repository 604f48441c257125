import { expect, hydrated, test } from './fixtures';

test.describe('appearance', () => {
  test('the toggle switches to dark, and the choice survives a reload and navigation @mobile', async ({
    page,
    isMobile,
  }) => {
    // On a phone the toggle sits in the menu behind the hamburger button.
    const toggle = async () => {
      if (isMobile) await page.locator('.rp-nav-hamburger__sm').click();
      await page.locator('.rp-switch-appearance').filter({ visible: true }).first().click();
      if (isMobile) await page.locator('.rp-nav-hamburger__sm').click();
    };
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    // The button and the live following of the system are React's: before hydration a press
    // does nothing, and a change of the system's scheme is not yet listened to.
    await hydrated(page);
    const root = page.locator('html');
    await expect(root).not.toHaveClass(/\bdark\b/);

    await toggle();
    await expect(root).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(root).toHaveClass(/\bdark\b/);
    await page.goto('/zh/blog/');
    await expect(root).toHaveClass(/\bdark\b/);

    await toggle();
    await expect(root).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(root).not.toHaveClass(/\bdark\b/);
  });

  test('follows the system scheme before the reader chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('keeps a change of the system scheme made while the page hydrates', async ({ page }) => {
    // The system turns dark right after hydration first reads the scheme, before any listener
    // is attached: a change no listener hears. Rspress's `useMediaQuery` read the scheme only
    // while rendering, so the page stayed light; our patch reads it again once it listens.
    await page.addInitScript(() => {
      const query = '(prefers-color-scheme: dark)';
      const listeners = new Set<EventListenerOrEventListenerObject>();
      let dark = false;
      const fake = {
        media: query,
        onchange: null,
        get matches() {
          const before = dark;
          // The parser-blocking no-flash script reads while the document loads; the first read
          // after that is hydration's.
          if (!dark && document.readyState !== 'loading') {
            dark = true;
            document.documentElement.dataset.listenersAtChange = String(listeners.size);
          }
          return before;
        },
        addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
          listeners.add(listener),
        removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) =>
          listeners.delete(listener),
      };
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (media: string) =>
        media === query ? (fake as unknown as MediaQueryList) : matchMedia(media);
    });
    await page.goto('/guide/start/');
    await hydrated(page);
    const root = page.locator('html');
    // The change did fall between the first read and the first listener.
    await expect(root).toHaveAttribute('data-listeners-at-change', '0');
    await expect(root).toHaveClass(/\bdark\b/);
  });
});

test.describe('appearance preference', () => {
  test('is a named button that cycles light, dark and auto, and auto follows the system live', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/guide/start/');
    // The button and the live following of the system are React's: before hydration a press
    // does nothing, and a change of the system's scheme is not yet listened to.
    await hydrated(page);
    const root = page.locator('html');
    const toggle = page.getByRole('button', {
      name: /^Appearance: same as system\. Switch to dark$/,
    });
    await expect(toggle).toBeVisible();

    await toggle.click();
    await expect(root).toHaveClass(/\bdark\b/);
    const toLight = page.getByRole('button', { name: 'Appearance: dark. Switch to light' });
    await toLight.click();
    await expect(root).not.toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Appearance: light. Switch to same as system' }).click();
    await expect(page.getByRole('button', { name: /^Appearance: same as system/ })).toBeVisible();

    // Back in auto, the page follows the system as it changes, and after a reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(root).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(root).toHaveClass(/\bdark\b/);
    await hydrated(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(root).not.toHaveClass(/\bdark\b/);
  });

  test('works from the keyboard and speaks Chinese on /zh/', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/zh/guide/start/');
    const toggle = page.getByRole('button', { name: '外观：跟随系统。切换为浅色' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: '外观：浅色。切换为深色' })).toBeFocused();
  });
});
