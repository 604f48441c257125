/**
 * What the pages guide/migration/tsc, guide/solution/svelte and guide/solution/solid say a build
 * does: each test builds the sources and the configuration a page shows, in a copy of the sample
 * library, and checks the files the page names or draws.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { configBlocksIn, treesInSection } from './output-trees';
import { filesUnder, REPO_ROOT, runNode, runRslib, sampleCopy } from './run-rslib';

const LANGUAGES = ['en', 'zh'] as const;
const TSC_BIN = path.join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

const pageSource = (lang: string, page: string): string =>
  readFileSync(path.join(REPO_ROOT, 'docs', lang, page), 'utf8');

/** The code of the block titled `title` on a page; the test fails when the page lost it. */
function blockTitled(source: string, title: string): string {
  const fence = new RegExp(
    `^\`\`\`\\w+ title="${title.replace(/[()]/g, '\\$&')}"\\n([\\s\\S]*?)\\n\`\`\`$`,
    'm',
  );
  const code = fence.exec(source)?.[1];
  if (code === undefined) throw new Error(`no block titled "${title}"`);
  return code;
}

/** The one whole `rslib.config.ts` block of a section, in both languages (they must agree). */
function configOf(page: string, section: string): string {
  const [en, zh] = LANGUAGES.map((lang) => configBlocksIn(pageSource(lang, page), section));
  expect(en?.length, `one config block in docs/en/${page}#${section}`).toBe(1);
  expect(zh?.map((block) => block.code)).toEqual(en?.map((block) => block.code));
  return en?.[0]?.code ?? '';
}

const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');

// guide/migration/tsc -----------------------------------------------------------------------

const TSC_PAGE = 'guide/migration/tsc.mdx';

/** The library the tsc page migrates: the component and tsconfig it shows, and two small files. */
function tscLibrary(): Record<string, string> {
  const source = pageSource('en', TSC_PAGE);
  return {
    'tsconfig.json': blockTitled(source, 'tsconfig.json'),
    'src/components/Button.tsx': blockTitled(source, 'src/components/Button.tsx'),
    'src/index.ts':
      "export { Button } from './components/Button.js';\nexport { clamp } from './utils/math.js';\n",
    'src/utils/math.ts':
      'export const clamp = (value: number, min: number, max: number): number =>\n  Math.min(Math.max(value, min), max);\n',
  };
}

function expectDrawnTrees(page: string, section: string, dir: string): void {
  for (const lang of LANGUAGES) {
    const trees = treesInSection(pageSource(lang, page), section);
    expect(trees.length, `a tree in docs/${lang}/${page}#${section}`).toBeGreaterThan(0);
    for (const tree of trees) {
      expect(tree.files, `the tree in docs/${lang}/${page}#${section}`).toEqual(
        filesUnder(path.join(dir, tree.root)),
      );
    }
  }
}

test.concurrent('guide/migration/tsc: tsc writes the tree drawn under Before and keeps the alias', async () => {
  const dir = sampleCopy('tsc-before', tscLibrary(), { ownSources: true });
  const run = await runNode(dir, [TSC_BIN, '-p', 'tsconfig.json']);
  expect(run.exitCode, run.output).toBe(0);
  expectDrawnTrees(TSC_PAGE, 'before', dir);
  for (const lang of LANGUAGES) {
    expect(read(dir, 'dist/components/Button.js').trimEnd()).toBe(
      blockTitled(pageSource(lang, TSC_PAGE), 'dist/components/Button.js (tsc)'),
    );
  }
});

test.concurrent('guide/migration/tsc: the block under After writes the same tree with the alias rewritten', async () => {
  const dir = sampleCopy(
    'tsc-after',
    { ...tscLibrary(), 'rslib.config.ts': configOf(TSC_PAGE, 'after') },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expectDrawnTrees(TSC_PAGE, 'after', dir);
  for (const lang of LANGUAGES) {
    expect(read(dir, 'dist/components/Button.js').trimEnd()).toBe(
      blockTitled(pageSource(lang, TSC_PAGE), 'dist/components/Button.js (Rslib)'),
    );
  }
});

test.concurrent('guide/migration/tsc: with bundler resolution an extensionless import gets .js', async () => {
  const files = tscLibrary();
  const dir = sampleCopy(
    'tsc-extensionless',
    {
      ...files,
      'tsconfig.json': (files['tsconfig.json'] ?? '')
        .replace('"module": "NodeNext"', '"module": "ESNext"')
        .replace('"moduleResolution": "NodeNext"', '"moduleResolution": "bundler"'),
      'src/index.ts':
        "export { Button } from './components/Button';\nexport { clamp } from './utils/math';\n",
      'rslib.config.ts': configOf(TSC_PAGE, 'after'),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(read(dir, 'dist/index.js')).toContain('export { clamp } from "./utils/math.js";');
});

test.concurrent('guide/migration/tsc: without the React plugin JSX becomes React.createElement, unimported', async () => {
  const config = configOf(TSC_PAGE, 'after')
    .replace("import { pluginReact } from '@rsbuild/plugin-react';\n", '')
    .replace('  plugins: [pluginReact()],\n', '');
  const dir = sampleCopy(
    'tsc-no-react-plugin',
    { ...tscLibrary(), 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const button = read(dir, 'dist/components/Button.js');
  expect(button).toContain('React.createElement("button"');
  expect(button).not.toMatch(/import[^\n]*react/i);
});

test.concurrent('guide/migration/tsc: an entry pattern drops the .js of tests but not their .d.ts', async () => {
  const config = configOf(TSC_PAGE, 'after').replace(
    '      dts: true,\n',
    "      dts: true,\n      source: { entry: { index: ['src/**', '!src/**/*.test.ts'] } },\n",
  );
  const dir = sampleCopy(
    'tsc-entry-pattern',
    {
      ...tscLibrary(),
      'src/utils/math.test.ts':
        "import { clamp } from './math.js';\n\nexport const low = clamp(0, 1, 3);\n",
      'rslib.config.ts': config,
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const written = filesUnder(path.join(dir, 'dist'));
  expect(written).toContain('utils/math.test.d.ts');
  expect(written).not.toContain('utils/math.test.js');
});

test.concurrent('guide/migration/tsc: composite without rootDir writes declarations under dist/src', async () => {
  const files = tscLibrary();
  const dir = sampleCopy(
    'tsc-composite',
    {
      ...files,
      'tsconfig.json': (files['tsconfig.json'] ?? '')
        .replace('"declaration": true', '"composite": true')
        .replace('    "rootDir": "src",\n', ''),
      'rslib.config.ts': configOf(TSC_PAGE, 'after'),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const written = filesUnder(path.join(dir, 'dist'));
  expect(written).toContain('components/Button.js');
  expect(written).toContain('src/components/Button.d.ts');
  expect(written).not.toContain('components/Button.d.ts');
});

test.concurrent('guide/migration/tsc: dts.bundle with bundleless output writes one dist/index.d.ts', async () => {
  const config = configOf(TSC_PAGE, 'after').replace('dts: true', 'dts: { bundle: true }');
  const dir = sampleCopy(
    'tsc-dts-bundle',
    { ...tscLibrary(), 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'components/Button.js',
    'index.d.ts',
    'index.js',
    'utils/math.js',
  ]);
});
