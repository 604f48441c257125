import { expect, test } from './fixtures';

const HOME = [
  {
    path: '/',
    lang: 'en',
    subtitle: 'The library build tool on Rsbuild',
    actions: [
      { name: 'Get Started', href: '/guide/start/quick-start' },
      { name: 'GitHub', href: 'https://github.com/web-infra-dev/rslib' },
    ],
    landing: 'Part of the Rstack family',
    tagline: 'Rstack: fast, Rust-powered tools for the whole JavaScript workflow.',
    firstCard: { desc: 'A fast Rust-based web bundler', href: 'https://rspack.rs/' },
  },
  {
    path: '/zh/',
    lang: 'zh',
    subtitle: '基于 Rsbuild 的库构建工具',
    actions: [
      { name: '快速开始', href: '/zh/guide/start/quick-start' },
      { name: 'GitHub', href: 'https://github.com/web-infra-dev/rslib' },
    ],
    landing: '来自 Rstack 工具家族',
    tagline: 'Rstack：由 Rust 驱动、覆盖 JavaScript 开发全流程的高性能工具链。',
    firstCard: { desc: '基于 Rust 的高性能 Web 打包工具', href: 'https://rspack.rs/zh/' },
  },
];

test.describe('home page', () => {
  for (const home of HOME) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${home.lang}, ${scheme}: hero, Rstack landing block and footer @mobile`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(home.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rslib');
        await expect(page.locator('.rslib-hero__subtitle')).toHaveText(home.subtitle);
        await expect(page.locator('.rslib-hero__description')).not.toBeEmpty();
        for (const action of home.actions) {
          await expect(
            page.locator('.rslib-hero').getByRole('link', { name: action.name }),
          ).toHaveAttribute('href', action.href);
        }

        const landing = page.getByRole('region', { name: home.landing });
        await expect(landing.locator('.rslib-landing__intro')).not.toBeEmpty();
        const cards = landing.getByRole('listitem');
        await expect(cards).toHaveCount(7);
        await expect(cards.locator('h3')).toHaveText([
          'Rspack',
          'Rsbuild',
          'Rspress',
          'Rslib',
          'Rsdoctor',
          'Rstest',
          'Rslint',
        ]);
        await expect(cards.first()).toContainText(home.firstCard.desc);
        const link = cards.first().getByRole('link');
        await expect(link).toHaveAttribute('href', home.firstCard.href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(landing.locator('img').first()).toHaveAttribute('loading', 'lazy');

        await expect(page.locator('.rslib-home-footer__tagline')).toHaveText(home.tagline);
        await page.getByRole('link', { name: home.actions[0]?.name }).first().click();
        await expect(page).toHaveURL(home.actions[0]?.href ?? '');
      });
    }
  }

  test('twinkles its stars only for readers who accept motion', async ({ page }) => {
    await page.goto('/');
    const star = page.locator('.rslib-hero__star').first();
    await expect(page.locator('.rslib-hero__stars')).toHaveAttribute('aria-hidden', 'true');
    expect(await star.evaluate((el) => getComputedStyle(el).animationName)).toBe('rslib-twinkle');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await star.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});
