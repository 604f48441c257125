/**
 * guide/faq/errors quotes Rslib's messages as the CLI prints them, and readers search for that
 * text. The configs below fail while Rslib checks them, before anything is compiled, so the runs
 * take well under a second each.
 */
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { sectionOf } from './output-trees';
import { configFile, runRslib, sampleCopy } from './run-rslib';

/**
 * The project folder the page's examples show; a copy's own folder is printed as this one, so
 * that a quote may name a path.
 */
const PAGE_PROJECT_DIR = '/projects/my-lib';

const ERRORS_PAGE = 'guide/faq/errors.md';

/**
 * A run of `rslib build` whose output holds what a section quotes: a config with `item` as its
 * only lib item, or a whole `config` file, and extra CLI `args`. A section that quotes two
 * messages has one run per message; each quote must be printed by one of its runs.
 */
type FailingItem = { section: string; args?: string[] } & ({ item: string } | { config: string });

/** The sections whose messages come from a config Rslib rejects before it compiles anything. */
const FAILING_ITEMS: FailingItem[] = [
  {
    section: 'glob-in-bundle-mode',
    item: "{ format: 'esm', source: { entry: { index: './src/**' } } }",
  },
  {
    section: 'no-entry-files-matching',
    item: "{ format: 'esm', bundle: false, source: { entry: { index: './lib/**' } } }",
  },
  { section: 'format-needs-bundle', item: "{ format: 'umd', bundle: false }" },
  { section: 'lib-empty', config: configFile('{ lib: [] }') },
  {
    section: 'lib-not-found',
    config: configFile("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }"),
    args: ['--lib', 'es'],
  },
  {
    section: 'source-entry-not-object',
    item: "{ format: 'esm', source: { entry: './src/index.ts' } }",
  },
  { section: 'unsupported-es-version', item: "{ format: 'esm', syntax: 'es2026' }" },
  {
    section: 'tsconfig-not-found',
    item: "{ format: 'esm', dts: true, source: { tsconfigPath: './tsconfig.build.json' } }",
  },
  {
    section: 'tsconfig-not-found',
    item: "{ format: 'esm', source: { tsconfigPath: './tsconfig.build.json' } }",
  },
  { section: 'external-helpers-missing', item: "{ format: 'esm', externalHelpers: true }" },
  { section: 'mf-plugin-missing', item: "{ format: 'mf' }" },
  {
    section: 'jsx-preserve-in-bundle',
    config: configFile(
      "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web' },\n  plugins: [pluginReact({ swcReactOptions: { runtime: 'preserve' } })],\n}",
      "import { pluginReact } from '@rsbuild/plugin-react';\n",
    ),
  },
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
    FAILING_ITEMS.map(async (failing, index) => {
      const config =
        'config' in failing ? failing.config : configFile(`{ lib: [${failing.item}] }`);
      const dir = sampleCopy(`faq-errors-${index}-${failing.section}`, {
        'rslib.config.ts': config,
      });
      return {
        section: failing.section,
        run: await runRslib(dir, ['build', ...(failing.args ?? [])]),
      };
    }),
  );
  const printedBySection = new Map<string, string[]>();
  for (const { section, run } of runs) {
    expect(run.exitCode, run.output).toBe(1);
    const printed = run.output
      .replaceAll(run.dir, PAGE_PROJECT_DIR)
      .split('\n')
      .map((line) => line.trimEnd());
    printedBySection.set(section, [...(printedBySection.get(section) ?? []), ...printed]);
  }
  const problems: string[] = [];
  for (const [section, printed] of printedBySection) {
    for (const lang of LANGUAGES) {
      const source = pageSource(lang, ERRORS_PAGE);
      for (const quote of unmatchedQuotes(source, section, printed))
        problems.push(
          `docs/${lang}/${ERRORS_PAGE} #${section} quotes what rslib build does not print: ${quote}`,
        );
    }
  }
  expect(problems, runs.map(({ run }) => run.output).join('\n')).toEqual([]);
});
