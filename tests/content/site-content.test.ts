import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterProse } from '#node/front-matter';
import { LANGUAGES } from '#shared/locale-path';
import { checkConfigBlocks, formatReport } from '../support/config-blocks';
import { pageSource, SITE_PAGES } from '../support/docs';
import { libConfigKeys, optionKeyOf } from '../support/lib-config';
import { cjkShare, headingCounts, proseText } from '../support/markdown';
import { LIB_OPTION_PAGES, SPEC_ROUTES } from './route-table';

const root = path.resolve(__dirname, '../..');
const byLang = (lang: string) => SITE_PAGES.filter((page) => page.lang === lang);

describe('the route table', () => {
  const routes = (lang: string, prefix: string) =>
    byLang(lang).map((page) => page.route.slice(prefix.length) || '/');

  it('keeps every one of its pages, in both languages', () => {
    for (const [lang, prefix] of [
      ['en', ''],
      ['zh', '/zh'],
    ] as const) {
      const missing = SPEC_ROUTES.filter((route) => !routes(lang, prefix).includes(route));
      expect(missing, `${lang} pages missing from the route table`).toEqual([]);
    }
  });

  it('has the same pages in both languages', () => {
    expect(routes('zh', '/zh').sort()).toEqual(routes('en', '').sort());
  });
});

describe('lib option pages', () => {
  const keys = libConfigKeys(root);
  const optionPages = byLang('en').filter((page) =>
    /^config\/lib\/(?!index\.)/.test(page.file.split(path.sep).join('/')),
  );

  it('each documents a real key of LibConfig, named in its title, in both languages', () => {
    const problems: string[] = [];
    for (const { file } of optionPages) {
      const key = optionKeyOf(path.basename(file).replace(/\.mdx?$/, ''));
      if (!keys.includes(key)) problems.push(`docs/en/${file}: "${key}" is not a key of LibConfig`);
      for (const lang of LANGUAGES) {
        const title = /^title:\s*['"]?([^'"\n]+)/m.exec(pageSource(lang, file))?.[1]?.trim();
        if (title !== `lib.${key}`)
          problems.push(`docs/${lang}/${file}: title is "${title}", expected "lib.${key}"`);
      }
    }
    expect(problems).toEqual([]);
    console.log(
      `lib options: ${optionPages.length} pages checked against ${keys.length} LibConfig keys`,
    );
  });

  it('exist for every option the route table names', () => {
    const documented = optionPages.map(({ file }) => path.basename(file).replace(/\.mdx?$/, ''));
    expect(documented.sort()).toEqual([...LIB_OPTION_PAGES].sort());
    for (const page of LIB_OPTION_PAGES) expect(keys, page).toContain(optionKeyOf(page));
  });
});

describe('config code blocks', () => {
  it('type-check against @rslib/core', () => {
    const report = checkConfigBlocks(
      SITE_PAGES.map(({ lang, file }) => ({
        file: `docs/${lang}/${file}`,
        source: pageSource(lang, file),
      })),
      root,
    );
    console.log(formatReport(report));
    expect(report.problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
    expect(report.checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('translations', () => {
  it('have the same pages and the same number of h2 and h3 headings', () => {
    const problems: string[] = [];
    const zhFiles = new Set(byLang('zh').map((page) => page.file));
    for (const { file } of byLang('en')) {
      if (!zhFiles.has(file)) {
        problems.push(`docs/zh/${file} is missing`);
        continue;
      }
      const en = headingCounts(pageSource('en', file));
      const zh = headingCounts(pageSource('zh', file));
      for (const level of [2, 3]) {
        if (en[level] !== zh[level]) {
          problems.push(
            `docs/{en,zh}/${file}: h${level} count differs (en ${en[level]}, zh ${zh[level]})`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
    console.log(`translations: ${byLang('en').length} page pairs with matching h2/h3 counts`);
  });

  it('are written in their language: zh prose mostly CJK, en prose not', () => {
    const problems: string[] = [];
    for (const { lang, file } of SITE_PAGES) {
      const source = pageSource(lang, file);
      const share = cjkShare(`${frontMatterProse(source)}\n${proseText(source)}`);
      if (lang === 'zh' && share < 0.5)
        problems.push(`docs/zh/${file}: only ${(share * 100).toFixed(0)}% CJK`);
      if (lang === 'en' && share > 0.01)
        problems.push(`docs/en/${file}: ${(share * 100).toFixed(1)}% CJK`);
    }
    expect(problems).toEqual([]);
  });
});
