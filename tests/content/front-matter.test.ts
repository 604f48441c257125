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

  it('covers the whole site', () => {
    console.log(`front matter: ${SITE_PAGES.length} pages checked`);
    expect(SITE_PAGES.length).toBeGreaterThan(0);
  });
});
