/**
 * What a reader gets beyond the pages themselves: the skip link, a language switch that keeps
 * the section, print, a 404 page that finds the page, search suggestions when nothing is found,
 * and the outline's current section. Each in both languages.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, openSearch, test } from './fixtures';
import { expectNoAxeViolations, transitionsDone } from './page-checks';

const TEXT = {
  en: {
    root: '',
    skip: 'Skip to content',
    language: /^Language:/,
    other: '简体中文',
    suggestions: 'Were you looking for one of these pages?',
    tryThese: 'Try searching for:',
    noResults: 'No results for',
    search: 'Search',
    menu: 'Site menu',
  },
  zh: {
    root: '/zh',
    skip: '跳到正文',
    language: /^语言：/,
    other: 'English',
    suggestions: '你要找的是不是这些页面？',
    tryThese: '试试搜索:',
    noResults: '没有找到相关结果：',
    search: '搜索',
    menu: '站点菜单',
  },
} as const;
const LANGS = ['en', 'zh'] as const;
/** The other language's path prefix. */
const otherRoot = (lang: 'en' | 'zh') => (lang === 'en' ? '/zh' : '');

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('skip link', () => {
  for (const lang of LANGS) {
    const { root, skip } = TEXT[lang];
    for (const path of [`${root}/guide/start/quick-start`, `${root}/`, `${root}/no/such/page`]) {
      test(`is the first Tab stop of ${path} and moves focus into the main content @mobile`, async ({
        page,
      }) => {
        await page.goto(path);
        await hydrated(page);
        await page.keyboard.press('Tab');
        const link = page.getByRole('link', { name: skip });
        await expect(link).toBeFocused();
        await expect(link).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
        await expect(page).toHaveURL(path);
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(
          true,
        );
      });
    }

    for (const scheme of ['light', 'dark'] as const) {
      test(`keeps axe clean while focused, ${lang}, ${scheme}`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${root}/guide/start/quick-start`);
        await hydrated(page);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: skip })).toBeFocused();
        await expectNoAxeViolations(page, testInfo, `${scheme}, skip link focused`);
      });
    }
  }
});

test.describe('language switch keeps the section', () => {
  for (const lang of LANGS) {
    const { root, language, other } = TEXT[lang];
    const target = `${otherRoot(lang)}/guide/start/quick-start?sidebar=0#create-a-new-project`;

    const switchFromTopBar = async (page: Page) => {
      await page.getByRole('button', { name: language }).click();
      await page.getByRole('link', { name: other }).click();
    };

    test(`${lang}: the anchor and the query carry over, and the page opens at that heading`, async ({
      page,
    }) => {
      await page.goto(`${root}/guide/start/quick-start?sidebar=0#create-a-new-project`);
      await hydrated(page);
      await switchFromTopBar(page);
      await expect(page).toHaveURL(target);
      await expect(page.locator('#create-a-new-project')).toBeInViewport();
      expect(await scrollY(page)).toBeGreaterThan(0);
    });

    test(`${lang}: a heading reached on the page is the one the other language opens at`, async ({
      page,
    }) => {
      await page.goto(`${root}/guide/start/quick-start`);
      await hydrated(page);
      await page.locator('.rp-outline a[href="#configuration-file"]').click();
      await expect(page).toHaveURL(/#configuration-file$/);
      await switchFromTopBar(page);
      await expect(page).toHaveURL(`${otherRoot(lang)}/guide/start/quick-start#configuration-file`);
      await expect(page.locator('#configuration-file')).toBeInViewport();
    });

    test(`${lang}: an anchor the other page lacks opens it at the top`, async ({ page }) => {
      await page.goto(`${root}/guide/start/quick-start#no-such-section`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
      await switchFromTopBar(page);
      await expect(page).toHaveURL(`${otherRoot(lang)}/guide/start/quick-start#no-such-section`);
      await expect.poll(() => scrollY(page)).toBe(0);
    });

    test(`${lang}: works from the phone menu @mobile`, async ({ page }) => {
      test.skip(
        (page.viewportSize()?.width ?? 0) >= 768,
        'the phone menu is only there below 768 px',
      );
      await page.goto(`${root}/guide/start/quick-start?sidebar=0#create-a-new-project`);
      await hydrated(page);
      await page.getByRole('banner').getByRole('button', { name: TEXT[lang].menu }).click();
      const screen = page.locator('.rp-nav-screen');
      // The menu slides in and the language list folds out: a tap while either still moves can
      // land beside the link on a slow machine, as a hurried reader's can.
      await transitionsDone(page);
      await screen.getByRole('button', { name: lang === 'en' ? /English/ : /简体中文/ }).click();
      await transitionsDone(page);
      await screen.getByRole('link', { name: other }).click();
      await expect(page).toHaveURL(target);
      await expect(page.locator('#create-a-new-project')).toBeInViewport();
    });
  }
});

/** Whether a colour (`rgb(…)`) is light: what paper shows as background. */
const luminance = (color: string) => {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

test.describe('print', () => {
  for (const lang of LANGS) {
    const { root } = TEXT[lang];
    test(`${lang}: prints the article only, light, with wrapped code and link addresses`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${root}/guide/start/quick-start`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });

      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main pre').first()).toBeVisible();
      for (const part of [
        '.rp-nav',
        '.rp-doc-layout__sidebar',
        '.rp-doc-layout__outline',
        '.rp-search-button',
        '.rp-llms-copy-button',
        '.rslib-open-menu',
        '.rslib-back-to-top',
        '.rp-code-copy-button',
        '.rp-prev-next-page',
      ]) {
        await expect(page.locator(part).first(), part).toBeHidden();
      }

      const colors = await page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.querySelector('main h1') as Element).color,
        callout: getComputedStyle(document.querySelector('.rp-callout__content') as Element).color,
      }));
      expect(luminance(colors.background)).toBeGreaterThan(0.9);
      expect(luminance(colors.text)).toBeLessThan(0.3);
      expect(luminance(colors.callout)).toBeLessThan(0.3);

      // Code wraps: no block is wider than the paper's text column.
      const cutOff = await page
        .locator('main pre')
        .evaluateAll(
          (blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth + 1).length,
        );
      expect(cutOff).toBe(0);

      // An external link shows its address after its text.
      const external = page.locator('main .rp-doc a[href^="https://rstest.rs"]').first();
      await expect(external).toBeVisible();
      const after = await external.evaluate((link) => getComputedStyle(link, '::after').content);
      expect(after).toContain('https://rstest.rs');
      const internal = page.locator('main .rp-doc a[href^="/"]').first();
      expect(await internal.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
        'none',
      );
    });

    test(`${lang}: the home page prints without the hero's decorations, light`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${root}/`);
      await hydrated(page);
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      const card = page.locator('.rslib-landing__card').first();
      const cardColor = await card.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(luminance(cardColor)).toBeGreaterThan(0.9);
      await expect(page.locator('.rslib-hero__title')).toBeVisible();
      await expect(page.locator('.rslib-hero__stars')).toBeHidden();
      await expect(page.locator('.rp-home-background')).toBeHidden();
      await expect(page.locator('.rp-nav')).toBeHidden();
    });
  }
});

/** The links the 404 page lists, once it has looked. */
async function closestPageLinks(page: Page): Promise<Locator> {
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'false');
  return page.locator('.rslib-not-found__suggestions a');
}

test.describe('404 page finds the page', () => {
  const CASES = [
    { lang: 'en', address: '/guide/start/quick-strat', found: '/guide/start/quick-start' },
    { lang: 'en', address: '/config/lib/fromat', found: '/config/lib/format' },
    { lang: 'en', address: '/config/lib/bundl', found: '/config/lib/bundle' },
    { lang: 'en', address: '/config/lib/autoExternal', found: '/config/lib/auto-external' },
    { lang: 'en', address: '/guide/quick-start', found: '/guide/start/quick-start' },
    { lang: 'zh', address: '/zh/guide/start/quick-strat', found: '/zh/guide/start/quick-start' },
    { lang: 'zh', address: '/zh/config/lib/formatt', found: '/zh/config/lib/format' },
    { lang: 'zh', address: '/zh/config/lib/outBase', found: '/zh/config/lib/out-base' },
    { lang: 'zh', address: '/zh/config/format', found: '/zh/config/lib/format' },
  ] as const;

  for (const [index, { lang, address, found }] of CASES.entries()) {
    // Each case once; on a phone too for the first of each language.
    const phone = CASES.findIndex((other) => other.lang === lang) === index;
    test(`${address} lists ${found} first, and it leads there${phone ? ' @mobile' : ''}`, async ({
      page,
    }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { name: TEXT[lang].suggestions })).toBeVisible();
      const links = await closestPageLinks(page);
      expect(await links.count()).toBeLessThanOrEqual(3);
      await expect(links.first()).toHaveAttribute('href', found);
      // Titles come from the language's llms.txt; the address is shown beside them.
      await expect(page.locator('.rslib-not-found__path').first()).toHaveText(found);
      await links.first().click();
      await expect(page).toHaveURL(found);
      await expect(page.locator('main h1')).toBeVisible();
    });
  }

  for (const lang of LANGS) {
    test(`${lang}: lists nothing when nothing is close`, async ({ page }) => {
      const response = await page.goto(`${TEXT[lang].root}/guide/does-not-exist`);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(await closestPageLinks(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: TEXT[lang].suggestions })).toHaveCount(0);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`${lang}: axe stays clean with suggestions, ${scheme}`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${TEXT[lang].root}/config/lib/fromat`);
        await hydrated(page);
        await expect(await closestPageLinks(page)).not.toHaveCount(0);
        await expectNoAxeViolations(page, testInfo, `${scheme}, 404 with suggestions`);
      });
    }
  }

  const ODD = [
    // A malformed percent-encoding: Rspress's runtime threw on it (patches/@rspress__core*).
    '/guide/%E0%A4%A',
    `/guide/${'a'.repeat(1500)}`,
    `/${'deep/'.repeat(200)}page`,
    '/guide%2Fstart%2Fquick-strat',
    '/guide/start/%2E%2E/%2E%2E/start/quick-strat',
    '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/zh/%F0%9F%98%80/%E9%85%8D%E7%BD%AE',
    '/guide/start/quick-start%00',
  ];
  for (const address of ODD) {
    test(`stays a fast 404 for ${address.slice(0, 60)}`, async ({ page }) => {
      page.on('dialog', (dialog) => {
        throw new Error(`a dialog opened: ${dialog.message()}`);
      });
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await closestPageLinks(page);
      await expect(page.locator('.rslib-not-found__code')).toHaveText('404');
    });
  }
});

test.describe('a query or an anchor that does not decode', () => {
  for (const lang of LANGS) {
    const { root, other } = TEXT[lang];
    const quickStart = `${root}/guide/start/quick-start`;

    // Rspress decoded them as it rendered the language menu and jumped to the anchor, and the
    // exception took the whole page off the screen (src/shared/address-guard.ts).
    test(`${lang}: keeps the page, repaired, also when the anchor is typed later @mobile`, async ({
      page,
    }) => {
      const response = await page.goto(`${quickStart}?discount=50%#%E0`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toBeVisible();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        `${quickStart}?discount=50%25`,
      );
      expect(new URL(page.url()).hash).toBe('#%25E0');
      // The language menu leaves out the repaired query and anchor (src/shared/nav-links.ts).
      const twin = page.locator(`a[hreflang]:text-is("${other}")`).first();
      const twinPath = `${lang === 'en' ? '/zh' : ''}/guide/start/quick-start`;
      await expect(twin).toHaveAttribute('href', twinPath);

      await page.evaluate(() => {
        window.location.hash = '%';
      });
      await expect.poll(() => new URL(page.url()).hash).toBe('#%25');
      await expect(page.locator('h1')).toBeVisible();

      // Followed, it opens the other language's page (a click on the link the menu holds).
      await twin.evaluate((link: HTMLAnchorElement) => link.click());
      await expect(page).toHaveURL((url) => url.pathname === twinPath);
      await expect(page.locator('h1')).toBeVisible();
    });
  }
});

test.describe('an address with a slash too many', () => {
  for (const lang of LANGS) {
    const quickStart = `${TEXT[lang].root}/guide/start/quick-start`;
    const twice = `${TEXT[lang].root}/guide//start/quick-start`;

    // The host served the page, and the router, finding no route, hydrated the not-found page
    // over it (src/shared/address-guard.ts). A trailing slash is the host's to redirect.
    for (const address of [twice, `${quickStart}/`]) {
      test(`${lang}: ${address} opens the page, with its address written as the site writes it`, async ({
        page,
      }) => {
        const response = await page.goto(`${address}?x=1#next-steps`);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        const url = new URL(page.url());
        expect(url.pathname + url.search + url.hash).toBe(`${quickStart}?x=1#next-steps`);
        await expect(page.locator('.rslib-not-found__code')).toHaveCount(0);
        await expect(page.locator('h1')).toBeVisible();
      });
    }
  }
});

test.describe('no-results screen suggests queries that find something', () => {
  for (const lang of LANGS) {
    const { root, tryThese, noResults } = TEXT[lang];

    test(`${lang}: after results, the sections they came from; choosing one runs it`, async ({
      page,
    }) => {
      const input = await openSearch(page, `${root}/guide/start/`);
      await input.fill('bundleless');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await input.pressSequentially('qzx');
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen).toContainText(`${noResults}`);
      // Each suggestion is checked against the index before it is shown.
      await expect(screen).toContainText(tryThese);
      const suggestions = screen.locator('.rslib-search-suggestions button');
      await expect(suggestions.first()).toBeVisible();
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      const first = (await suggestions.first().textContent()) ?? '';
      await suggestions.first().click();
      await expect(input).toHaveValue(first);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(screen).toHaveCount(0);
    });

    test(`${lang}: with no earlier results, the closest indexed word @mobile`, async ({ page }) => {
      const input = await openSearch(page, `${root}/guide/start/`);
      await input.fill('bundlelessqzx');
      const suggestion = page.locator('.rslib-search-suggestions button').first();
      await expect(suggestion).toHaveText('bundleless');
      await suggestion.click();
      await expect(input).toHaveValue('bundleless');
      await expect(page.locator('.DocSearch-Hit').first()).toContainText(/bundleless/i);
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`${lang}: axe stays clean on the screen, ${scheme}`, async ({ page }, testInfo) => {
        await page.emulateMedia({ colorScheme: scheme });
        const input = await openSearch(page, `${root}/guide/start/`);
        await input.fill('formatqzx');
        await expect(page.locator('.rslib-search-suggestions button').first()).toBeVisible();
        await expectNoAxeViolations(page, testInfo, `${scheme}, no results`, {
          within: '.DocSearch-Dropdown',
        });
      });
    }
  }

  test('a query of markup is shown as text and never runs', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    const input = await openSearch(page, '/guide/start/');
    // Words no page holds, so the no-results screen, which repeats the query, is the one shown
    // (a query with any indexed word falls back to the pages that hold some of its words).
    const markup = '<qzxv onqzxw=qzxy>';
    await input.fill(markup);
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen.locator('strong')).toHaveText(markup);
    await expect(page.locator('.DocSearch-Modal qzxv')).toHaveCount(0);
    for (const text of await screen.locator('.rslib-search-suggestions button').allTextContents())
      expect(text).not.toContain('<');
    // A payload made of indexed words reaches the results screen instead: nothing runs there.
    await input.fill('<img src=x onerror=alert(1)>');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  });
});

test.describe('outline', () => {
  for (const lang of LANGS) {
    test(`${lang}: marks the current section with aria-current`, async ({ page }) => {
      await page.goto(`${TEXT[lang].root}/guide/start/quick-start`);
      await hydrated(page);
      const outline = page.locator('.rp-doc-layout__outline');
      await outline.locator('a[href="#build-the-library"]').click();
      await expect(outline.locator('a[href="#build-the-library"]')).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(outline.locator('[aria-current]')).toHaveCount(1);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(outline.locator('a[href="#build-the-library"]')).not.toHaveAttribute(
        'aria-current',
        'true',
      );
    });
  }
});
