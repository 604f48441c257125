/**
 * What a public docs site is expected to have, read from the built folder (and, for what the
 * host sends, from the served site): the sitemap and robots.txt, each page's canonical URL and
 * link-preview tags, the social cards and the theme colours, in both languages.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { OG_LOCALES, SOCIAL_CARD_SIZE, socialCardPath, THEME_COLORS } from '#node/seo';
import { DEFAULT_LANGUAGE } from '#shared/locale-path';
import { SITE } from '#shared/site';
import { SITE_PAGES } from '../support/docs';
import { openBuiltSite } from '../support/site-links';
import { expect, hydrated, test } from './fixtures';

const SITE_DIR = path.resolve(process.env.E2E_SITE_DIR ?? 'doc_build');
const BUILT = openBuiltSite(SITE_DIR);
const DOCUMENTS = BUILT.pages.filter((page) => page.status === 200);
const NOT_FOUND = BUILT.pages.filter((page) => page.status === 404);
const urlOf = (route: string) => `${SITE.origin}${route}`;

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/** The `<meta>` and `<link>` elements of a built page's head. */
function headOf(file: string): Element[] {
  const document = parseDocument(readFileSync(path.join(SITE_DIR, file), 'utf8'));
  const head = DomUtils.findOne((el) => el.name === 'head', document.children);
  return head ? DomUtils.findAll((el) => el.name === 'meta' || el.name === 'link', [head]) : [];
}

/** The values of a head's meta tags with this name or property. */
function metaValues(head: Element[], key: string): string[] {
  return head
    .filter((el) => el.name === 'meta' && (el.attribs.name === key || el.attribs.property === key))
    .map((el) => el.attribs.content ?? '');
}

function linkHrefs(head: Element[], rel: string, hreflang?: string): string[] {
  return (
    head
      .filter((el) => el.name === 'link' && el.attribs.rel === rel)
      // A language link, not a feed (which also names its language) or a Markdown twin.
      .filter(
        (el) => hreflang === undefined || (el.attribs.hreflang === hreflang && !el.attribs.type),
      )
      .map((el) => el.attribs.href ?? '')
  );
}

interface SitemapUrl {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

function readSitemap(): SitemapUrl[] {
  const document = parseDocument(readFileSync(path.join(SITE_DIR, 'sitemap.xml'), 'utf8'), {
    xmlMode: true,
  });
  return DomUtils.findAll((el) => el.name === 'url', document.children).map((url) => {
    const text = (name: string) => {
      const found = DomUtils.findOne((el) => el.name === name, url.children);
      return found ? DomUtils.textContent(found) : undefined;
    };
    const alternates: Record<string, string> = {};
    for (const link of DomUtils.findAll((el) => el.name === 'xhtml:link', url.children)) {
      alternates[link.attribs.hreflang ?? ''] = link.attribs.href ?? '';
    }
    return { loc: text('loc') ?? '', lastmod: text('lastmod'), alternates };
  });
}

/** The date of the last commit that touched a file, as git prints it for the sitemap. */
function lastCommitDate(file: string): string {
  return execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
    encoding: 'utf8',
  }).trim();
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists every page once, with its languages, x-default and git date', () => {
    const entries = readSitemap();
    const byUrl = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(entries).toHaveLength(byUrl.size);
    expect([...byUrl.keys()].sort()).toEqual(SITE_PAGES.map((page) => urlOf(page.route)).sort());
    for (const page of SITE_PAGES) {
      const entry = byUrl.get(urlOf(page.route));
      const twin = page.route.replace(/^\/zh\//, '/');
      const alternates = entry?.alternates ?? {};
      expect(Object.keys(alternates).sort(), page.route).toEqual(['en', 'x-default', 'zh']);
      expect(alternates.en, page.route).toBe(urlOf(twin));
      expect(alternates.zh, page.route).toBe(urlOf(`/zh${twin}`));
      expect(alternates['x-default'], page.route).toBe(alternates[DEFAULT_LANGUAGE]);
      // A page not committed yet has no date, in git and in the sitemap.
      expect(entry?.lastmod ?? '', page.route).toBe(
        lastCommitDate(path.join('docs', page.lang, page.file)),
      );
    }
  });

  test('every sitemap URL is a built page, and no not-found page is listed', () => {
    for (const entry of readSitemap()) {
      for (const url of [entry.loc, ...Object.values(entry.alternates)]) {
        expect(BUILT.resolve(new URL(url).pathname), url).toMatchObject({ kind: 'file' });
      }
      expect(entry.loc).not.toMatch(/404/);
    }
  });

  test('robots.txt names the sitemap by its absolute URL, and the host serves both', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${SITE.origin}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
  });
});

test.describe('each page says which URL it is and how a link to it previews', () => {
  test('canonical, Open Graph and Twitter card tags on every page, in its language', () => {
    expect(DOCUMENTS).toHaveLength(SITE_PAGES.length);
    for (const page of DOCUMENTS) {
      const head = headOf(page.file);
      const url = urlOf(page.path);
      const card = `${SITE.origin}${socialCardPath(page.lang)}`;
      expect(linkHrefs(head, 'canonical'), page.file).toEqual([url]);
      expect(metaValues(head, 'og:url'), page.file).toEqual([url]);
      expect(metaValues(head, 'og:site_name'), page.file).toEqual([SITE.title]);
      expect(metaValues(head, 'og:locale'), page.file).toEqual([OG_LOCALES[page.lang]]);
      expect(metaValues(head, 'og:image'), page.file).toEqual([card]);
      expect(metaValues(head, 'twitter:image'), page.file).toEqual([card]);
      expect(metaValues(head, 'twitter:card'), page.file).toEqual(['summary_large_image']);
      expect(metaValues(head, 'og:title'), page.file).toHaveLength(1);
      expect(metaValues(head, 'og:description'), page.file).toEqual(
        metaValues(head, 'description'),
      );
      expect(metaValues(head, 'description'), page.file).toHaveLength(1);
    }
  });

  test('the language links name each language of the page, the canonical URL among them', () => {
    for (const page of DOCUMENTS) {
      const head = headOf(page.file);
      const twin = page.path.replace(/^\/zh\//, '/');
      expect(linkHrefs(head, 'alternate', 'en'), page.file).toEqual([urlOf(twin)]);
      expect(linkHrefs(head, 'alternate', 'zh'), page.file).toEqual([urlOf(`/zh${twin}`)]);
      expect(linkHrefs(head, 'alternate', page.lang), page.file).toEqual(
        linkHrefs(head, 'canonical'),
      );
    }
  });

  test('theme colours for the light and the dark appearance on every page', () => {
    for (const page of DOCUMENTS) {
      const colours = headOf(page.file)
        .filter((el) => el.name === 'meta' && el.attribs.name === 'theme-color')
        .map((el) => [el.attribs.media, el.attribs.content]);
      expect(colours, page.file).toEqual([
        ['(prefers-color-scheme: light)', THEME_COLORS.light],
        ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
      ]);
    }
  });

  test('the social card of each language is a 1200x630 PNG the build serves', () => {
    for (const lang of Object.keys(OG_LOCALES)) {
      expect(pngSize(path.join(SITE_DIR, socialCardPath(lang)))).toEqual(SOCIAL_CARD_SIZE);
    }
  });

  test("no meta tag is empty, and a page without a description gets its language's", () => {
    for (const page of BUILT.pages) {
      for (const meta of headOf(page.file).filter((el) => el.name === 'meta')) {
        if (meta.attribs.charset || meta.attribs['http-equiv']) continue;
        expect(
          meta.attribs.content?.trim(),
          `${page.file}: ${JSON.stringify(meta.attribs)}`,
        ).toBeTruthy();
      }
    }
    // The not-found pages have no description of their own.
    for (const page of NOT_FOUND) {
      expect(metaValues(headOf(page.file), 'description'), page.file).toEqual([
        SITE.description[page.lang],
      ]);
      expect(linkHrefs(headOf(page.file), 'canonical'), page.file).toEqual([]);
    }
  });

  test('the head keeps one description and one canonical link once the page hydrates', async ({
    page,
  }) => {
    for (const route of ['/zh/guide/start/quick-start', '/config/lib/']) {
      await page.goto(route);
      await hydrated(page);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
        'content',
        urlOf(route),
      );
    }
  });
});
