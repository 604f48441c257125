import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frontMatterProse } from '#node/front-matter';
import { LANGUAGES } from '#shared/locale-path';
import { checkConfigBlocks, formatReport } from '../support/config-blocks';
import { pageSource, SITE_PAGES } from '../support/docs';
import { libConfigKeys, optionKeyOf } from '../support/lib-config';
import {
  type CodeBlock,
  cjkShare,
  extractCodeBlocks,
  headingCounts,
  proseText,
  quotePattern,
} from '../support/markdown';
import { LIB_OPTION_PAGES, SPEC_ROUTES } from './route-table';

const root = path.resolve(__dirname, '../..');
const byLang = (lang: string) => SITE_PAGES.filter((page) => page.lang === lang);

/** Blocks that show a document for readers (an `AGENTS.md`, an MDX page), written in its language. */
const PROSE_BLOCKS = new Set(['md', 'mdx']);

/**
 * A block's code without its comments (`// …`, `/* … *\/`, `# …`, `<!-- … -->`), which a
 * translation translates, and without the blank lines left behind.
 */
function withoutComments(code: string): string {
  return code
    .split('\n')
    .map((line) =>
      line
        .replace(/\{?\/\*.*?\*\/\}?|<!--.*?-->/g, '')
        .replace(/(^|\s)(\/\/|#)\s.*$/, '')
        .trimEnd(),
    )
    .filter(Boolean)
    .join('\n');
}

/**
 * Whether the Chinese block shows the English block's code: the same apart from comments, where
 * an ellipsis of the Chinese block may stand for any text (a quoted message's link to an English
 * page, say).
 */
function sameCode(en: CodeBlock, zh: CodeBlock): boolean {
  const [enCode, zhCode] = [withoutComments(en.code), withoutComments(zh.code)];
  if (enCode === zhCode) return true;
  if (enCode.includes('…') || !zhCode.includes('…')) return false;
  // `…` may stand for several lines.
  return new RegExp(`^${quotePattern(zhCode)}$`, 's').test(enCode);
}

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

  it('show the same code blocks, apart from comments and the documents shown for readers', () => {
    const problems: string[] = [];
    for (const { file } of byLang('en')) {
      const en = extractCodeBlocks(pageSource('en', file));
      const zh = extractCodeBlocks(pageSource('zh', file));
      if (en.length !== zh.length) {
        problems.push(`docs/{en,zh}/${file}: ${en.length} code blocks in en, ${zh.length} in zh`);
        continue;
      }
      en.forEach((block, index) => {
        const twin = zh[index] as CodeBlock;
        const where = `docs/en/${file}:${block.line} and docs/zh/${file}:${twin.line}`;
        if (block.lang !== twin.lang || block.meta !== twin.meta) {
          problems.push(
            `${where}: the fences differ (${block.lang} ${block.meta} / ${twin.lang} ${twin.meta})`,
          );
        } else if (!PROSE_BLOCKS.has(block.lang) && !sameCode(block, twin)) {
          problems.push(`${where}: the code differs`);
        }
      });
    }
    expect(problems).toEqual([]);
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
