import { expect, test } from './fixtures';

const FEEDS = [
  { lang: 'en', post: '/blog/introducing-rslib', feed: '/rss/blog.xml', language: 'en-US' },
  { lang: 'zh', post: '/zh/blog/introducing-rslib', feed: '/rss/blog-zh.xml', language: 'zh-CN' },
];

const articleTitle = (title: string) => title.replace(/ - Rslib$/, '');

test.describe('blog feeds', () => {
  for (const { lang, post, feed, language } of FEEDS) {
    test(`the ${lang} post advertises its feed, which lists the post`, async ({
      page,
      request,
    }) => {
      await page.goto(post);
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
      await expect(link).toHaveCount(1);
      expect(new URL((await link.getAttribute('href')) ?? '').pathname).toBe(feed);

      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('<rss');
      expect(xml).toContain(`<language>${language}</language>`);
      expect(xml).toContain(`<link>https://rslib.rs${post}</link>`);
      expect(xml).toContain('<pubDate>Wed, 14 May 2025 10:00:00 GMT</pubDate>');
      expect(xml.match(/<item>/g)).toHaveLength(1);
      expect(xml).toContain(`<title><![CDATA[${articleTitle(await page.title())}]]></title>`);
      // The article, without the page's copy buttons and heading anchors.
      expect(xml).toContain('<content:encoded>');
      expect(xml).not.toContain('rp-not-doc');
      expect(xml).not.toContain('rp-header-anchor');
    });
  }

  test('the blog overview lists the post with its date', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByText('May 14, 2025')).toBeVisible();
    await page.goto('/zh/blog/');
    await expect(page.getByText('2025 年 5 月 14 日')).toBeVisible();
  });
});
