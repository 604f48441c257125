/**
 * guide/faq/errors quotes Rslib's messages as the CLI prints them, and readers search for that
 * text. The configs below fail while Rslib checks them, before anything is compiled, so the runs
 * take well under a second each.
 */
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { codeSpans, quotePattern } from '../support/markdown';
import type { NodeRun } from '../support/run-node';
import { codeSpansIn, sectionOf } from './output-trees';
import {
  configFile,
  fakePackage,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  samplePackage,
} from './run-rslib';

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
  const headingSpans = codeSpans(prose[0] ?? '');
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

/**
 * The messages #module-not-found quotes in its prose: the code spans that hold an error text or
 * code, each a pattern where `…` stands for what the page leaves out.
 */
function quotedMessagesIn(source: string, sectionId: string): string[] {
  return codeSpansIn(source, sectionId).filter((span) =>
    /resolve|Module not found|Cannot find module|TS\d+|ERR_/.test(span),
  );
}

test.concurrent('guide/faq/errors: #module-not-found quotes what rslib build prints, an optional import is fixed by externals or only warns in try/catch, and bundleless output keeps unresolved imports', async () => {
  const load = "const { format } = await import('some-optional-peer');\nreturn format(code);";
  const highlight = (body: string) => `export async function highlight(code) {\n${body}\n}\n`;
  const files = {
    'package.json': samplePackage({
      dependencies: { 'not-installed': '^1.0.0' },
      devDependencies: { 'dev-helper': '^1.0.0', 'dev-helper-safe': '^1.0.0' },
    }),
    ...fakePackage(
      'dev-helper',
      { type: 'module', main: 'index.js' },
      {
        'index.js': highlight(load),
      },
    ),
    ...fakePackage(
      'dev-helper-safe',
      { type: 'module', main: 'index.js' },
      {
        'index.js': highlight(`try {\n${load}\n} catch {\nreturn code;\n}`),
      },
    ),
    // The import on line 1 is the one the page's `File:` line points to.
    'src/index.ts':
      "import { helper } from './missing';\nexport { ok } from './present';\n\nexport const run = (): string => helper();\n",
    'src/present.ts': 'export const ok = true;\n',
    'src/pkg.ts': "export { pad } from 'not-installed';\n",
    // Outside src: bundled entries only, not seen by the bundleless items or TypeScript.
    'optional/dev.ts': "export { highlight } from 'dev-helper';\n",
    'optional/safe.ts': "export { highlight } from 'dev-helper-safe';\n",
  };
  const item = (entry: string, output: string, extra = '') =>
    `{ format: 'esm',${extra} source: { entry: { index: '${entry}' } }, output: { ${output} } }`;
  // Each run in its own copy: one fails, the other builds with the warning only (Rspack prints
  // no warnings when a build has errors).
  const failing = sampleCopy('faq-errors-module-not-found', {
    ...files,
    'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', output: { distPath: './dist/own' } },
    ${item('./optional/dev.ts', "distPath: './dist/dev'")},
    { format: 'umd', source: { entry: { index: './src/pkg.ts' } }, output: { distPath: './dist/umd' } },
    { format: 'esm', bundle: false, dts: true, output: { distPath: './dist/bundleless-dts' } },
  ],
}`),
  });
  const passing = sampleCopy('faq-errors-module-not-found-passing', {
    ...files,
    'rslib.config.ts': configFile(`{
  lib: [
    ${item('./optional/dev.ts', "distPath: './dist/external', externals: ['some-optional-peer']")},
    ${item('./optional/safe.ts', "distPath: './dist/safe'")},
    ${item('./src/pkg.ts', "distPath: './dist/declared'")},
    { format: 'cjs', source: { entry: { index: './src/pkg.ts' } }, output: { distPath: './dist/declared' } },
    { format: 'esm', bundle: false, output: { distPath: './dist/bundleless' } },
  ],
}`),
  });
  const [failed, passed] = await Promise.all([
    runRslib(failing, ['build']),
    runRslib(passing, ['build']),
  ]);
  expect(failed.exitCode, failed.output).toBe(1);
  expect(passed.exitCode, passed.output).toBe(0);
  const printedLines = (run: NodeRun) =>
    stripVTControlCharacters(run.output)
      .replaceAll(run.dir, PAGE_PROJECT_DIR)
      .split('\n')
      .map((line) => line.trimEnd());
  const failedLines = printedLines(failed);
  // The umd item bundles the declared package; TypeScript reports both missing imports.
  expect(failedLines).toContain(
    `  × Module not found: Can't resolve 'not-installed' in '${PAGE_PROJECT_DIR}/src'`,
  );
  for (const missing of ["'./missing'", "'not-installed'"])
    expect(failedLines.join('\n')).toContain(`TS2307: Cannot find module ${missing}`);

  // The passing run: one warning, for the import in try/catch; nothing on the bundleless item.
  const passedText = printedLines(passed).join('\n');
  expect(passedText.match(/⚠ Module not found/g)).toHaveLength(1);
  expect(passedText).toContain('File: ./node_modules/dev-helper-safe/index.js');
  expect(passedText).not.toMatch(/missing|not-installed|error/);
  expect(readText(passing, 'dist/external/index.js')).toContain('import("some-optional-peer")');
  expect(readText(passing, 'dist/declared/index.js')).toContain('from "not-installed"');
  expect(readText(passing, 'dist/declared/index.cjs')).toContain('require("not-installed")');
  const bundleless = readText(passing, 'dist/bundleless/index.js');
  expect(bundleless).toContain('from "./missing"');
  expect(bundleless).toContain('from "./present.js"');
  expect(readText(passing, 'dist/bundleless/pkg.js')).toContain('from "not-installed"');
  const safe = readText(passing, 'dist/safe/index.js');
  const ran = await runNode(passing, [
    '--input-type=module',
    '-e',
    "const { highlight } = await import('./dist/safe/index.js');\nconsole.log('highlight:', await highlight('x'));\nawait import('./dist/bundleless/index.js').catch((error) => console.log(error.code));\n",
  ]);
  expect(ran.output).toContain('highlight: x');
  expect(ran.output).toContain('ERR_MODULE_NOT_FOUND');

  const printed = [...failedLines, ...printedLines(passed), ...ran.output.split('\n'), safe];
  const problems: string[] = [];
  for (const lang of LANGUAGES) {
    const source = pageSource(lang, ERRORS_PAGE);
    const where = `docs/${lang}/${ERRORS_PAGE} #module-not-found`;
    for (const quote of unmatchedQuotes(source, 'module-not-found', failedLines))
      problems.push(`${where} quotes what rslib build does not print: ${quote}`);
    const quoted = quotedMessagesIn(source, 'module-not-found');
    if (quoted.length < 5)
      problems.push(`${where}: too few messages quoted (${quoted.join(', ')})`);
    for (const quote of quoted)
      if (!printed.some((text) => new RegExp(quotePattern(quote)).test(text)))
        problems.push(`${where} quotes what the builds and runs do not print: ${quote}`);
    if (!source.includes("output: { externals: ['some-optional-peer'] }"))
      problems.push(`${where}: the externals fix is not the one built here`);
  }
  expect(problems, `${failed.output}\n${passed.output}\n${ran.output}`).toEqual([]);
});
