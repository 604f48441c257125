/**
 * No English UI text on Chinese pages: the crawl looks on every /zh/ page for a button text,
 * `aria-label`, `title` or `placeholder` that is the English text of a key of src/shared/i18n.ts. This
 * file shows that the check finds such text, and makes it in the search modal, which no page
 * shows until it is opened.
 */
import { UI_TEXT } from '#shared/i18n';
import { SEARCH_TEXT } from '#shared/search/texts';
import { expect, hydrated, test } from './fixtures';
import { ENGLISH_TEXTS, englishTextsOn } from './page-checks';

test.describe('Chinese pages show no English UI text', () => {
  test('the check knows the English texts it looks for', () => {
    const search = ENGLISH_TEXTS.find(({ key }) => key === 'searchPlaceholderText');
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
    expect(
      found.some((problem) => problem.endsWith('the English text of searchPlaceholderText')),
    ).toBe(true);
  });

  test('nor does the search modal, empty or with results', async ({ page }) => {
    await page.goto('/zh/');
    await hydrated(page);
    await page.getByRole('button', { name: UI_TEXT.searchPlaceholderText.zh }).click();
    await expect(
      page.getByRole('searchbox', { name: SEARCH_TEXT['search.inputLabel'].zh }),
    ).toBeFocused();
    expect(await englishTextsOn(page)).toEqual([]);
    await page.keyboard.type('类型声明');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await englishTextsOn(page)).toEqual([]);
  });
});
