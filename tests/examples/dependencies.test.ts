/**
 * How the pages say a library's dependencies reach its output, as only a build and a run show:
 * externals in CommonJS output (a dynamic import, a default import of an `__esModule` package), a
 * UMD bundle and React 19, externals and their subpaths, keeping every package external, ESM-only
 * packages in CommonJS output, and the packages of a workspace. Each test names its page.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { blocksTitledIn, configBlocksIn } from './output-trees';
import {
  configFile,
  ESM_AND_CJS,
  ESM_CONFIG,
  esmPackage,
  evaluate,
  fakePackage,
  jsonFile,
  poolBuilds,
  REPO_ROOT,
  readText,
  runNode,
  sampleCopy,
  samplePackage,
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
