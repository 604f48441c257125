import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  lastCommitDates,
  pageIdentityTags,
  renderHeadTag,
  renderSitemap,
  SOCIAL_CARD_SIZE,
  sitemapEntries,
  THEME_COLORS,
  themeColorTags,
  unservedSitemapUrls,
} from '#node/seo';

const ORIGIN = 'https://rslib.rs';

/** The attributes of the tag a list holds for a meta name or property (or a link rel). */
function attrsOf(tags: ReturnType<typeof pageIdentityTags>, key: string) {
  return tags.find((t) => t.attrs.property === key || t.attrs.name === key || t.attrs.rel === key)
    ?.attrs;
}

describe('pageIdentityTags', () => {
  it("names the page's URL, site, locale and its language's social card", () => {
    const tags = pageIdentityTags({
      url: `${ORIGIN}/zh/guide/start/quick-start`,
      lang: 'zh',
      origin: ORIGIN,
      siteName: 'Rslib',
    });
    expect(attrsOf(tags, 'canonical')?.href).toBe(`${ORIGIN}/zh/guide/start/quick-start`);
    expect(attrsOf(tags, 'og:url')?.content).toBe(`${ORIGIN}/zh/guide/start/quick-start`);
    expect(attrsOf(tags, 'og:site_name')?.content).toBe('Rslib');
    expect(attrsOf(tags, 'og:locale')?.content).toBe('zh_CN');
    expect(attrsOf(tags, 'og:image')?.content).toBe(`${ORIGIN}/social-card-zh.png`);
    expect(attrsOf(tags, 'twitter:image')?.content).toBe(`${ORIGIN}/social-card-zh.png`);
    expect(attrsOf(tags, 'og:image:width')?.content).toBe(String(SOCIAL_CARD_SIZE.width));
    expect(attrsOf(tags, 'twitter:card')?.content).toBe('summary_large_image');
    const en = pageIdentityTags({ url: `${ORIGIN}/`, lang: 'en', origin: ORIGIN, siteName: 'R' });
    expect(attrsOf(en, 'og:locale')?.content).toBe('en_US');
    expect(attrsOf(en, 'og:image')?.content).toBe(`${ORIGIN}/social-card-en.png`);
  });

  it('refuses a language without an Open Graph locale', () => {
    expect(() =>
      pageIdentityTags({ url: `${ORIGIN}/fr/`, lang: 'fr', origin: ORIGIN, siteName: 'Rslib' }),
    ).toThrow(/"fr"/);
  });
});

describe('renderHeadTag', () => {
  it('escapes attribute values', () => {
    expect(
      renderHeadTag({ tag: 'meta', attrs: { property: 'og:site_name', content: 'A "B" & <C>' } }),
    ).toBe('<meta property="og:site_name" content="A &quot;B&quot; &amp; &lt;C&gt;">');
  });

  it('never renders an empty value: it fails, naming the tag', () => {
    expect(() =>
      renderHeadTag({ tag: 'meta', attrs: { property: 'og:site_name', content: ' ' } }),
    ).toThrow(/empty content.*og:site_name/);
  });
});

describe('theme colours', () => {
  it("are the brand colour of each appearance in the theme's stylesheet", () => {
    const css = readFileSync(path.resolve('theme/styles/index.css'), 'utf8');
    const brandIn = (selector: string) => {
      const block = new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css);
      return /--rp-c-brand:\s*([^;]+);/.exec(block?.[2] ?? '')?.[1]?.trim();
    };
    expect(THEME_COLORS.light).toBe(brandIn(':root'));
    expect(THEME_COLORS.dark).toBe(brandIn('.dark'));
    expect(themeColorTags().map((t) => renderHeadTag(t))).toEqual([
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">`,
      `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`,
    ]);
  });
});

describe('sitemapEntries and renderSitemap', () => {
  const pages = [
    {
      url: `${ORIGIN}/zh/config/`,
      lang: 'zh',
      translationKey: 'config',
      lastmod: '2025-05-14T10:00:00+00:00',
    },
    {
      url: `${ORIGIN}/config/`,
      lang: 'en',
      translationKey: 'config',
      lastmod: '2025-05-15T08:00:00+02:00',
    },
    { url: `${ORIGIN}/only-en`, lang: 'en', translationKey: 'only-en' },
    { url: `${ORIGIN}/zh/only-zh`, lang: 'zh', translationKey: 'only-zh' },
  ];

  it('lists every page with its languages and an x-default in the default language', () => {
    const entries = sitemapEntries(pages, 'en');
    expect(entries.map((e) => e.url)).toEqual([
      `${ORIGIN}/config/`,
      `${ORIGIN}/only-en`,
      `${ORIGIN}/zh/config/`,
      `${ORIGIN}/zh/only-zh`,
    ]);
    const expected = [
      { hreflang: 'zh', href: `${ORIGIN}/zh/config/` },
      { hreflang: 'en', href: `${ORIGIN}/config/` },
      { hreflang: 'x-default', href: `${ORIGIN}/config/` },
    ];
    expect(entries[0]).toEqual({
      url: `${ORIGIN}/config/`,
      lastmod: '2025-05-15T08:00:00+02:00',
      alternates: expected,
    });
    expect(entries[2]?.alternates).toEqual(expected);
    expect(entries[1]).toEqual({ url: `${ORIGIN}/only-en`, alternates: [] });
  });

  it('writes the sitemap protocol with xhtml alternates, escaping URLs', () => {
    const xml = renderSitemap([
      {
        url: `${ORIGIN}/a?b=1&c=2`,
        lastmod: '2025-05-14T10:00:00+00:00',
        alternates: [{ hreflang: 'x-default', href: `${ORIGIN}/a?b=1&c=2` }],
      },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        `    <loc>${ORIGIN}/a?b=1&amp;c=2</loc>`,
        '    <lastmod>2025-05-14T10:00:00+00:00</lastmod>',
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/a?b=1&amp;c=2"/>`,
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('unservedSitemapUrls', () => {
  const files = new Set(['index.html', 'config/index.html', 'guide/start.html', 'zh/index.html']);
  const exists = (file: string) => files.has(file);

  it('names entries and alternates that no built page answers without a redirect', () => {
    const entries = [
      {
        url: `${ORIGIN}/`,
        alternates: [
          { hreflang: 'en', href: `${ORIGIN}/` },
          { hreflang: 'zh', href: `${ORIGIN}/zh/` },
        ],
      },
      { url: `${ORIGIN}/config/`, alternates: [] },
      { url: `${ORIGIN}/guide/start`, alternates: [] },
      { url: `${ORIGIN}/config`, alternates: [] },
      { url: `${ORIGIN}/guide/gone`, alternates: [{ hreflang: 'zh', href: `${ORIGIN}/zh/gone` }] },
      { url: 'https://elsewhere.example/', alternates: [] },
    ];
    expect(unservedSitemapUrls(entries, ORIGIN, exists)).toEqual([
      `${ORIGIN}/config`,
      `${ORIGIN}/guide/gone`,
      `${ORIGIN}/zh/gone`,
      'https://elsewhere.example/',
    ]);
  });
});

describe('lastCommitDates', () => {
  it("keeps each file's newest commit date from git log's newest-first output", () => {
    const log = [
      '\u00002025-06-02T09:00:00+00:00\n\ndocs/en/a.md\ndocs/zh/a.md\n',
      '\u00002025-05-01T12:00:00+08:00\n\ndocs/en/a.md\ndocs/en/b.md\n',
    ].join('');
    expect(lastCommitDates(log)).toEqual(
      new Map([
        ['docs/en/a.md', '2025-06-02T09:00:00+00:00'],
        ['docs/zh/a.md', '2025-06-02T09:00:00+00:00'],
        ['docs/en/b.md', '2025-05-01T12:00:00+08:00'],
      ]),
    );
    expect(lastCommitDates('')).toEqual(new Map());
  });
});
