/**
 * What the pages guide/migration/tsc, guide/solution/svelte and guide/solution/solid say a build
 * does: each test builds the sources and the configuration a page shows, in a copy of the sample
 * library, and checks the files the page names or draws.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { emitDts } from 'svelte2tsx';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { codeTitled } from '../support/markdown';
import { configBlocksIn, expectDrawnTrees } from './output-trees';
import {
  filesUnder,
  poolBuilds,
  REPO_ROOT,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  TSC_BIN,
} from './run-rslib';

const buildOk = poolBuilds();

/** The one whole `rslib.config.ts` block of a section, in both languages (they must agree). */
function configOf(page: string, section: string): string {
  const [en, zh] = LANGUAGES.map((lang) => configBlocksIn(pageSource(lang, page), section));
  expect(en?.length, `one config block in docs/en/${page}#${section}`).toBe(1);
  expect(zh?.map((block) => block.code)).toEqual(en?.map((block) => block.code));
  return en?.[0]?.code ?? '';
}

// guide/migration/tsc -----------------------------------------------------------------------

const TSC_PAGE = 'guide/migration/tsc.mdx';

/** The library the tsc page migrates: the component and tsconfig it shows, and two small files. */
function tscLibrary(): Record<string, string> {
  const source = pageSource('en', TSC_PAGE);
  return {
    'tsconfig.json': codeTitled(source, 'tsconfig.json'),
    'src/components/Button.tsx': codeTitled(source, 'src/components/Button.tsx'),
    'src/index.ts':
      "export { Button } from './components/Button.js';\nexport { clamp } from './utils/math.js';\n",
    'src/utils/math.ts':
      'export const clamp = (value: number, min: number, max: number): number =>\n  Math.min(Math.max(value, min), max);\n',
  };
}

test.concurrent('guide/migration/tsc: tsc writes the tree drawn under Before and keeps the alias', async () => {
  const dir = sampleCopy('tsc-before', tscLibrary(), { ownSources: true });
  const run = await runNode(dir, [TSC_BIN, '-p', 'tsconfig.json']);
  expect(run.exitCode, run.output).toBe(0);
  expectDrawnTrees(TSC_PAGE, 'before', dir);
  for (const lang of LANGUAGES) {
    expect(readText(dir, 'dist/components/Button.js').trimEnd()).toBe(
      codeTitled(pageSource(lang, TSC_PAGE), 'dist/components/Button.js (tsc)'),
    );
  }
});

test.concurrent('guide/migration/tsc: the block under After writes the same tree with the alias rewritten', async () => {
  const dir = sampleCopy(
    'tsc-after',
    { ...tscLibrary(), 'rslib.config.ts': configOf(TSC_PAGE, 'after') },
    { ownSources: true },
  );
  await buildOk(dir);
  expectDrawnTrees(TSC_PAGE, 'after', dir);
  for (const lang of LANGUAGES) {
    expect(readText(dir, 'dist/components/Button.js').trimEnd()).toBe(
      codeTitled(pageSource(lang, TSC_PAGE), 'dist/components/Button.js (Rslib)'),
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
  await buildOk(dir);
  expect(readText(dir, 'dist/index.js')).toContain('export { clamp } from "./utils/math.js";');
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
  await buildOk(dir);
  const button = readText(dir, 'dist/components/Button.js');
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
  await buildOk(dir);
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
  await buildOk(dir);
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
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'components/Button.js',
    'index.d.ts',
    'index.js',
    'utils/math.js',
  ]);
});

// guide/solution/svelte --------------------------------------------------------------------

const SVELTE_PAGE = 'guide/solution/svelte.mdx';

/** The component and entry the Svelte page shows, in a package that has Svelte as a peer. */
function svelteLibrary(): Record<string, string> {
  const source = pageSource('en', SVELTE_PAGE);
  return {
    'package.json': `${JSON.stringify({ name: 'my-svelte-components', version: '1.0.0', type: 'module', peerDependencies: { svelte: '^5.0.0' } }, null, 2)}\n`,
    'tsconfig.json': codeTitled(source, 'tsconfig.json'),
    'src/Counter.svelte': `${codeTitled(source, 'src/Counter.svelte')}\n`,
    'src/index.ts': `${codeTitled(source, 'src/index.ts')}\n`,
  };
}

test.concurrent('guide/solution/svelte: bundle mode compiles the component into dist/index.js and its styles into dist/index.css', async () => {
  const dir = sampleCopy(
    'svelte-bundle',
    { ...svelteLibrary(), 'rslib.config.ts': configOf(SVELTE_PAGE, 'configuration') },
    { ownSources: true },
  );
  const run = await buildOk(dir);
  expect(run.output).not.toContain('verbatimModuleSyntax');
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.css', 'index.js']);
  const js = readText(dir, 'dist/index.js');
  expect(js).toContain('from "svelte/internal/client"');
  expect(js).not.toContain('$state');
  expect(js).not.toContain('.css');
  expect(readText(dir, 'dist/index.css')).toMatch(/button\.svelte-\w+ \{\s+font-weight: bold;/);
});

test.concurrent('guide/solution/svelte: injectStyles keeps the styles in the JavaScript; a tsconfig without verbatimModuleSyntax gets a warning', async () => {
  const config = configOf(SVELTE_PAGE, 'configuration').replace(
    "target: 'web',",
    "target: 'web',\n    injectStyles: true,",
  );
  // The sample's own tsconfig, which does not turn on verbatimModuleSyntax.
  const { 'tsconfig.json': _pageTsconfig, ...library } = svelteLibrary();
  const dir = sampleCopy(
    'svelte-inject',
    { ...library, 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  const run = await buildOk(dir);
  expect(run.output).toContain(
    'The TypeScript option verbatimModuleSyntax is now required when using Svelte files with lang="ts".',
  );
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  expect(readText(dir, 'dist/index.js')).toContain('font-weight:bold');
});

test.concurrent('guide/solution/svelte: bundleless writes the tree drawn, and svelte2tsx adds the declarations', async () => {
  const source = pageSource('en', SVELTE_PAGE);
  const dir = sampleCopy(
    'svelte-bundleless',
    {
      ...svelteLibrary(),
      'scripts/emit-dts.mjs': codeTitled(source, 'scripts/emit-dts.mjs'),
      'rslib.config.ts': configOf(SVELTE_PAGE, 'complete-example'),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expectDrawnTrees(SVELTE_PAGE, 'bundle-or-bundleless', dir);
  expect(readText(dir, 'dist/index.js')).toContain('from "./Counter.js"');
  expect(readText(dir, 'dist/Counter.js')).toContain('import "./Counter.css";');

  // The script imports the function by this name; a rename in svelte2tsx fails here first.
  expect(typeof emitDts).toBe('function');
  expect(codeTitled(source, 'scripts/emit-dts.mjs')).toContain(
    "import { emitDts } from 'svelte2tsx';",
  );
  const emit = await runNode(dir, ['scripts/emit-dts.mjs']);
  expect(emit.exitCode, emit.output).toBe(0);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'Counter.css',
    'Counter.js',
    'Counter.svelte.d.ts',
    'index.d.ts',
    'index.js',
  ]);
  expect(readText(dir, 'dist/Counter.svelte.d.ts')).toContain('label?: string;');
});

test('guide/solution/svelte: the complete example names the versions installed here', () => {
  const source = pageSource('en', SVELTE_PAGE);
  const example = source.slice(source.indexOf('{#complete-example}'));
  const { devDependencies } = JSON.parse(codeTitled(example, 'package.json')) as {
    devDependencies: Record<string, string>;
  };
  const installed = Object.fromEntries(
    Object.keys(devDependencies).map((name) => [
      name,
      JSON.parse(readText(REPO_ROOT, `node_modules/${name}/package.json`)).version as string,
    ]),
  );
  expect(Object.keys(devDependencies).sort()).toEqual([
    '@rsbuild/plugin-svelte',
    '@rslib/core',
    'svelte',
    'svelte2tsx',
    'typescript',
  ]);
  expect(devDependencies).toEqual(
    Object.fromEntries(Object.entries(installed).map(([name, version]) => [name, `^${version}`])),
  );
});

test.concurrent('guide/solution/svelte: dts cannot read .svelte files, and with Svelte types it loses the props', async () => {
  const config = configOf(SVELTE_PAGE, 'configuration').replace(
    "format: 'esm',",
    "format: 'esm',\n      dts: true,",
  );
  const failing = sampleCopy(
    'svelte-dts',
    { ...svelteLibrary(), 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  const failed = await runRslib(failing, ['build']);
  expect(failed.exitCode).toBe(1);
  expect(stripVTControlCharacters(failed.output)).toContain(
    "TS2307: Cannot find module './Counter.svelte'",
  );

  const tsconfig = JSON.parse(readText(failing, 'tsconfig.json'));
  tsconfig.compilerOptions.types = ['svelte'];
  const typed = sampleCopy(
    'svelte-dts-types',
    {
      ...svelteLibrary(),
      'tsconfig.json': JSON.stringify(tsconfig),
      'rslib.config.ts': config,
    },
    { ownSources: true },
  );
  await buildOk(typed);
  expect(filesUnder(path.join(typed, 'dist')).filter((file) => file.endsWith('.d.ts'))).toEqual([
    'index.d.ts',
  ]);
  expect(readText(typed, 'dist/index.d.ts')).toContain("from './Counter.svelte'");
});

// guide/solution/solid ---------------------------------------------------------------------

const SOLID_PAGE = 'guide/solution/solid.mdx';

/** The component, entry and tsconfig the Solid page shows. */
function solidLibrary(): Record<string, string> {
  const source = pageSource('en', SOLID_PAGE);
  return {
    'package.json': `${codeTitled(source, 'package.json')}\n`,
    'tsconfig.json': codeTitled(source, 'tsconfig.json'),
    'src/Counter.tsx': `${codeTitled(source, 'src/Counter.tsx')}\n`,
    'src/index.ts': `${codeTitled(source, 'src/index.ts')}\n`,
  };
}

test.concurrent('guide/solution/solid: the Configure block compiles JSX with Solid, and without pluginBabel it does not', async () => {
  const config = configOf(SOLID_PAGE, 'configuration');
  const dir = sampleCopy(
    'solid-dom',
    { ...solidLibrary(), 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['Counter.d.ts', 'index.d.ts', 'index.js']);
  expect(readText(dir, 'dist/index.js')).toMatch(
    /import \{ delegateEvents, insert, template \} from "solid-js\/web";/,
  );
  expect(readText(dir, 'dist/Counter.d.ts')).toContain('import("solid-js").JSX.Element');

  const withoutBabel = config
    .replace("import { pluginBabel } from '@rsbuild/plugin-babel';\n", '')
    .replace(/ {4}pluginBabel\(\{\n {6}include: [^\n]+\n {4}\}\),\n/, '');
  expect(withoutBabel).not.toContain('pluginBabel');
  const bare = sampleCopy(
    'solid-no-babel',
    { ...solidLibrary(), 'rslib.config.ts': withoutBabel },
    {
      ownSources: true,
    },
  );
  await buildOk(bare);
  expect(readText(bare, 'dist/index.js')).toContain('React.createElement("button"');
});

test.concurrent('guide/solution/solid: the SSR block writes a browser and a server build; Node.js loads and renders the server one', async () => {
  const dir = sampleCopy(
    'solid-ssr',
    {
      ...solidLibrary(),
      'rslib.config.ts': configOf(SOLID_PAGE, 'ssr'),
      // Imports the package by its own name, so Node.js picks the build by the exports conditions.
      'render.mjs': `import { renderToString } from 'solid-js/web';
import { Counter } from 'my-solid-components';

console.log(renderToString(() => Counter({})));
`,
      'render-browser.mjs': `import { renderToString } from 'solid-js/web';
import { Counter } from './dist/browser/index.js';


console.log(renderToString(() => Counter({})));
`,
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expectDrawnTrees(SOLID_PAGE, 'ssr', dir);
  const browser = readText(dir, 'dist/browser/index.js');
  const server = readText(dir, 'dist/server/index.js');
  expect(browser).toMatch(
    /import \{[^}]*\bgetNextElement\b[^}]*\btemplate\b[^}]*\} from "solid-js\/web"/,
  );
  expect(server).toMatch(
    /import \{[^}]*\bssr\b[^}]*\bssrHydrationKey\b[^}]*\} from "solid-js\/web"/,
  );
  expect(server).not.toContain('template(');

  const rendered = await runNode(dir, ['render.mjs']);
  expect(rendered.exitCode, rendered.output).toBe(0);
  for (const lang of LANGUAGES) {
    expect(pageSource(lang, SOLID_PAGE)).toContain(`\`${rendered.output.trim()}\``);
  }
  const inBrowserBuild = await runNode(dir, ['render-browser.mjs']);
  expect(inBrowserBuild.exitCode).toBe(1);
  expect(inBrowserBuild.output).toContain('Client-only API called on the server side');
});

test.concurrent('guide/solution/solid: the solid option of an item wins over the target', async () => {
  const config = configOf(SOLID_PAGE, 'ssr')
    .replace("target: 'node',", "target: 'web',")
    .replace(
      "distPath: './dist/server',\n      },\n",
      "distPath: './dist/server',\n      },\n      plugins: [pluginSolid({ solid: { generate: 'ssr', hydratable: true } })],\n",
    )
    .replace(/ {4}pluginSolid\(\{\n {6}ssr: true,\n {4}\}\),\n/, '');
  const dir = sampleCopy(
    'solid-option',
    { ...solidLibrary(), 'rslib.config.ts': config },
    {
      ownSources: true,
    },
  );
  await buildOk(dir);
  expect(readText(dir, 'dist/server/index.js')).toMatch(/\bssrHydrationKey\b/);
});
