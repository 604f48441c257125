import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterProblems } from '#node/front-matter';
import { listSitePages } from '#node/routes';

const docsRoot = path.resolve(__dirname, '../../docs');
const pages = listSitePages(docsRoot);

describe('front matter of every page', () => {
  it.each(pages.map((p) => [`${p.lang}/${p.file}`]))('docs/%s is valid', (file) => {
    const problems = frontMatterProblems(readFileSync(path.join(docsRoot, file), 'utf8'));
    expect(problems, `docs/${file}: ${problems.join('; ')}`).toEqual([]);
  });

  it('covers the whole site', () => {
    console.log(`front matter: ${pages.length} pages checked`);
    expect(pages.length).toBeGreaterThan(0);
  });
});
