import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterProblems, readFrontMatter } from '#node/front-matter';
import { listSitePages } from '#node/routes';

const docsRoot = path.resolve(__dirname, '../../docs');
const pages = listSitePages(docsRoot);

describe('front matter of every page', () => {
  it.each(pages.map((p) => [`${p.lang}/${p.file}`]))('docs/%s is valid', (file) => {
    const problems = frontMatterProblems(readFileSync(path.join(docsRoot, file), 'utf8'));
    expect(problems, `docs/${file}: ${problems.join('; ')}`).toEqual([]);
  });

  it('gives no two pages of a language the same title', () => {
    // The search modal groups its results by page title (`groupedByPage`): two pages with one
    // title would show as one group.
    const firstWithTitle = new Map<string, string>();
    const shared: string[] = [];
    for (const { lang, file } of pages) {
      const source = readFileSync(path.join(docsRoot, lang, file), 'utf8');
      const key = `${lang}: ${String(readFrontMatter(source)?.title ?? `# ${file}`)}`;
      const first = firstWithTitle.get(key);
      if (first) shared.push(`docs/${first} and docs/${lang}/${file} (${key})`);
      else firstWithTitle.set(key, `${lang}/${file}`);
    }
    expect(shared).toEqual([]);
  });

  it('covers the whole site', () => {
    console.log(`front matter: ${pages.length} pages checked`);
    expect(pages.length).toBeGreaterThan(0);
  });
});
