/**
 * Interop claims of the pages that only a build and a run show: how externals are written in
 * CommonJS output, JSON with import attributes in bundleless output, a UMD bundle and React 19,
 * externals and their subpaths, keeping every package external, ESM-only packages in CommonJS
 * output, the helpers CommonJS output starts with and the patterns that bring them into ESM
 * output, module state shared between entries, ES5 output without regeneratorRuntime, polyfills
 * from core-js-pure that patch no global, a wrapped component library's imports and deep imports
 * under `exports`. Each test names its page.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { blocksTitledIn, configBlocksIn, pageBlock, sectionOf } from './output-trees';
import {
  configFile,
  ESM_AND_CJS,
  ESM_CONFIG,
  esmPackage,
  fakePackage,
  filesUnder,
  jsonFile,
  poolBuilds,
  REPO_ROOT,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  samplePackage,
  TSC_BIN,
  terminalEnv,
  tsconfigFile,
  WITH_DEPENDENCIES,
} from './run-rslib';

const buildOk = poolBuilds();

/** A `chalk`-like package named `name`: ESM only. */
const esmOnly = (name: string) =>
  fakePackage(
    name,
    { type: 'module', exports: './index.js', types: './index.d.ts' },
    {
      'index.js': "export default { green: (text) => '[green]' + text };\n",
      'index.d.ts':
        'declare const paint: { green(text: string): string };\nexport default paint;\n',
    },
  );
const ESM_ONLY = esmOnly('esm-only');

/** CommonJS compiled from ESM: `__esModule` and named exports, no `exports.default`. */
const LEGACY_SDK = fakePackage(
  'legacy-sdk',
  { main: 'index.js', types: 'index.d.ts' },
  {
    'index.js':
      '"use strict";\nObject.defineProperty(exports, "__esModule", { value: true });\nexports.connect = (url) => "connected to " + url;\n',
    'index.d.ts':
      'export declare function connect(url: string): string;\ndeclare const sdk: { connect: typeof connect };\nexport default sdk;\n',
  },
);

/** What `expression` evaluates to in a module of the copy, printed as JSON. */
async function evaluate(dir: string, kind: 'esm' | 'cjs', setup: string, expression: string) {
  const print = `console.log(JSON.stringify(await (async () => ${expression})() ?? null))`;
  const run =
    kind === 'esm'
      ? await runNode(dir, ['--input-type=module', '-e', `${setup}\n${print}`])
      : await runNode(dir, ['-e', `(async () => { ${setup}\n${print} })()`]);
  expect(run.exitCode, run.output).toBe(0);
  return JSON.parse(run.output.trim().split('\n').at(-1) ?? 'null') as unknown;
}

test.concurrent('guide/advanced/third-party-deps: a dynamic import() of an external stays import() in CJS output', async () => {
  const dir = sampleCopy('interop-dynamic-import-cjs', {
    ...ESM_ONLY,
    'package.json': WITH_DEPENDENCIES({ 'esm-only': '^1.0.0' }),
    'src/index.ts':
      "export async function paint(text: string): Promise<string> {\n  const { default: chalk } = await import('esm-only');\n  return chalk.green(text);\n}\n",
    'rslib.config.ts': ESM_AND_CJS,
  });
  await buildOk(dir);
  const code = readText(dir, 'dist/index.cjs');
  expect(code).toContain('await import("esm-only")');
  expect(code).not.toContain('require("esm-only")');
  // And Node.js loads the ESM-only package from the CommonJS file.
  expect(
    await evaluate(dir, 'cjs', "const lib = require('./dist/index.cjs');", "lib.paint('ok')"),
  ).toBe('[green]ok');
});

test.concurrent('guide/advanced/third-party-deps: a default import of an __esModule package without default differs between CJS and ESM output', async () => {
  const dir = sampleCopy('interop-esmodule-default', {
    ...LEGACY_SDK,
    'package.json': WITH_DEPENDENCIES({ 'legacy-sdk': '^1.0.0' }),
    'src/index.ts': [
      "import sdk, { connect } from 'legacy-sdk';",
      "import * as all from 'legacy-sdk';",
      '',
      'export const viaDefault = (): unknown => sdk;',
      'export const viaNamed = (): string => connect("a");',
      'export const viaNamespace = (): string => all.connect("a");',
      '',
    ].join('\n'),
    'rslib.config.ts': ESM_AND_CJS,
  });
  await buildOk(dir);
  expect(readText(dir, 'dist/index.cjs')).toContain('__webpack_require__.n(');
  const probe = '[typeof lib.viaDefault(), lib.viaNamed(), lib.viaNamespace()]';
  expect(await evaluate(dir, 'cjs', "const lib = require('./dist/index.cjs');", probe)).toEqual([
    'undefined',
    'connected to a',
    'connected to a',
  ]);
  expect(await evaluate(dir, 'esm', "const lib = await import('./dist/index.js');", probe)).toEqual(
    ['object', 'connected to a', 'connected to a'],
  );
});

const JSON_SOURCES = {
  'src/data.json': '{ "name": "demo", "version": "2.0.0" }\n',
  'src/index.ts': [
    "import data from './data.json' with { type: 'json' };",
    '',
    'export const meta = { name: data.name, version: data.version };',
    '',
  ].join('\n'),
  'tsconfig.json': tsconfigFile({ resolveJsonModule: true }),
};

test.concurrent('guide/advanced/json-files: bundleless output keeps the json attribute on data.js, and Node.js refuses it', async () => {
  const dir = sampleCopy(
    'interop-json-attribute',
    {
      ...JSON_SOURCES,
      'rslib.config.ts': configFile("{ lib: [{ format: 'esm', bundle: false }] }"),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['data.js', 'index.js']);
  expect(readText(dir, 'dist/index.js')).toMatch(
    /import data from "\.\/data\.js" with \{\s*type: "json"\s*\}/,
  );
  const load = await runNode(dir, ['--input-type=module', '-e', "await import('./dist/index.js')"]);
  expect(load.exitCode).not.toBe(0);
  expect(load.output).toContain('is not of type "json"');
});

test.concurrent('guide/advanced/json-files: a default import of JSON is undefined in bundleless CJS output, named imports work', async () => {
  const dir = sampleCopy(
    'interop-json-cjs-default',
    {
      ...JSON_SOURCES,
      'src/index.ts': [
        "import data, { version } from './data.json';",
        '',
        'export const viaDefault = (): unknown => data;',
        'export const viaNamed = (): string => version;',
        '',
      ].join('\n'),
      'rslib.config.ts': configFile("{ lib: [{ format: 'cjs', bundle: false }] }"),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expect(
    await evaluate(
      dir,
      'cjs',
      "const lib = require('./dist/index.cjs');",
      '[typeof lib.viaDefault(), lib.viaNamed()]',
    ),
  ).toEqual(['undefined', '2.0.0']);
});

test.concurrent('guide/advanced/json-files: JSON shipped as JSON keeps its attribute and loads in ESM and CJS output', async () => {
  const dir = sampleCopy(
    'interop-json-as-json',
    {
      ...JSON_SOURCES,
      // The block of the page, as it stands there.
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm', bundle: false, dts: true },\n    { format: 'cjs', bundle: false },\n  ],\n  source: {\n    entry: { index: ['./src/**', '!./src/**/*.json'] },\n  },\n  output: {\n    externals: [/\\.json$/],\n    copy: [{ from: '**/*.json', context: './src' }],\n  },\n}",
      ),
    },
    { ownSources: true },
  );
  expect(pageSource('en', 'guide/advanced/json-files.md')).toContain(
    readText(dir, 'rslib.config.ts'),
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'data.json',
    'index.cjs',
    'index.d.ts',
    'index.js',
  ]);
  expect(readText(dir, 'dist/index.js')).toMatch(
    /import data from "\.\/data\.json" with \{\s*type: "json"\s*\}/,
  );
  expect(readText(dir, 'dist/index.cjs')).toContain('require("./data.json")');
  const expected = { name: 'demo', version: '2.0.0' };
  expect(
    await evaluate(dir, 'esm', "const lib = await import('./dist/index.js');", 'lib.meta'),
  ).toEqual(expected);
  expect(
    await evaluate(dir, 'cjs', "const lib = require('./dist/index.cjs');", 'lib.meta'),
  ).toEqual(expected);
});

test.concurrent('guide/advanced/third-party-deps: a UMD bundle with React external needs a global React, which React 19 does not ship', async () => {
  const reactDir = path.dirname(
    createRequire(path.join(REPO_ROOT, 'package.json')).resolve('react/package.json'),
  );
  expect(existsSync(path.join(reactDir, 'umd'))).toBe(false);
  const dir = sampleCopy(
    'interop-umd-react',
    {
      'src/index.ts': [
        "import { createElement, useState } from 'react';",
        '',
        'export const Counter = () => {',
        '  const [count] = useState(0);',
        "  return createElement('button', null, count);",
        '};',
        '',
      ].join('\n'),
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    {\n      format: 'umd',\n      umdName: 'AcmeUI',\n      output: {\n        target: 'web',\n        externals: {\n          react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' },\n        },\n      },\n    },\n  ],\n}",
      ),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  // Imported as a module, the wrapper finds neither `module` nor `define` and writes the global.
  const render = (withGlobal: boolean) =>
    runNode(dir, [
      '--input-type=module',
      '-e',
      [
        "import { createElement } from 'react';",
        "import { renderToString } from 'react-dom/server';",
        withGlobal ? "globalThis.React = await import('react');" : '',
        "await import('./dist/index.js');",
        'console.log(renderToString(createElement(globalThis.AcmeUI.Counter)));',
      ].join('\n'),
    ]);
  const without = await render(false);
  expect(without.exitCode).not.toBe(0);
  expect(without.output).toContain("Cannot read properties of undefined (reading 'useState')");
  const withGlobal = await render(true);
  expect(withGlobal.exitCode, withGlobal.output).toBe(0);
  expect(withGlobal.output.trim()).toBe('<button>0</button>');
});

/** A package with a subpath export, like `react-dom` and `react-dom/client`. */
const DOM_KIT = fakePackage(
  'dom-kit',
  { type: 'module', exports: { '.': './index.js', './client': './client.js' } },
  {
    'index.js': "export const render = () => 'root';\n",
    'client.js': "export const createRoot = () => 'client';\n",
  },
);

test.concurrent('guide/advanced/third-party-deps: an externals key matches the exact name, not its subpaths; a RegExp does', async () => {
  const dir = sampleCopy(
    'interop-externals-subpaths',
    {
      ...DOM_KIT,
      'src/index.ts': [
        "import { render } from 'dom-kit';",
        "import { createRoot } from 'dom-kit/client';",
        '',
        'export const both = (): string[] => [render(), createRoot()];',
        '',
      ].join('\n'),
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', output: { externals: { 'dom-kit': 'dom-kit' }, distPath: { root: './dist/key' } } },
    { format: 'esm', output: { externals: [/^dom-kit($|\\/)/], distPath: { root: './dist/regexp' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const byKey = readText(dir, 'dist/key/index.js');
  const byRegExp = readText(dir, 'dist/regexp/index.js');
  expect(byKey).toContain('from "dom-kit"');
  expect(byKey).not.toContain('dom-kit/client');
  expect(byKey).toContain("'client'");
  expect(byRegExp).toContain('from "dom-kit/client"');
});

/** The expression guide/faq/features gives to keep every package external, as the page writes it. */
function allExternalPattern(): string {
  const page = pageSource('en', 'guide/faq/features.md');
  const blocks = blocksTitledIn(page, 'all-external', 'rslib.config.ts');
  const pattern = blocks
    .map((block) => /externals: \[(\/.+\/)\]/.exec(block.code)?.[1])
    .find(Boolean);
  expect(pattern, 'the regular expression of guide/faq/features#all-external').toBeDefined();
  return pattern as string;
}

test.concurrent("guide/faq/features: devDependencies: true externalizes declared packages only; the page's RegExp keeps every package external but not an alias", async () => {
  const marker = (name: string) => `code of ${name}`;
  const packages = ['declared-dep', 'dev-dep', 'undeclared-dep'].map((name) =>
    esmPackage(name, `export const value = '${marker(name)}';\n`),
  );
  const dir = sampleCopy(
    'interop-all-external',
    {
      ...Object.assign({}, ...packages),
      'package.json': samplePackage({
        dependencies: { 'declared-dep': '^1.0.0' },
        devDependencies: { 'dev-dep': '^1.0.0' },
      }),
      'tsconfig.json': tsconfigFile({ paths: { '@/*': ['./src/*'] } }),
      'src/utils.ts': "export const local = 'code of the alias';\n",
      'src/index.ts': [
        "import { readFileSync } from 'node:fs';",
        "import { value as declared } from 'declared-dep';",
        "import { value as dev } from 'dev-dep';",
        "import { value as undeclared } from 'undeclared-dep';",
        "import { local } from '@/utils';",
        '',
        'export const all = [readFileSync, declared, dev, undeclared, local];',
        '',
      ].join('\n'),
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', output: { autoExternal: { devDependencies: true }, distPath: { root: './dist/dev' } } },
    { format: 'esm', output: { externals: [${allExternalPattern()}], distPath: { root: './dist/page' } } },
    { format: 'esm', output: { externals: [/^[^./]/], distPath: { root: './dist/alias-too' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const read = (name: string) => readText(dir, `dist/${name}/index.js`);

  const dev = read('dev');
  for (const name of ['node:fs', 'declared-dep', 'dev-dep'])
    expect(dev).toContain(`from "${name}"`);
  expect(dev).toContain(marker('undeclared-dep'));

  const page = read('page');
  for (const name of ['node:fs', 'declared-dep', 'dev-dep', 'undeclared-dep']) {
    expect(page).toContain(`from "${name}"`);
  }
  expect(page).toContain('code of the alias');

  const aliasToo = read('alias-too');
  expect(aliasToo).toContain('from "@/utils"');
  expect(aliasToo).not.toContain('code of the alias');
});

test.concurrent('guide/faq/features: an ESM-only external needs require(esm) in CJS output; excluding it bundles it', async () => {
  const dir = sampleCopy(
    'interop-require-esm',
    {
      ...esmOnly('chalk'),
      ...esmPackage(
        'tla-only',
        "const ready = await Promise.resolve('ready');\nexport default ready;\n",
      ),
      'package.json': WITH_DEPENDENCIES({ chalk: '^5.0.0', 'tla-only': '^1.0.0' }),
      'src/index.ts':
        "import chalk from 'chalk';\n\nexport const paint = (text: string): string => chalk.green(text);\n",
      // The page's two items, side by side with a CommonJS item that keeps the default.
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', output: { distPath: { root: './dist/esm' } } },
    { format: 'cjs', output: { distPath: { root: './dist/cjs' } } },
    { format: 'cjs', output: { autoExternal: { exclude: ['chalk'] }, distPath: { root: './dist/bundled' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  for (const lang of LANGUAGES) {
    const [block] = configBlocksIn(pageSource(lang, 'guide/faq/features.md'), 'require-esm');
    expect(block?.code, `the config of docs/${lang}/guide/faq/features.md#require-esm`).toContain(
      "exclude: ['chalk']",
    );
  }
  await buildOk(dir);
  expect(readText(dir, 'dist/esm/index.js')).toContain('from "chalk"');
  const cjs = readText(dir, 'dist/cjs/index.cjs');
  expect(cjs).toContain('require("chalk")');
  // guide/faq/features#cjs-runtime: the default import of an external goes through this helper.
  expect(cjs).toContain("module && module.__esModule ? ()=>module['default'] : ()=>module");
  const bundled = readText(dir, 'dist/bundled/index.cjs');
  expect(bundled).not.toContain('require("chalk")');
  expect(bundled).toContain("'[green]'");

  const paint = (file: string, flags: string[] = []) =>
    runNode(dir, [...flags, '-e', `console.log(require('./dist/${file}').paint('ok'))`]);
  // The Node.js versions Rslib runs on load an ES module with require() ...
  const current = await paint('cjs/index.cjs');
  expect(current.exitCode, current.output).toBe(0);
  expect(current.output.trim()).toBe('[green]ok');
  // ... older ones refuse it, as this flag makes Node.js do ...
  const older = await paint('cjs/index.cjs', ['--no-experimental-require-module']);
  expect(older.exitCode).not.toBe(0);
  expect(older.output).toContain('Error [ERR_REQUIRE_ESM]: require() of ES Module ');
  // ... where the bundled copy still loads.
  const bundledRun = await paint('bundled/index.cjs', ['--no-experimental-require-module']);
  expect(bundledRun.exitCode, bundledRun.output).toBe(0);
  expect(bundledRun.output.trim()).toBe('[green]ok');
  // Top-level await: refused on every version.
  const tla = await runNode(dir, ['-e', "require('tla-only')"]);
  expect(tla.exitCode).not.toBe(0);
  expect(tla.output).toContain('ERR_REQUIRE_ASYNC_MODULE');
});

test.concurrent('guide/faq/features: CJS output starts with Rspack helpers and writes each export by name; the ESM output of the module has none', async () => {
  const source = 'export const add = (a: number, b: number): number => a + b;';
  for (const lang of LANGUAGES) {
    expect(pageSource(lang, 'guide/faq/features.md')).toContain(`\`${source}\``);
  }
  const dir = sampleCopy(
    'interop-cjs-runtime',
    {
      'src/math.ts': `${source}\n`,
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'cjs', bundle: false, output: { distPath: { root: './dist/cjs' } } },
    { format: 'cjs', bundle: false, output: { minify: true, distPath: { root: './dist/min' } } },
    { format: 'esm', bundle: false, output: { distPath: { root: './dist/esm' } } },
    { format: 'cjs', output: { distPath: { root: './dist/bundle' } }, source: { entry: { index: './src/math.ts' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const cjs = readText(dir, 'dist/cjs/math.cjs');
  expect(cjs.startsWith('"use strict";\nvar __webpack_require__ = {};\n')).toBe(true);
  for (const helper of ['r', 'd', 'o']) expect(cjs).toContain(`__webpack_require__.${helper} = `);
  expect(cjs).not.toContain('__webpack_require__.n = ');
  expect(cjs).toContain(pageBlock('guide/faq/features.md', 'cjs-runtime', 'dist/math.cjs').trim());
  expect(readText(dir, 'dist/bundle/index.cjs')).toContain('var __webpack_require__ = {};');

  // About 1.3 kB, or 1 kB minified, as the page says.
  const size = (file: string) => statSync(path.join(dir, file)).size;
  expect(size('dist/cjs/math.cjs')).toBeGreaterThan(1150);
  expect(size('dist/cjs/math.cjs')).toBeLessThan(1450);
  expect(size('dist/min/math.cjs')).toBeGreaterThan(900);
  expect(size('dist/min/math.cjs')).toBeLessThan(1150);

  expect(readText(dir, 'dist/esm/math.js').trim()).toBe(
    'const add = (a, b)=>a + b;\nexport { add };',
  );
  // Node.js finds the named export of the CommonJS file.
  expect(
    await evaluate(dir, 'esm', "const { add } = await import('./dist/cjs/math.cjs');", 'add(1, 2)'),
  ).toBe(3);
});

test.concurrent("guide/faq/features: transformImport on each lib item rewrites a wrapped library's imports per format; at the top level CJS gets the es folder", async () => {
  const config = pageBlock('guide/faq/features.md', 'wrap-component-library', 'rslib.config.ts');
  const shown = pageBlock('guide/faq/features.md', 'wrap-component-library', 'dist/es/index.js');
  const files = {
    // antd 4's layout: one folder per component, ES modules in es/, CommonJS in lib/.
    ...fakePackage(
      'antd',
      { main: 'lib/index.js', module: 'es/index.js' },
      { 'es/index.js': 'export {};\n', 'lib/index.js': 'exports.__esModule = true;\n' },
    ),
    'package.json': jsonFile({
      name: 'sample-ui',
      version: '1.0.0',
      type: 'module',
      peerDependencies: { antd: '>=4' },
    }),
    'src/index.ts':
      "import { Button, DatePicker } from 'antd';\n\nexport const parts = [Button, DatePicker];\n",
  };
  const perItem = sampleCopy(
    'interop-transform-import-per-item',
    { ...files, 'rslib.config.ts': config },
    { ownSources: true },
  );
  const topLevel = sampleCopy(
    'interop-transform-import-top-level',
    {
      ...files,
      'rslib.config.ts': configFile(`{
  lib: [{ format: 'cjs', bundle: false }],
  source: {
    transformImport: [{ libraryName: 'antd', libraryDirectory: 'es', style: true }],
  },
}`),
    },
    { ownSources: true },
  );
  await Promise.all([buildOk(perItem), buildOk(topLevel)]);
  expect(readText(perItem, 'dist/es/index.js').startsWith(shown.trim())).toBe(true);
  const cjs = readText(perItem, 'dist/lib/index.cjs');
  for (const request of [
    'antd/lib/date-picker/style/css',
    'antd/lib/button/style/css',
    'antd/lib/date-picker',
    'antd/lib/button',
  ]) {
    expect(cjs).toContain(`require("${request}")`);
  }
  expect(cjs).not.toContain('antd/es');
  // At the top level, the CommonJS item gets the es folder; style: true, the style folder itself.
  const top = readText(topLevel, 'dist/index.cjs');
  expect(top).toContain('require("antd/es/button")');
  expect(top).toContain('require("antd/es/button/style")');
});

test.concurrent('guide/basic/output-format: the exports patterns of the page open deep imports of es/ and lib/ in Node.js, TypeScript and Rspack', async () => {
  const config = pageBlock('guide/basic/output-format.md', 'es-and-lib', 'rslib.config.ts');
  const manifest = pageBlock('guide/basic/output-format.md', 'deep-imports', 'package.json');
  const lib = sampleCopy(
    'interop-deep-imports-lib',
    {
      'package.json': manifest,
      'rslib.config.ts': config,
      'tsconfig.json': tsconfigFile(),
      'src/index.ts': "export { Button } from './button';\n",
      'src/button/index.ts': "export const Button = (): string => 'button';\n",
      'src/button/style/index.ts': "import './index.css';\n\nexport const styled = true;\n",
      'src/button/style/index.css': '.acme-button { color: teal; }\n',
    },
    { ownSources: true },
  );
  await buildOk(lib);
  const importer = [
    "import { Button } from 'my-lib/es/button';",
    "import { styled } from 'my-lib/es/button/style';",
    '',
    'export const parts = [Button(), styled];',
    '',
  ].join('\n');
  /** An application with the built library in its node_modules, under `exports`. */
  const app = (name: string, exports?: unknown) => {
    const dir = sampleCopy(
      name,
      {
        'src/index.ts': importer,
        'tsconfig.json': tsconfigFile({ noEmit: true }),
        'rslib.config.ts': configFile("{ lib: [{ format: 'esm', output: { target: 'web' } }] }"),
      },
      { ownSources: true },
    );
    const installed = path.join(dir, 'node_modules/my-lib');
    for (const folder of ['es', 'lib']) {
      cpSync(path.join(lib, folder), path.join(installed, folder), { recursive: true });
    }
    const pkg = JSON.parse(manifest);
    writeFileSync(
      path.join(installed, 'package.json'),
      jsonFile(exports ? { ...pkg, exports } : pkg),
    );
    return dir;
  };
  const resolveAll = async (dir: string) =>
    (await evaluate(
      dir,
      'esm',
      "import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);",
      `['my-lib/es/button', 'my-lib/es/button/style', 'my-lib/es/button/style/index.css', 'my-lib/lib/button', 'my-lib/es/button/index.js'].map((id) => { try { return (id.includes('/lib/') ? require.resolve(id) : import.meta.resolve(id)).replace(/^.*node_modules\\//, ''); } catch (error) { return error.code; } })`,
    )) as string[];

  const open = app('interop-deep-imports-open');
  expect(await resolveAll(open)).toEqual([
    'my-lib/es/button/index.js',
    'my-lib/es/button/style/index.js',
    'my-lib/es/button/style/index.css',
    'my-lib/lib/button/index.cjs',
    'my-lib/es/button/index.js/index.js',
  ]);
  const byFile = await runNode(open, [
    '--input-type=module',
    '-e',
    "await import('my-lib/es/button/index.js')",
  ]);
  expect(byFile.output).toContain('ERR_MODULE_NOT_FOUND');
  const checked = await runNode(open, [TSC_BIN, '-p', '.']);
  expect(checked.exitCode, checked.output).toBe(0);
  await buildOk(open);
  expect(readText(open, 'dist/index.js')).toContain("'button'");
  expect(readText(open, 'dist/index.css')).toContain('teal');

  // With "." alone, every deep import is closed.
  const pkg = JSON.parse(manifest);
  const closed = app('interop-deep-imports-closed', { '.': pkg.exports['.'] });
  expect((await resolveAll(closed)).slice(0, 4)).toEqual(
    Array(4).fill('ERR_PACKAGE_PATH_NOT_EXPORTED'),
  );
  const unchecked = await runNode(closed, [TSC_BIN, '-p', '.']);
  expect(unchecked.output).toContain(
    "TS2307: Cannot find module 'my-lib/es/button' or its corresponding type declarations.",
  );
  const failed = await runRslib(closed, ['build']);
  expect(failed.exitCode).not.toBe(0);
  expect(failed.output).toContain(
    `Package subpath './es/button' is not defined by "exports" in ${path.join(closed, 'node_modules/my-lib/package.json')}`,
  );
});

test.concurrent('guide/faq/features: a workspace:* dependency stays external', async () => {
  const dir = sampleCopy(
    'interop-workspace-dependency',
    {
      ...esmPackage('@acme/utils', 'export const twice = (n) => n * 2;\n'),
      'package.json': jsonFile({
        name: '@acme/ui',
        version: '1.0.0',
        type: 'module',
        dependencies: { '@acme/utils': 'workspace:*' },
      }),
      'src/index.ts':
        "import { twice } from '@acme/utils';\n\nexport const four = (): number => twice(2);\n",
      'rslib.config.ts': ESM_CONFIG,
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const code = readText(dir, 'dist/index.js');
  expect(code).toContain('import { twice } from "@acme/utils";');
  expect(code).not.toContain('n * 2');
});

test.concurrent('guide/faq/features: pnpm builds a workspace in dependency order, waits for scripts, and --parallel does not', async () => {
  // pnpm's behaviour, not Rslib's: a workspace of its own, outside this repository's.
  const root = mkdtempSync(path.join(tmpdir(), 'rslib-docs-workspace-'));
  const pkg = (name: string, dependencies: Record<string, string>, scripts: object) =>
    jsonFile({ name, version: '1.0.0', dependencies, scripts });
  const files: Record<string, string> = {
    'package.json': jsonFile({ name: 'root', private: true }),
    'pnpm-workspace.yaml': 'packages:\n  - packages/*\n',
    // utils' dev script, a watcher that ends: it waits up to 4 s for ui's dev script to start.
    'packages/utils/package.json': pkg(
      '@acme/utils',
      {},
      { build: 'node -e ""', dev: 'node watch.cjs' },
    ),
    'packages/utils/watch.cjs': [
      "const { existsSync } = require('node:fs');",
      'const started = Date.now();',
      'const timer = setInterval(() => {',
      "  const saw = existsSync('../ui/started');",
      '  if (!saw && Date.now() - started < 4000) return;',
      '  clearInterval(timer);',
      "  console.log(saw ? 'utils saw ui start' : 'utils ended alone');",
      '}, 20);',
      '',
    ].join('\n'),
    'packages/ui/package.json': pkg(
      '@acme/ui',
      { '@acme/utils': 'workspace:*' },
      {
        build: 'node -e ""',
        dev: 'node start.cjs',
      },
    ),
    'packages/ui/start.cjs': "require('node:fs').writeFileSync('started', '');\n",
    'packages/app/package.json': pkg(
      '@acme/app',
      { '@acme/ui': 'workspace:*' },
      { build: 'node -e ""' },
    ),
    'packages/other/package.json': pkg('other', {}, { build: 'node -e ""' }),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const pnpm = async (...args: string[]) =>
    (
      await promisify(execFile)('pnpm', args, {
        cwd: root,
        encoding: 'utf8',
        env: terminalEnv({ CI: 'true' }),
      })
    ).stdout;
  try {
    await pnpm('install', '--offline', '--silent');
    /** The packages whose script ended, in the order pnpm reports them. */
    const ended = async (...args: string[]) =>
      [...(await pnpm(...args)).matchAll(/^packages\/(\S+) \w+: Done/gm)].map((match) => match[1]);
    const all = await ended('-r', 'run', 'build');
    expect([...all].sort()).toEqual(['app', 'other', 'ui', 'utils']);
    expect(all.indexOf('utils')).toBeLessThan(all.indexOf('ui'));
    expect(all.indexOf('ui')).toBeLessThan(all.indexOf('app'));
    expect(await ended('--filter', '@acme/app...', 'run', 'build')).toEqual(['utils', 'ui', 'app']);
    // A script that does not end holds back its dependents; --parallel starts them all.
    const dev = async (...flags: string[]) => {
      rmSync(path.join(root, 'packages/ui/started'), { force: true });
      return pnpm('-r', ...flags, 'run', 'dev');
    };
    const inOrder = await dev();
    expect(inOrder).toContain('utils ended alone');
    expect(inOrder.indexOf('utils dev: Done')).toBeLessThan(inOrder.indexOf('packages/ui dev$'));
    expect(await dev('--parallel')).toContain('utils saw ui start');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** The block `pageBlock` reads from the English page, once the Chinese page shows the same. */
function blockOfBothPages(page: string, sectionId: string, title: string): string {
  const code = pageBlock(page, sectionId, title);
  const zh = blocksTitledIn(pageSource('zh', page), sectionId, title).find(
    (block) => !block.partial,
  );
  expect(zh?.code, `the ${title} block of docs/zh/${page}#${sectionId}`).toBe(code);
  return code;
}

/** The entries of one ESM bundle: a pattern each, and `plain` with all those that add nothing. */
const MANY = [
  'named',
  'ns-value',
  'ns-all',
  'ns-key',
  'eval',
  'cjs',
  'cjs-star',
  'cjs-package',
  'public-path',
  'hash',
  'plain',
];

/** A module that exports one function, named and returning `name`. */
const part = (name: string) => `export const ${name} = (): string => '${name}';\n`;

test.concurrent('guide/faq/features: namespace objects, direct eval, CommonJS modules and __webpack_*__ variables bring __webpack_require__ into ESM output; the fixes give plain ESM', async () => {
  const page = 'guide/faq/features.md';
  const source = "export * as Btn from './Button';";
  for (const lang of LANGUAGES) {
    const prose = sectionOf(pageSource(lang, page), 'esm-runtime').prose.join('\n');
    const shown = [
      source,
      'var __webpack_require__ = {};',
      "export { Button } from './Button'",
      '(0, eval)(code)',
      "export { version } from './legacy.cjs'",
    ];
    for (const text of shown) {
      expect(prose, `docs/${lang}/${page}#esm-runtime`).toContain(`\`${text}\``);
    }
  }
  /** A function that runs `code` with a local variable in its scope, the way `call` is written. */
  const runner = (call: string) =>
    `export const run = (code: string): unknown => {\n  const local = 'seen';\n  return ${call};\n};\n`;
  const dir = sampleCopy(
    'interop-esm-runtime',
    {
      ...esmPackage('esm-dep', "export const hello = () => 'hi';\n"),
      ...fakePackage(
        'cjs-dev',
        { main: 'index.js' },
        { 'index.js': "exports.hello = () => 'hi';\n" },
      ),
      'package.json': samplePackage({
        dependencies: { 'esm-dep': '^1.0.0' },
        devDependencies: { 'cjs-dev': '^1.0.0' },
      }),
      'src/index.ts': `${source}\n`,
      'src/Button.ts': "export const Button = (): string => 'button';\n",
      'src/named.ts': "export { Button } from './Button';\n",
      'src/ns-value.ts':
        "import * as ns from './parts/p1';\n\nexport const keys = (): string[] => Object.keys(ns);\n",
      'src/ns-all.ts': "import * as ns from './parts/p6';\n\nexport const all = ns;\n",
      'src/ns-key.ts':
        "import * as ns from './parts/p7';\n\nexport const pick = (key: string): unknown => (ns as Record<string, unknown>)[key];\n",
      'src/eval.ts': "export { run } from './run-eval';\n",
      'src/run-eval.ts': runner('eval(code)'),
      'src/run-indirect.ts': runner('(0, eval)(code)'),
      'src/cjs.ts': "export { version } from './legacy.cjs';\n",
      'src/legacy.cjs': "module.exports = { version: '1' };\n",
      'src/cjs-star.ts': "export * from './legacy-star.cjs';\n",
      'src/legacy-star.cjs': "module.exports = { version: '1' };\n",
      'src/cjs-package.ts':
        "import { hello } from 'cjs-dev';\n\nexport const greet = (): string => hello();\n",
      'src/hash.ts':
        'declare const __webpack_hash__: string;\n\nexport const hash = (): string => __webpack_hash__;\n',
      'src/public-path.ts':
        'declare const __webpack_public_path__: string;\n\nexport const base = (): string => __webpack_public_path__;\n',
      // Every pattern the page says needs no helpers, in one entry.
      'src/plain.ts': [
        "import data from './data.json';",
        "import * as ns from './parts/p3';",
        "import * as ext from 'esm-dep';",
        '',
        "export * from './parts/p4';",
        "export { run as runIndirect } from './run-indirect';",
        '',
        'declare const require: (id: string) => unknown;',
        'declare const __dirname: string;',
        '',
        'export const call = (): string => ns.p3();',
        'export const external = ext;',
        "export const load = (): Promise<unknown> => import('./parts/p5');",
        "export const made = new Function('return 1');",
        "export const fs = (): unknown => require('node:fs');",
        // guide/faq/features#dirname-in-esm: these two stay as written, and fail.
        'export const byName = (id: string): unknown => require(id);',
        'export const dir = (): string => __dirname;',
        'export const name: string = data.name;',
        'export const ready = await Promise.resolve(true);',
        '',
      ].join('\n'),
      'src/data.json': '{ "name": "demo" }\n',
      'src/req.ts':
        "declare const WEBPACK_REQUIRE: unknown;\n\nexport * as Parts from './parts/p2';\nexport const req = (): unknown => WEBPACK_REQUIRE;\n",
      ...Object.fromEntries(
        ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'].map((name) => [
          `src/parts/${name}.ts`,
          part(name),
        ]),
      ),
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', source: { entry: { index: './src/index.ts' } }, output: { distPath: { root: './dist/one' } } },
    {
      format: 'esm',
      source: { entry: { ${MANY.map((name) => `'${name}': './src/${name}.ts'`).join(', ')} } },
      output: { distPath: { root: './dist/many' } },
    },
    { format: 'esm', bundle: false, output: { distPath: { root: './dist/bundleless' } } },
    {
      format: 'esm',
      source: { entry: { req: './src/req.ts' }, define: { WEBPACK_REQUIRE: '__webpack_require__' } },
      output: { distPath: { root: './dist/define' } },
    },
  ],
}`),
    },
    { ownSources: true },
  );
  await buildOk(dir);

  // One entry: the helpers at the top of the file, and the namespace object the page shows.
  const one = readText(dir, 'dist/one/index.js');
  expect(one.startsWith('var __webpack_require__ = {};\n')).toBe(true);
  for (const helper of ['d', 'o', 'r']) expect(one).toContain(`__webpack_require__.${helper} = `);
  expect(one.trim().endsWith(blockOfBothPages(page, 'esm-runtime', 'dist/index.js').trim())).toBe(
    true,
  );

  // Several entries: each pattern in an entry of its own; those that need the helpers import them.
  const uses = (file: string) => readText(dir, file).includes('__webpack_require__');
  expect(Object.fromEntries(MANY.map((name) => [name, uses(`dist/many/${name}.js`)]))).toEqual({
    named: false,
    'ns-value': true,
    'ns-all': true,
    'ns-key': true,
    eval: true,
    cjs: true,
    'cjs-star': true,
    'cjs-package': true,
    'public-path': true,
    hash: true,
    plain: false,
  });
  expect(readText(dir, 'dist/many/eval.js')).toContain(
    'import { __webpack_require__ } from "./rslib-runtime~1.js";',
  );
  expect(readText(dir, 'dist/many/named.js').trim()).toBe(
    "const Button = ()=>'button';\nexport { Button };",
  );
  const plain = readText(dir, 'dist/many/plain.js');
  expect(plain).toMatch(/import \* as \w+ from "esm-dep";/);
  expect(plain).toContain('createRequire');
  expect(plain).toContain('require(id)');

  // Bundleless: namespaces stay statements; eval, CommonJS and __webpack_*__ need the runtime.
  expect(readText(dir, 'dist/bundleless/index.js')).toMatch(
    /^import \* as (\w+) from "\.\/Button\.js";\nexport \{ \1 as Btn \};/,
  );
  const bundleless = filesUnder(path.join(dir, 'dist/bundleless'));
  expect(bundleless.filter((file) => uses(`dist/bundleless/${file}`))).toEqual([
    'hash.js',
    'legacy-star.js',
    'legacy.js',
    'public-path.js',
    'rslib-runtime~2.js',
    'run-eval.js',
  ]);
  expect(
    readText(dir, 'dist/bundleless/run-eval.js').startsWith(
      'import { __webpack_require__ } from "./rslib-runtime~2.js";',
    ),
  ).toBe(true);

  // guide/faq/features#webpack-variables: a define'd name is the file's own runtime object.
  const define = readText(dir, 'dist/define/req.js');
  expect(define.startsWith('var __webpack_require__ = {};\n')).toBe(true);
  expect(define).toContain('const req = ()=>__webpack_require__;');

  const load = (file: string) => `(await import('./dist/${file}.js'))`;
  expect(
    await evaluate(
      dir,
      'esm',
      '',
      `({
        btn: ${load('one/index')}.Btn.Button(),
        keys: ${load('many/ns-value')}.keys(),
        direct: ${load('many/eval')}.run('typeof local'),
        indirect: ${load('many/plain')}.runIndirect('typeof local'),
        bundleless: ${load('bundleless/run-eval')}.run('typeof local'),
        named: ${load('many/cjs')}.version,
        star: Object.keys(${load('many/cjs-star')}),
        req: Object.keys(${load('define/req')}.req()).sort(),
        fs: typeof ${load('many/plain')}.fs().readFileSync,
        failures: await Promise.all(['byName', 'dir'].map(async (name) => {
          try { ${load('many/plain')}[name]('node:fs'); } catch (error) { return String(error); }
        })),
      })`,
    ),
  ).toEqual({
    btn: 'button',
    keys: ['p1'],
    direct: 'string',
    indirect: 'undefined',
    bundleless: 'string',
    named: '1',
    star: [],
    req: ['d', 'o', 'r'],
    fs: 'function',
    failures: [
      'ReferenceError: require is not defined',
      'ReferenceError: __dirname is not defined',
    ],
  });
});

test.concurrent('guide/basic/output-structure: CJS entries get their own copy of a shared module, unless they share a runtime or are built bundleless; ESM entries share it', async () => {
  const page = 'guide/basic/output-structure.md';
  const [block, ...others] = LANGUAGES.map(
    (lang) =>
      blocksTitledIn(pageSource(lang, page), 'shared-state', 'rslib.config.ts').find(
        (candidate) => candidate.partial,
      )?.code ?? '',
  );
  expect(block).toContain("runtimeChunk: { name: 'runtime' },");
  for (const other of others) expect(other).toBe(block);
  const cacheGroupOnly = (block ?? '').replace(/^ *runtimeChunk: .*\n/m, '');
  const entry = "source: { entry: { a: './src/a.ts', b: './src/b.ts' } }";
  const dir = sampleCopy(
    'interop-shared-state',
    {
      'src/store.ts': 'export const state = { count: 0 };\n',
      'src/a.ts': "import { state } from './store';\n\nexport const A = { state };\n",
      'src/b.ts': "import { state } from './store';\n\nexport const B = { state };\n",
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', ${entry}, output: { distPath: { root: './dist/esm' } } },
    { format: 'cjs', ${entry}, output: { distPath: { root: './dist/cjs' } } },
    { ...${cacheGroupOnly}, ${entry}, output: { distPath: { root: './dist/cache-group' } } },
    { ...${block}, ${entry}, output: { distPath: { root: './dist/runtime' } } },
    { format: 'cjs', bundle: false, output: { distPath: { root: './dist/bundleless' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const files = (folder: string) => filesUnder(path.join(dir, 'dist', folder));
  // ESM: a shared chunk, and no rslib-runtime.js, since no module needs the runtime.
  expect(files('esm').filter((file) => !['a.js', 'b.js'].includes(file))).toEqual([
    expect.stringMatching(/^\w+~0\.js$/),
  ]);
  expect(files('cjs')).toEqual(['a.cjs', 'b.cjs']);
  expect(files('cache-group')).toEqual(['a.cjs', 'b.cjs', 'shared~2.cjs']);
  expect(files('runtime')).toEqual(['a.cjs', 'b.cjs', 'runtime~3.cjs', 'shared~3.cjs']);
  for (const file of ['a.cjs', 'b.cjs']) {
    expect(readText(dir, 'dist/runtime', file)).toContain('require("./runtime~3.cjs")');
  }
  /** How many files of the folder hold the store's code. */
  const copies = (folder: string) =>
    files(folder).filter((file) => readText(dir, 'dist', folder, file).includes('count: 0')).length;
  expect(['cjs', 'cache-group', 'runtime'].map(copies)).toEqual([2, 1, 1]);
  for (const file of ['a.cjs', 'b.cjs']) {
    expect(readText(dir, 'dist/bundleless', file)).toContain('require("./store.cjs")');
  }

  const same = (folder: string) =>
    `require('./dist/${folder}/a.cjs').A.state === require('./dist/${folder}/b.cjs').B.state`;
  expect(
    await evaluate(
      dir,
      'cjs',
      '',
      `[${['cjs', 'cache-group', 'runtime', 'bundleless'].map(same).join(', ')}]`,
    ),
  ).toEqual([false, false, true, true]);
  expect(
    await evaluate(
      dir,
      'esm',
      "const { A } = await import('./dist/esm/a.js');\nconst { B } = await import('./dist/esm/b.js');",
      'A.state === B.state',
    ),
  ).toBe(true);
});

test.concurrent('guide/advanced/output-compatibility: with usage-pure, list.findLast(fn) becomes find_last(list).call(list, fn) from core-js-pure, and no global is patched', async () => {
  const page = 'guide/advanced/output-compatibility.md';
  const dir = sampleCopy(
    'interop-pure-polyfill',
    {
      'package.json': WITH_DEPENDENCIES({ 'core-js-pure': '^3.51.0' }),
      'rslib.config.ts': pageBlock(page, 'pure-polyfill', 'rslib.config.ts'),
      'src/index.ts': 'export const lastLarge = (list: number[]) => list.findLast((n) => n > 1);\n',
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const output = readText(dir, 'dist/index.js');
  expect(output).toContain('import find_last from "core-js-pure/stable/instance/find-last.js";');
  expect(output).toContain('find_last(list).call(list, ');
  expect(output).not.toMatch(/["']core-js\//);
});

test.concurrent('guide/advanced/output-compatibility: ES5 output runs async functions and generators on inlined or @swc/helpers helpers, with no regeneratorRuntime', async () => {
  const page = 'guide/advanced/output-compatibility.md';
  const config = pageBlock(page, 'external-helpers', 'rslib.config.ts');
  for (const option of ["syntax: 'es2015'", 'externalHelpers: true', 'bundle: false']) {
    expect(config).toContain(option);
  }
  const dir = sampleCopy(
    'interop-es5-generators',
    {
      'package.json': WITH_DEPENDENCIES({ '@swc/helpers': '^0.5.0' }),
      'src/index.ts': [
        "export { ticks } from './ticks';",
        '',
        'export async function load(n: number): Promise<number> {',
        '  const value = await Promise.resolve(n);',
        '  return value * 2;',
        '}',
        '',
        'export function* count(limit: number): Generator<number> {',
        '  for (let i = 0; i < limit; i++) yield i;',
        '}',
        '',
      ].join('\n'),
      'src/ticks.ts': [
        'export async function* ticks(limit: number): AsyncGenerator<number> {',
        '  for (let i = 0; i < limit; i++) yield await Promise.resolve(i);',
        '}',
        '',
      ].join('\n'),
      // For the helpers block of #external-helpers: a private field and an async method.
      'src/counter.ts': [
        'export class Counter {',
        '  #count = 0;',
        '  get value(): number {',
        '    return this.#count;',
        '  }',
        '  async increment(): Promise<number> {',
        '    await Promise.resolve();',
        '    return ++this.#count;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', syntax: 'es5', output: { distPath: { root: './dist/esm' } } },
    { format: 'cjs', syntax: 'es5', output: { distPath: { root: './dist/cjs' } } },
    { format: 'esm', syntax: 'es5', bundle: false, externalHelpers: true, output: { distPath: { root: './dist/external' } } },
    { format: 'esm', syntax: 'es2015', bundle: false, externalHelpers: true, output: { distPath: { root: './dist/es2015' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  // The copy's own @swc/helpers, the one Rslib's toolchain installs.
  const helpers = path.dirname(
    createRequire(createRequire(import.meta.url).resolve('@rslib/core/package.json')).resolve(
      '@swc/helpers/package.json',
    ),
  );
  mkdirSync(path.join(dir, 'node_modules/@swc'));
  symlinkSync(helpers, path.join(dir, 'node_modules/@swc/helpers'), 'dir');
  await buildOk(dir);

  for (const file of filesUnder(path.join(dir, 'dist'))) {
    expect(readText(dir, 'dist', file), file).not.toContain('regenerator');
  }
  const inlined = readText(dir, 'dist/esm/index.js');
  for (const helper of ['_async_to_generator', '_ts_generator']) {
    expect(inlined).toContain(`function ${helper}(`);
  }
  expect(inlined).toContain('new Promise(');
  const shown = blockOfBothPages(page, 'regenerator-runtime', 'dist/index.js').trim();
  expect(readText(dir, 'dist/external/index.js').startsWith(`${shown}\n`)).toBe(true);
  const ticks = readText(dir, 'dist/external/ticks.js');
  for (const helper of ['_await_async_generator', '_wrap_async_generator']) {
    expect(ticks).toContain(`from "@swc/helpers/_/${helper}";`);
  }
  // The block of #external-helpers is the start of an ES2015 file with those features.
  const helperImports = blockOfBothPages(page, 'external-helpers', 'dist/index.js').trim();
  expect(readText(dir, 'dist/es2015/counter.js').startsWith(`${helperImports}\n`)).toBe(true);

  const run = (file: string) =>
    `(async () => { const lib = await import('./dist/${file}'); const ticks = []; for await (const tick of lib.ticks(3)) ticks.push(tick); return [await lib.load(21), [...lib.count(3)], ticks]; })()`;
  const expected = [42, [0, 1, 2], [0, 1, 2]];
  expect(
    await evaluate(
      dir,
      'esm',
      '',
      `[typeof globalThis.regeneratorRuntime, await ${run('esm/index.js')}, await ${run('cjs/index.cjs')}, await ${run('external/index.js')}]`,
    ),
  ).toEqual(['undefined', expected, expected, expected]);
});
