import { describe, expect, it } from 'vitest';
import { frontMatterProblems, readFrontMatter } from '#node/front-matter';
import { pageSource, SITE_PAGES } from '../support/docs';

describe('front matter of every page', () => {
  it.each(SITE_PAGES.map((p) => [`${p.lang}/${p.file}`, p] as const))(
    'docs/%s is valid',
    (file, page) => {
      const problems = frontMatterProblems(pageSource(page.lang, page.file));
      expect(problems, `docs/${file}: ${problems.join('; ')}`).toEqual([]);
    },
  );

  it('gives no two pages of a language the same title', () => {
    // The search modal groups its results by page title (`groupedByPage`): two pages with one
    // title would show as one group.
    const firstWithTitle = new Map<string, string>();
    const shared: string[] = [];
    for (const { lang, file } of SITE_PAGES) {
      const source = pageSource(lang, file);
      const key = `${lang}: ${String(readFrontMatter(source)?.title ?? `# ${file}`)}`;
      const first = firstWithTitle.get(key);
      if (first) shared.push(`docs/${first} and docs/${lang}/${file} (${key})`);
      else firstWithTitle.set(key, `${lang}/${file}`);
    }
    expect(shared).toEqual([]);
  });

  it('gives the two languages of a page the same layout', () => {
    // Fields that shape the page, not its words: a twin that leaves one out is laid out
    // differently, which no check of the text would notice.
    const layoutFields = [
      'pageType',
      'sidebar',
      'navbar',
      'outline',
      'footer',
      'overview',
      'search',
      'lineNumbers',
      'date',
      'overviewHeaders',
    ];
    // The one difference the spec asks for: the English blog has no sidebar, the Chinese one has.
    const specDifference = (file: string, field: string) =>
      file.startsWith('blog/') && field === 'sidebar';
    const layout = (lang: 'en' | 'zh', file: string) => {
      const fields = readFrontMatter(pageSource(lang, file)) ?? {};
      return Object.fromEntries(
        layoutFields
          .filter((field) => field in fields && !specDifference(file, field))
          .map((field) => [field, fields[field]]),
      );
    };
    const differing = SITE_PAGES.filter((page) => page.lang === 'en')
      .filter(
        ({ file }) => JSON.stringify(layout('en', file)) !== JSON.stringify(layout('zh', file)),
      )
      .map(
        ({ file }) =>
          `${file}: en ${JSON.stringify(layout('en', file))}, zh ${JSON.stringify(layout('zh', file))}`,
      );
    expect(differing).toEqual([]);
  });

  it('covers the whole site', () => {
    console.log(`front matter: ${SITE_PAGES.length} pages checked`);
    expect(SITE_PAGES.length).toBeGreaterThan(0);
  });
});
