/**
 * guide/faq/errors quotes Rslib's messages as the CLI prints them, and readers search for that
 * text. The configs below fail while Rslib checks them, before anything is compiled, so the runs
 * take well under a second each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { sectionOf } from './output-trees';
import { REPO_ROOT, runRslib, sampleCopy } from './run-rslib';

/** The sections whose messages are the longest sentences, and so the likeliest to be reworded. */
const FAILING_ITEMS = [
  {
    section: 'glob-in-bundle-mode',
    item: "{ format: 'esm', source: { entry: { index: './src/**' } } }",
  },
  {
    section: 'no-entry-files-matching',
    item: "{ format: 'esm', bundle: false, source: { entry: { index: './lib/**' } } }",
  },
  { section: 'format-needs-bundle', item: "{ format: 'umd', bundle: false }" },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A quoted text as a pattern: `…` stands for what the page leaves out, such as a link. */
const quotePattern = (quote: string) => quote.split('…').map(escapeRegExp).join('.+');

/**
 * What a section quotes that the printed output lacks: each line of its `text` blocks must be a
 * whole printed line, and each code span of its heading a part of one.
 */
function unmatchedQuotes(source: string, sectionId: string, printed: string[]): string[] {
  const { prose, blocks } = sectionOf(source, sectionId);
  const lines = blocks
    .filter((block) => block.lang === 'text')
    .flatMap((block) => block.code.split('\n'))
    .filter((line) => line.trim() !== '');
  const headingSpans = [...(prose[0] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
  if (lines.length === 0 || headingSpans.length === 0) return [`#${sectionId}: nothing quoted`];
  return [
    ...lines.filter((line) => {
      const whole = new RegExp(`^${quotePattern(line.trimEnd())}$`);
      return !printed.some((printedLine) => whole.test(printedLine));
    }),
    ...headingSpans.filter((span) => {
      const part = new RegExp(quotePattern(span));
      return !printed.some((printedLine) => part.test(printedLine));
    }),
  ];
}

test.concurrent('guide/faq/errors: the page quotes the messages as rslib build prints them', async () => {
  const runs = await Promise.all(
    FAILING_ITEMS.map(async ({ section, item }) => {
      const dir = sampleCopy(`faq-errors-${section}`, {
        'rslib.config.ts': `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({ lib: [${item}] });\n`,
      });
      return { section, run: await runRslib(dir, ['build']) };
    }),
  );
  const problems: string[] = [];
  for (const { section, run } of runs) {
    expect(run.exitCode, run.output).toBe(1);
    const printed = run.output.split('\n').map((line) => line.trimEnd());
    for (const lang of LANGUAGES) {
      const page = `docs/${lang}/guide/faq/errors.md`;
      const source = readFileSync(path.join(REPO_ROOT, page), 'utf8');
      for (const quote of unmatchedQuotes(source, section, printed))
        problems.push(`${page} #${section} quotes what rslib build does not print: ${quote}`);
    }
  }
  expect(problems, runs.map(({ run }) => run.output).join('\n')).toEqual([]);
});
