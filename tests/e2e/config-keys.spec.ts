/**
 * The option keys of config code blocks: each is a link to its reference that shows the
 * option's type, default and summary on hover, on focus and on a first tap, to a screen reader
 * as the key's description, with texts that load only when first wanted.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { optionKeys } from '#node/config-keys';
import { createOptionResolver } from '#node/config-options';
import { rslibTypes } from '#node/rslib-types';
import { CONFIG_KEY_SELECTOR } from '#shared/config-key-markup';
import { expect, hydrated, test } from './fixtures';
import { expectNoAxeViolations } from './page-checks';

const resolver = createOptionResolver(rslibTypes(path.resolve('.')));

/** The signature `@rslib/core`'s types give an option of a `lib` item, or of the config file. */
function signatureOf(option: string): string {
  for (const scope of ['lib', 'config'] as const) {
    const found = resolver.lookup(scope, optionKeys(option));
    if (found.kind === 'option') return resolver.signature(found.symbol);
  }
  throw new Error(`${option} is not an option of @rslib/core`);
}

/** More than the links before the first code block of a reference page: navigation, sidebar. */
const MAX_TABS_TO_FIRST_KEY = 150;

const tip = (page: Page) => page.getByRole('tooltip');
const key = (page: Page, option: string) =>
  page.locator(`.rp-codeblock a.config-key[data-option="${option}"]`).first();

test.describe('config keys', () => {
  test('a key shows its type on hover, stays while the popup is hovered, and Escape hides it', async ({
    page,
  }) => {
    await page.goto('/config/lib/dts');
    await hydrated(page);
    const bundle = key(page, 'dts.bundle');
    await expect(bundle).toHaveAttribute('href', '/config/lib/dts#dtsbundle');
    await bundle.hover();
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText(signatureOf('dts.bundle'));
    await expect(tip(page)).toContainText('Default: false');
    await expect(tip(page)).toContainText('Rolls the declarations of each entry into one file');

    // Hoverable: the pointer can move onto the popup (to select its text) and it stays.
    await tip(page).hover();
    await expect(tip(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip(page)).toBeHidden();
  });

  test('Tab reaches the keys, a screen reader hears the type, and Enter follows the link', async ({
    page,
  }) => {
    await page.goto('/config/lib/shims');
    await hydrated(page);
    const block = page
      .locator('.rp-codeblock pre')
      .filter({ has: page.locator('a.config-key[data-option="shims.esm.require"]') })
      .first();
    await block.focus();
    // The code is a tab stop of its own (it scrolls); the keys in it come next, in order.
    const keys = block.locator('a.config-key');
    for (let index = 0; index < (await keys.count()); index++) {
      await page.keyboard.press('Tab');
      await expect(keys.nth(index)).toBeFocused();
      if ((await keys.nth(index).getAttribute('data-option')) === 'shims.esm.require') break;
    }
    const require = key(page, 'shims.esm.require');
    await expect(require).toBeFocused();
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText(signatureOf('shims.esm.require'));
    await expect(require).toHaveAccessibleDescription(
      new RegExp(`^${escapeRegExp(signatureOf('shims.esm.require'))}`),
    );
    await page.keyboard.press('Escape');
    await expect(tip(page)).toBeHidden();
    await expect(require).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/config\/lib\/shims#shimsesmrequire$/);
    await expect(page.locator('#shimsesmrequire')).toBeInViewport();
  });

  for (const { lang, url } of [
    { lang: 'en', url: '/config/lib/dts' },
    { lang: 'zh', url: '/zh/config/lib/auto-external' },
  ])
    test(`a screen reader hears the type of the first key Tab reaches, on its first focus (${lang})`, async ({
      page,
    }) => {
      await page.goto(url);
      await hydrated(page);
      // What a screen reader finds when the focus lands: the key's description as it is at the
      // end of the task that moved the focus, before anything loaded later could fill it in.
      await page.evaluate((selector) => {
        const heard = window as unknown as { heard?: string | null };
        document.addEventListener('focusin', (event) => {
          const link = event.target instanceof Element ? event.target.closest(selector) : null;
          if (!link || heard.heard !== undefined) return;
          const describedBy = link.getAttribute('aria-describedby') ?? '';
          setTimeout(() => {
            heard.heard = document.getElementById(describedBy)?.textContent ?? null;
          });
        });
      }, CONFIG_KEY_SELECTOR);
      // The first key press brings the texts in. A reader's presses come far slower than that
      // takes; Playwright's come every few milliseconds, so after the first one the test waits
      // for the texts as a reader's pace would. Without that press bringing them in, they
      // never come before a key has the focus, and this waits in vain.
      const textsArrive = page.waitForResponse(
        async (response) =>
          response.request().resourceType() === 'script' &&
          (await response.text()).includes(signatureOf('dts.bundle')),
      );
      let option: string | null = null;
      // From the top of the page, as a keyboard reader arrives: past the navigation and sidebar.
      for (let presses = 0; presses < MAX_TABS_TO_FIRST_KEY && option === null; presses++) {
        await page.keyboard.press('Tab');
        if (presses === 0) await textsArrive;
        option = await page.evaluate(
          (selector) =>
            document.activeElement?.closest<HTMLElement>(selector)?.dataset.option ?? null,
          CONFIG_KEY_SELECTOR,
        );
      }
      if (option === null) throw new Error(`Tab reached no config key on ${url}`);
      const signature = signatureOf(option);
      // The probe records in a task of its own, which may come after this test's next call.
      const recorded = await page.waitForFunction(() => {
        const { heard } = window as unknown as { heard?: string | null };
        return heard === undefined ? false : { heard };
      });
      const { heard } = (await recorded.jsonValue()) as { heard: string | null };
      expect(heard, 'the description when the focus landed').toContain(signature);
      await expect(key(page, option)).toBeFocused();
      await expect(key(page, option)).toHaveAccessibleDescription(
        new RegExp(`^${escapeRegExp(signature)}`),
      );
    });

  test('texts that arrive after a key took the focus are described and read out', async ({
    page,
  }) => {
    await page.goto('/config/lib/dts');
    await hydrated(page);
    // A screen reader speaks what is put into a live region when it is put there; what the
    // region holds later (the popup may hide or show again) takes nothing back. So the probe
    // keeps every text any status region is given, rather than looking at it once at the end.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => {
        for (const region of document.querySelectorAll('[role="status"]'))
          if (region.textContent) said.push(region.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    // Focus with no key pressed first (a screen reader's cursor): the texts load only now.
    const bundle = key(page, 'dts.bundle');
    await bundle.focus();
    const signature = signatureOf('dts.bundle');
    await expect(bundle).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(signature)}`));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said), {
        message: 'the texts the status region was given',
      })
      .toContainEqual(expect.stringContaining(signature));
  });

  test('on a Chinese page, keys lead to Chinese pages and the popup speaks Chinese', async ({
    page,
  }) => {
    await page.goto('/zh/config/lib/auto-external');
    await hydrated(page);
    const peer = key(page, 'autoExternal.peerDependencies');
    await expect(peer).toHaveAttribute(
      'href',
      '/zh/config/lib/auto-external#autoexternalpeerdependencies',
    );
    await peer.focus();
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText(signatureOf('autoExternal.peerDependencies'));
    await expect(tip(page)).toContainText('默认值： true');
    await expect(peer).toHaveAccessibleDescription(/默认值/);

    await key(page, 'format').hover();
    await expect(tip(page)).toContainText(signatureOf('format'));
    await key(page, 'format').click();
    await expect(page).toHaveURL(/\/zh\/config\/lib\/format$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/lib\.format/);
  });

  test('the popup texts are not in the first load, and come once on the first hover', async ({
    page,
  }) => {
    const signature = signatureOf('dts.bundle');
    const carrying: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text()).includes(signature)) carrying.push(response.url());
    });
    await page.goto('/config/lib/dts');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(carrying).toEqual([]);
    await key(page, 'dts.bundle').hover();
    await expect(tip(page)).toContainText(signature);
    await key(page, 'format').hover();
    await expect(tip(page)).toContainText(signatureOf('format'));
    expect(carrying).toHaveLength(1);
  });

  test('axe finds nothing with a popup open, light and dark', async ({ page }, testInfo) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/config/lib/redirect');
      await hydrated(page);
      await key(page, 'redirect.dts.path').focus();
      await expect(tip(page)).toBeVisible();
      await expectNoAxeViolations(page, testInfo, `${scheme}, popup open`);
    }
  });

  test('prints as plain code, without the popup', async ({ page }) => {
    await page.goto('/config/lib/dts');
    await hydrated(page);
    await key(page, 'dts.bundle').focus();
    await expect(tip(page)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(tip(page)).toBeHidden();
    await expect(key(page, 'dts.bundle')).toHaveCSS('text-decoration-line', 'none');
  });
});

test.describe('config keys on a phone @mobile', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the first tap shows the popup, the second follows the link', async ({ page }) => {
    await page.goto('/config/lib/dts');
    await hydrated(page);
    const bundle = key(page, 'dts.bundle');
    await bundle.scrollIntoViewIfNeeded();
    await bundle.tap();
    await expect(tip(page)).toBeVisible();
    await expect(tip(page)).toContainText(signatureOf('dts.bundle'));
    await expect(page).toHaveURL(/\/config\/lib\/dts$/);
    await bundle.tap();
    await expect(page).toHaveURL(/\/config\/lib\/dts#dtsbundle$/);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
