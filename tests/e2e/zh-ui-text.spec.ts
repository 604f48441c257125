/**
 * No English UI text on Chinese pages: every /zh/ page of the build, once hydrated, is searched
 * for a button text, `aria-label`, `title` or `placeholder` that is the English text of a key of
 * src/i18n.ts. Keys whose two texts are the same (names such as "Markdown") are left out.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { UI_TEXT } from '../../src/i18n';
import { openBuiltSite } from '../../src/site-links';
import { expect, hydrated, test } from './fixtures';

const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build');
const ZH_PAGES = openBuiltSite(SITE_DIR).pages.filter((page) => page.lang === 'zh');

/** A text's pattern: the whole text, with each `{{parameter}}` standing for any text. */
function patternOf(text: string): RegExp {
  const parts = text
    .split(/\{\{\w+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const ENGLISH_TEXTS = Object.entries(UI_TEXT as Record<string, { en: string; zh: string }>)
  .filter(([, text]) => text.en !== text.zh)
  .map(([key, text]) => ({ key, en: text.en, pattern: patternOf(text.en) }));

/** Every UI text of the page, shown or not yet shown (menus, hover buttons), with where it is. */
function uiTexts(page: Page): Promise<Array<{ where: string; text: string }>> {
  return page.evaluate(() => {
    const found: Array<{ where: string; text: string }> = [];
    const label = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>`;
    // A button's whole text, and each of its texts on its own (a label beside a key hint).
    for (const button of document.querySelectorAll('button, [role="button"]')) {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const texts = [button.textContent ?? ''];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        texts.push(node.textContent ?? '');
      }
      for (const raw of new Set(texts)) {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (text) found.push({ where: `text of ${label(button)}`, text });
      }
    }
    for (const name of ['aria-label', 'title', 'placeholder']) {
      for (const el of document.querySelectorAll(`[${name}]`)) {
        const text = (el.getAttribute(name) ?? '').replace(/\s+/g, ' ').trim();
        if (text) found.push({ where: `${name} of ${label(el)}`, text });
      }
    }
    return found;
  });
}

async function englishTextsOn(page: Page): Promise<string[]> {
  return (await uiTexts(page)).flatMap(({ where, text }) =>
    ENGLISH_TEXTS.filter(({ pattern }) => pattern.test(text)).map(
      ({ key }) => `${where}: "${text}" is the English text of ${key}`,
    ),
  );
}

test.describe('Chinese pages show no English UI text', () => {
  test('the check knows the English texts it looks for', () => {
    expect(ZH_PAGES.length).toBeGreaterThan(1);
    const search = ENGLISH_TEXTS.find(({ key }) => key === 'search.button');
    expect(search?.pattern.test('Search')).toBe(true);
    const language = ENGLISH_TEXTS.find(({ key }) => key === 'nav.language');
    expect(language?.pattern.test('Language: English')).toBe(true);
    expect(language?.pattern.test('语言：English')).toBe(false);
  });

  test('the check finds English UI text where there is some: on the English home page', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const found = await englishTextsOn(page);
    expect(found.some((problem) => problem.endsWith('the English text of search.button'))).toBe(
      true,
    );
  });

  for (const zhPage of ZH_PAGES) {
    test(`${zhPage.path}`, async ({ page }) => {
      await page.goto(zhPage.path);
      await hydrated(page);
      expect(await englishTextsOn(page)).toEqual([]);
    });
  }

  test('nor does the search modal, empty or with results', async ({ page }) => {
    await page.goto('/zh/');
    await hydrated(page);
    await page.getByRole('button', { name: UI_TEXT['search.button'].zh }).click();
    await expect(
      page.getByRole('searchbox', { name: UI_TEXT['search.inputLabel'].zh }),
    ).toBeFocused();
    expect(await englishTextsOn(page)).toEqual([]);
    await page.keyboard.type('类型声明');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({ timeout: 20_000 });
    expect(await englishTextsOn(page)).toEqual([]);
  });
});
