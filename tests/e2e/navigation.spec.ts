import { expect, hydrated, test } from './fixtures';

const NAV = {
  en: { root: '', labels: ['Guide', 'Config', 'Blog'] },
  zh: { root: '/zh', labels: ['指南', '配置', '博客'] },
} as const;

test.describe('top navigation', () => {
  for (const [lang, { root, labels }] of Object.entries(NAV)) {
    test(`shows ${labels.join(' / ')} in ${lang} and marks the current section`, async ({
      page,
    }) => {
      await page.goto(`${root}/guide/start/quick-start`);
      const nav = page.locator('.rp-nav');
      for (const label of labels) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.locator('.rp-nav-menu__item--active')).toHaveText(labels[0]);
      await nav.getByRole('link', { name: labels[2], exact: true }).click();
      await expect(page).toHaveURL(`${root}/blog/`);
      await expect(nav.locator('.rp-nav-menu__item--active')).toHaveText(labels[2]);
    });
  }
});

test.describe('site title', () => {
  test('links home under the site name alone, with one square logo and no duplicate id', async ({
    page,
  }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    // The logo beside the name is decorative: the link is not announced as "logo logo Rslib".
    const home = page.getByRole('banner').getByRole('link', { name: 'Rslib', exact: true });
    await expect(home).toHaveAttribute('href', '/');
    await expect(page.locator('[id="logo"]')).toHaveCount(0);
    const logo = home.locator('img').filter({ visible: true });
    await expect(logo).toHaveCount(1);
    const box = await logo.boundingBox();
    expect(box?.width, 'logo width against its height').toBeCloseTo(box?.height ?? 0, 0);
  });
});

test.describe('language switch', () => {
  test('goes to the same page in the other language and back', async ({ page }) => {
    const switcher = page.locator('.rp-nav__others .rp-nav-menu__item');
    await page.goto('/guide/start/glossary');
    await switcher.hover();
    await switcher.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL('/zh/guide/start/glossary');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    await expect(page.locator('h1').first()).toContainText('术语');

    await switcher.hover();
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/guide/start/glossary');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('sidebar', () => {
  test('is shown on guide pages with the current page active', async ({ page }) => {
    await page.goto('/guide/start/npm-packages');
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('.rp-sidebar-item--active')).toContainText(/npm/i);
    await sidebar.locator('a[href="/guide/start/glossary"]').click();
    await expect(page).toHaveURL('/guide/start/glossary');
  });

  test('is absent from the English blog overview and post, present in Chinese', async ({
    page,
  }) => {
    for (const path of ['/blog/', '/blog/introducing-rslib']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.rp-doc-layout__sidebar')).toHaveCount(0);
    }
    await page.goto('/zh/blog/introducing-rslib');
    await expect(page.locator('.rp-doc-layout__sidebar')).toBeVisible();
  });

  test('keeps folded groups folded through navigation, and opens the one the next page is in', async ({
    page,
  }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const group = (name: string) => sidebar.getByRole('button', { name, exact: true });
    await group('Basics').click();
    await group('Solutions').click();
    await expect(group('Solutions')).toHaveAttribute('aria-expanded', 'false');

    // The last page of Getting Started.
    await sidebar.locator('a[href="/guide/start/ai"]').click();
    await expect(page).toHaveURL('/guide/start/ai');
    await expect(group('Basics')).toHaveAttribute('aria-expanded', 'false');
    await expect(group('Solutions')).toHaveAttribute('aria-expanded', 'false');

    // The pager's next page is the first of Solutions: its group opens, Basics stays folded.
    // The address changes before the new page renders, so wait for its pager, not the previous page's.
    const next = page.locator('.rp-doc-footer').getByRole('link', { name: /Next Page/ });
    await expect(next).toHaveAttribute('href', '/guide/solution/');
    await next.click();
    await expect(page).toHaveURL('/guide/solution/');
    await expect(group('Solutions')).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.locator('.rp-sidebar-item--active')).toBeVisible();
    await expect(group('Basics')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('doc page footer', () => {
  test('has an edit link to the repository, a last-updated line and pager links', async ({
    page,
  }) => {
    await page.goto('/guide/start/glossary');
    const footer = page.locator('.rp-doc-footer');
    await expect(footer.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rslib/tree/main/website/docs/en/guide/start/glossary.md',
    );
    await expect(page.getByText(/Last Updated/)).toBeVisible();
    await expect(footer.getByText('Previous Page')).toBeVisible();
    await expect(footer.getByText('Next Page')).toBeVisible();
  });

  test('follows the page through client-side navigation, to its own source file and language', async ({
    page,
  }) => {
    const source = 'https://github.com/web-infra-dev/rslib/tree/main/website/docs/';
    await page.goto('/zh/guide/start/glossary');
    const edit = page.locator('.rp-doc-footer .rp-edit-link');
    await expect(edit).toHaveAttribute('href', `${source}zh/guide/start/glossary.md`);
    await page
      .locator('.rp-doc-footer')
      .getByRole('link', { name: /快速开始/ })
      .click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start$/);
    await expect(edit).toHaveAttribute('href', `${source}zh/guide/start/quick-start.mdx`);
  });

  test('on a phone the edit link keeps its words on one line, apart from the date @mobile', async ({
    page,
  }) => {
    await page.goto('/guide/start/glossary');
    await hydrated(page);
    const edit = page.locator('.rp-doc-footer').getByRole('link', { name: 'Edit this page' });
    const lines = await edit.evaluate((link) => {
      const words = document.createRange();
      words.selectNodeContents(link);
      return words.getClientRects().length;
    });
    expect(lines, 'lines the words "Edit this page" take').toBe(1);
    const linkBox = await edit.boundingBox();
    const dateBox = await page.getByText(/Last Updated/).boundingBox();
    expect(dateBox?.x ?? 0).toBeGreaterThan((linkBox?.x ?? 0) + (linkBox?.width ?? 0));
  });

  test('on a phone the previous and next labels sit level, each title under its label @mobile', async ({
    page,
  }) => {
    // The previous title, "Command line interface", takes two lines on a phone.
    await page.goto('/guide/basic/configure-rslib');
    const footer = page.locator('.rp-doc-footer');
    const label = (text: string) => footer.getByText(text, { exact: true }).boundingBox();
    const [previous, next] = await Promise.all([label('Previous Page'), label('Next Page')]);
    expect(Math.abs((previous?.y ?? 0) - (next?.y ?? 1))).toBeLessThan(1);
    const nextTitle = await footer.getByText('TypeScript', { exact: true }).boundingBox();
    // Right-aligned like its label: both end where the arrow begins.
    expect(
      Math.abs(
        (nextTitle?.x ?? 0) + (nextTitle?.width ?? 0) - ((next?.x ?? 0) + (next?.width ?? 0)),
      ),
    ).toBeLessThan(24);
  });
});

test.describe('install commands', () => {
  test('offer npm, yarn, pnpm and bun tabs, and nothing else', async ({ page }) => {
    await page.goto('/guide/start/quick-start');
    const tabs = page.locator('.rp-tabs').first();
    await expect(tabs.locator('.rp-tabs__label__item')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    // A click before hydration switches nothing: the tabs are React's.
    await hydrated(page);
    await tabs.locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
    await expect(tabs.locator('code').filter({ visible: true }).first()).toContainText('pnpm');
  });

  test('keep the four tabs on one row on a phone, down to 320 px @mobile', async ({ page }) => {
    const { height } = page.viewportSize() ?? { height: 800 };
    for (const width of [page.viewportSize()?.width ?? 375, 320]) {
      await page.setViewportSize({ width, height });
      for (const path of ['/guide/start/quick-start', '/zh/guide/start/quick-start']) {
        await page.goto(path);
        const tops = await page
          .locator('.rp-tabs')
          .first()
          .locator('.rp-tabs__label__item')
          .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
        expect(tops, `${path} at ${width} px`).toHaveLength(4);
        expect(new Set(tops).size, `${path} at ${width} px: rows of tabs`).toBe(1);
      }
    }
  });
});
