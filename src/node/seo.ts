/**
 * What a public docs site tells crawlers and link previews: each page's canonical URL, Open Graph
 * and Twitter card tags, the theme colours, and the sitemap with its language alternates.
 * Pure functions; the Rspress plugin in src/node/rspress/plugin-seo.ts feeds them the site's routes.
 */
import { escapeMarkup } from './markup';
import { resolveRequest } from './static-host';

/** The social card's size, the one Open Graph and Twitter's large card both show uncropped. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where a language's social card is served (scripts/social-card.ts draws it into public/). */
export function socialCardPath(lang: string): string {
  return `/social-card-${lang}.png`;
}

/** Open Graph's name of each language. */
export const OG_LOCALES: Readonly<Record<string, string>> = { en: 'en_US', zh: 'zh_CN' };

/**
 * The browser's colour for its own toolbar: `--rp-c-brand` of theme/styles/index.css in the
 * light and the dark appearance (tests/unit/seo.test.ts holds the two together).
 */
export const THEME_COLORS = { light: '#c2410c', dark: '#fb923c' } as const;

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Readonly<Record<string, string>>;
}

/** One tag as HTML. A blank attribute value is a mistake, never a tag: it throws, naming it. */
export function renderHeadTag({ tag, attrs }: HeadTag): string {
  const rendered = Object.entries(attrs).map(([name, value]) => {
    if (value.trim() === '') {
      throw new Error(`<${tag}> with an empty ${name}: ${JSON.stringify(attrs)}`);
    }
    return `${name}="${escapeMarkup(value)}"`;
  });
  return `<${tag} ${rendered.join(' ')}>`;
}

export interface PageIdentity {
  /** The page's absolute URL, the one the host serves it at without a redirect. */
  url: string;
  lang: string;
  origin: string;
  siteName: string;
}

/**
 * The tags that say which URL a page is and how a link to it previews: canonical link, Open
 * Graph URL, site name, locale and image (the social card of the page's language), and a large
 * Twitter card with the same image. Title and description tags are Rspress's (its layout
 * renders them from the page).
 */
export function pageIdentityTags(page: PageIdentity): HeadTag[] {
  const locale = OG_LOCALES[page.lang];
  if (!locale) throw new Error(`No Open Graph locale for the language "${page.lang}".`);
  const image = new URL(socialCardPath(page.lang), page.origin).href;
  const meta = (key: 'property' | 'name', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content },
  });
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: page.url } },
    meta('property', 'og:url', page.url),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:locale', locale),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SOCIAL_CARD_SIZE.width)),
    meta('property', 'og:image:height', String(SOCIAL_CARD_SIZE.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', image),
  ];
}

/** `theme-color` for the light and the dark appearance of the reader's system. */
export function themeColorTags(): HeadTag[] {
  return (['light', 'dark'] as const).map((scheme) => ({
    tag: 'meta',
    attrs: {
      name: 'theme-color',
      media: `(prefers-color-scheme: ${scheme})`,
      content: THEME_COLORS[scheme],
    },
  }));
}

export interface SitemapPage {
  url: string;
  lang: string;
  /** Pages with the same key are one page in several languages. */
  translationKey: string;
  /** W3C date-time of the page source's last commit, when known. */
  lastmod?: string;
}

export interface SitemapEntry {
  url: string;
  lastmod?: string;
  /** Every language of the page, itself included, then `x-default`; empty with one language. */
  alternates: Array<{ hreflang: string; href: string }>;
}

/**
 * One entry per page, each naming every language of the page and, as `x-default`, the page in
 * the default language (the one readers get when none of theirs is there). Sorted by URL.
 */
export function sitemapEntries(pages: readonly SitemapPage[], defaultLang: string): SitemapEntry[] {
  const translations = new Map<string, SitemapPage[]>();
  for (const page of pages) {
    translations.set(page.translationKey, [...(translations.get(page.translationKey) ?? []), page]);
  }
  return pages
    .map((page) => {
      const group = translations.get(page.translationKey) ?? [page];
      const inDefault = group.find((other) => other.lang === defaultLang);
      const alternates =
        group.length < 2
          ? []
          : [
              ...group.map((other) => ({ hreflang: other.lang, href: other.url })),
              ...(inDefault ? [{ hreflang: 'x-default', href: inDefault.url }] : []),
            ];
      return { url: page.url, ...(page.lastmod ? { lastmod: page.lastmod } : {}), alternates };
    })
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

/** The sitemap protocol's XML, with `xhtml:link` language alternates. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push('  <url>', `    <loc>${escapeMarkup(entry.url)}</loc>`);
    if (entry.lastmod) lines.push(`    <lastmod>${escapeMarkup(entry.lastmod)}</lastmod>`);
    for (const { hreflang, href } of entry.alternates) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(href)}"/>`,
      );
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/**
 * The URLs of the sitemap (entries and alternates) that the built folder does not serve as a
 * page: not on the site's origin, or no HTML file answers the path without a redirect.
 */
export function unservedSitemapUrls(
  entries: readonly SitemapEntry[],
  origin: string,
  exists: (file: string) => boolean,
): string[] {
  const urls = new Set(
    entries.flatMap((entry) => [entry.url, ...entry.alternates.map((a) => a.href)]),
  );
  return [...urls].filter((url) => {
    const parsed = new URL(url);
    if (parsed.origin !== new URL(origin).origin) return true;
    const answer = resolveRequest(parsed.pathname, exists, []);
    return answer.kind !== 'file' || !answer.file.endsWith('.html');
  });
}

/** `git log` arguments whose output `lastCommitDates` reads: newest first, the files of each. */
export const GIT_LOG_ARGS = [
  '-c',
  'core.quotePath=false',
  'log',
  '--format=%x00%cI',
  '--name-only',
  '--no-renames',
] as const;

/**
 * Each file's last commit date (committer date, ISO 8601) from the output of `git GIT_LOG_ARGS`,
 * keyed by the path git prints (relative to the repository's top folder).
 */
export function lastCommitDates(gitLog: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of gitLog.split('\0')) {
    const [date, ...files] = commit.split('\n').filter((line) => line.trim() !== '');
    if (!date) continue;
    for (const file of files) if (!dates.has(file)) dates.set(file, date.trim());
  }
  return dates;
}
