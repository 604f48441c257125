import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Text in `selector` that the page splits between two letters or digits of one Latin word: a
 * break at a space, after punctuation or at a `<wbr>` (between two text nodes) is where a line
 * may end, and Chinese breaks between any two characters.
 */
function wordsBrokenInTwo(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((codes) =>
    codes.flatMap((code) => {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const value = text.textContent ?? '';
        let previousTop: number | undefined;
        for (let offset = 0; offset < value.length; offset++) {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + 1);
          const top = Math.round(range.getClientRects()[0]?.top ?? 0);
          const word = /[A-Za-z0-9_$]/;
          const joined = word.test(value[offset] ?? ' ') && word.test(value[offset - 1] ?? ' ');
          if (joined && previousTop !== undefined && top > previousTop + 2) return [value];
          previousTop = top;
        }
      }
      return [];
    }),
  );
}

test.describe('line breaks in code and tables', () => {
  for (const lang of ['', '/zh']) {
    test(`${lang || '/en'}: a command-line flag in inline code stays on one line @mobile`, async ({
      page,
    }) => {
      await page.goto(`${lang}/config/rsbuild/output`);
      const flags = page.locator('.rp-doc :not(pre) > code', { hasText: /^--?[a-z]/ });
      expect(await flags.count()).toBeGreaterThan(5);
      const broken = await flags.evaluateAll((codes) =>
        codes.filter((code) => code.getClientRects().length > 1).map((code) => code.textContent),
      );
      expect(broken).toEqual([]);
    });

    test(`${lang || '/en'}: a heading breaks between words and after dots, not inside a name @mobile`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the 1440 px column holds these headings on one line');
      // Option names as text (the longest), and identifiers as code.
      for (const path of [
        '/config/rsbuild/tools',
        '/config/rsbuild/source',
        '/guide/faq/features',
      ]) {
        await page.goto(`${lang}${path}`);
        expect(await wordsBrokenInTwo(page, '.rp-doc :is(h2, h3)'), path).toEqual([]);
        // The outline and the phone's "On this page" bar show the headings without the markup.
        await expect(page.locator('body'), path).not.toContainText('<wbr');
      }
    });

    test(`${lang || '/en'}: a code block that wraps its lines breaks them between words @mobile`, async ({
      page,
    }) => {
      for (const path of ['/guide/basic/output-format', '/guide/basic/typescript']) {
        await page.goto(`${lang}${path}`);
        const blocks = '.rp-codeblock__content--wrap-code code';
        await expect(page.locator(blocks).first(), path).toBeVisible();
        expect(await wordsBrokenInTwo(page, blocks), path).toEqual([]);
      }
    });

    test(`${lang || '/en'}: a short table fits a phone without scrolling @mobile`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the 1440 px column holds every table');
      // Two-column tables whose code has long camelCase names, which break between their words.
      for (const path of [
        '/guide/advanced/module-federation',
        '/guide/migration/tsc',
        '/guide/basic/typescript',
        '/guide/start/npm-packages',
      ]) {
        await page.goto(`${lang}${path}`);
        const tables = page.locator('.rp-table-scroll-container');
        expect(await tables.count(), path).toBeGreaterThan(0);
        const scrolling = await tables.evaluateAll((boxes) =>
          boxes
            .filter((box) => box.scrollWidth > box.clientWidth)
            .map((box) => box.querySelector('th')?.textContent),
        );
        expect(scrolling, path).toEqual([]);
      }
    });

    test(`${lang || '/en'}: a camelCase name in a table stays whole where the column is wide`, async ({
      page,
    }) => {
      await page.goto(`${lang}/guide/basic/typescript`);
      const name = page.locator('.rp-doc td code', { hasText: /^verbatimModuleSyntax$/ });
      await expect(name.locator('wbr')).toHaveCount(2);
      expect(await name.evaluate((code) => code.getClientRects().length)).toBe(1);
    });
  }
});
