import { LIB_OPTION_PAGES, RSBUILD_OPTION_PAGES } from '../content/route-table';
import { expect, test } from './fixtures';

test.describe('overview pages', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`/config/lib/ lists every option with its h2 headings, ${scheme} @mobile`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/config/lib/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lib options/);
      const items = page.locator('.rp-overview-group__item');
      await expect(items).toHaveCount(14);
      const bundle = items.filter({ hasText: 'lib.bundle' });
      await expect(bundle.getByRole('link', { name: 'Bundleless mode' })).toHaveAttribute(
        'href',
        '/config/lib/bundle#bundleless-mode',
      );
    });
  }

  test('the filter is case-insensitive, reads hyphens as spaces and matches titles and headings @mobile', async ({
    page,
  }) => {
    await page.goto('/config/lib/');
    const filter = page.getByRole('searchbox', { name: 'Filter' });
    const items = page.locator('.rp-overview-group__item');

    await filter.fill('LIB.UMDNAME');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('lib.umdName');

    await filter.fill('bundleless-mode');
    await expect(
      items.filter({ hasText: 'lib.bundle' }).getByRole('link', { name: 'Bundleless mode' }),
    ).toBeVisible();
    await expect(items.filter({ hasText: 'lib.format' })).toHaveCount(0);

    // camelCase and dotted names match by their words.
    await filter.fill('umd name');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText('lib.umdName');
    await filter.fill('auto ext');
    await expect(items.filter({ hasText: 'lib.autoExtension' })).toHaveCount(1);
    await filter.fill('dts bundle');
    await expect(items.getByRole('link', { name: 'dts.bundle', exact: true })).toHaveAttribute(
      'href',
      '/config/lib/dts#dtsbundle',
    );

    await filter.fill('no such option');
    await expect(items).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No matching API found: no such option');

    await filter.fill('');
    await expect(items).toHaveCount(14);
  });

  test('matches option names by their words in Chinese too', async ({ page }) => {
    await page.goto('/zh/config/lib/');
    const items = page.locator('.rp-overview-group__item');
    await page.getByRole('searchbox').fill('dts bundle');
    await expect(items.getByRole('link', { name: 'dts.bundle', exact: true })).toHaveAttribute(
      'href',
      '/zh/config/lib/dts#dtsbundle',
    );
  });

  test('groups both sections on /config/ and speaks Chinese on /zh/config/', async ({ page }) => {
    await page.goto('/config/');
    // Each page of both config sections is an item: the two section pages and every option page.
    await expect(page.locator('.rp-overview-group__item')).toHaveCount(
      2 + LIB_OPTION_PAGES.length + RSBUILD_OPTION_PAGES.length,
    );
    await expect(
      page.getByRole('heading', { level: 2 }).filter({ hasText: 'Lib options' }),
    ).toBeVisible();

    await page.goto('/zh/config/');
    const filter = page.getByRole('searchbox', { name: '筛选' });
    await filter.fill('不存在的配置');
    await expect(page.getByRole('status')).toHaveText('未找到匹配的 API：不存在的配置');
    await filter.fill('lib.SHIMS');
    await expect(page.locator('.rp-overview-group__item')).toHaveCount(1);
  });
});
