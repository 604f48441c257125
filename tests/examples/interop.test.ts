/**
 * Interop claims of the pages that only a build and a run show: how externals are written in
 * CommonJS output, JSON with import attributes in bundleless output, TypeScript's configDir, API
 * Extractor failures and dropped module augmentation, externals and subpaths, the build cache, and
 * the fixes to output-structure, module-federation, source, cli and configure-rslib. Each test
 * names its page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  filesUnder,
  jsonFile,
  REPO_ROOT,
  runNode,
  runRslib,
  sampleCopy,
  tsconfigFile,
} from './run-rslib';

const config = (body: string, imports = '') =>
  `${imports}import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

const ESM_AND_CJS = config("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }");

/** TypeScript's template for the folder of the tsconfig that extends a shared one. */
const CONFIG_DIR = `\${configDir}`;

/** A package under the copy's `node_modules`, written as files of `sampleCopy`. */
const fakePackage = (name: string, manifest: object, files: Record<string, string>) =>
  Object.fromEntries([
    [`node_modules/${name}/package.json`, jsonFile({ name, version: '1.0.0', ...manifest })],
    ...Object.entries(files).map(([file, text]) => [`node_modules/${name}/${file}`, text]),
  ]);

/** `chalk`-like: ESM only. */
const ESM_ONLY = fakePackage(
  'esm-only',
  { type: 'module', exports: './index.js', types: './index.d.ts' },
  {
    'index.js': "export default { green: (text) => '[green]' + text };\n",
    'index.d.ts': 'declare const paint: { green(text: string): string };\nexport default paint;\n',
  },
);

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

const WITH_DEPENDENCIES = (dependencies: Record<string, string>) =>
  jsonFile({ name: 'sample-lib', version: '1.0.0', type: 'module', dependencies });

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
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const code = readFileSync(path.join(dir, 'dist/index.cjs'), 'utf8');
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
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(readFileSync(path.join(dir, 'dist/index.cjs'), 'utf8')).toContain(
    '__webpack_require__.n(',
  );
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
      'rslib.config.ts': config("{ lib: [{ format: 'esm', bundle: false }] }"),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['data.js', 'index.js']);
  expect(readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).toMatch(
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
      'rslib.config.ts': config("{ lib: [{ format: 'cjs', bundle: false }] }"),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
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
      'rslib.config.ts': config(
        "{\n  lib: [\n    { format: 'esm', bundle: false, dts: true },\n    { format: 'cjs', bundle: false },\n  ],\n  source: {\n    entry: { index: ['./src/**', '!./src/**/*.json'] },\n  },\n  output: {\n    externals: [/\\.json$/],\n    copy: [{ from: '**/*.json', context: './src' }],\n  },\n}",
      ),
    },
    { ownSources: true },
  );
  const page = readFileSync(path.join(REPO_ROOT, 'docs/en/guide/advanced/json-files.md'), 'utf8');
  expect(page).toContain(readFileSync(path.join(dir, 'rslib.config.ts'), 'utf8'));
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'data.json',
    'index.cjs',
    'index.d.ts',
    'index.js',
  ]);
  expect(readFileSync(path.join(dir, 'dist/index.js'), 'utf8')).toMatch(
    /import data from "\.\/data\.json" with \{\s*type: "json"\s*\}/,
  );
  expect(readFileSync(path.join(dir, 'dist/index.cjs'), 'utf8')).toContain(
    'require("./data.json")',
  );
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
      'rslib.config.ts': config(
        "{\n  lib: [\n    {\n      format: 'umd',\n      umdName: 'AcmeUI',\n      output: {\n        target: 'web',\n        externals: {\n          react: { root: 'React', commonjs: 'react', commonjs2: 'react', amd: 'react' },\n        },\n      },\n    },\n  ],\n}",
      ),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
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

test.concurrent('guide/basic/typescript: the configDir template in an extended tsconfig drives aliases and declarations', async () => {
  const dir = sampleCopy(
    'interop-config-dir',
    {
      'tsconfig.base.json': tsconfigFile(
        {
          rootDir: `${CONFIG_DIR}/src`,
          declarationDir: `${CONFIG_DIR}/dist/types`,
          paths: { '@/*': [`${CONFIG_DIR}/src/*`] },
        },
        [`${CONFIG_DIR}/src`],
      ),
      'packages/utils/package.json': jsonFile({
        name: '@acme/utils',
        version: '1.0.0',
        type: 'module',
      }),
      'packages/utils/tsconfig.json': jsonFile({ extends: '../../tsconfig.base.json' }),
      'packages/utils/src/index.ts': "import { clamp } from '@/lib/clamp';\n\nexport { clamp };\n",
      'packages/utils/src/lib/clamp.ts':
        'export const clamp = (n: number, min: number, max: number): number =>\n  Math.min(Math.max(n, min), max);\n',
      'packages/utils/rslib.config.ts': config("{ lib: [{ format: 'esm', dts: true }] }"),
    },
    { ownSources: true },
  );
  const pkg = path.join(dir, 'packages/utils');
  const run = await runRslib(pkg, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(filesUnder(path.join(pkg, 'dist'))).toEqual([
    'index.js',
    'types/index.d.ts',
    'types/lib/clamp.d.ts',
  ]);
  expect(readFileSync(path.join(pkg, 'dist/index.js'), 'utf8')).toContain('Math.min(');
  expect(readFileSync(path.join(pkg, 'dist/types/index.d.ts'), 'utf8')).toContain(
    "from './lib/clamp.js'",
  );
});

/** A devDependency whose declarations API Extractor cannot take apart: `export =` and a namespace. */
const LEGACY_TYPES = fakePackage(
  'legacy-lib',
  { main: 'index.js', types: 'index.d.ts' },
  {
    'index.js': 'module.exports = (options) => options.name;\n',
    'index.d.ts':
      'declare function legacy(options: legacy.Options): string;\ndeclare namespace legacy {\n  interface Options {\n    name: string;\n  }\n}\nexport = legacy;\n',
  },
);

/** A package without types, known to TypeScript only through `declare module`. */
const UNTYPED = {
  ...fakePackage(
    'untyped-lib',
    { main: 'index.js' },
    {
      'index.js': 'exports.shout = (text) => text.toUpperCase();\n',
    },
  ),
  'src/untyped.d.ts': "declare module 'untyped-lib';\n",
};

test.concurrent.for([
  {
    name: 'an export = package inlined by default',
    files: {
      ...LEGACY_TYPES,
      'src/index.ts':
        "import legacy from 'legacy-lib';\n\nexport type { Options } from 'legacy-lib';\nexport const greet = (name: string): string => legacy({ name });\n",
    },
    bundle: 'true',
    outcome: 'Unable to analyze the export "Options"',
  },
  {
    name: 'the same package left out of bundledPackages',
    files: {
      ...LEGACY_TYPES,
      'src/index.ts':
        "import legacy from 'legacy-lib';\n\nexport type { Options } from 'legacy-lib';\nexport const greet = (name: string): string => legacy({ name });\n",
    },
    bundle: '{ bundledPackages: [] }',
    outcome: 'builds',
  },
  {
    name: 'export * from a package without types',
    files: { ...UNTYPED, 'src/index.ts': "export * from 'untyped-lib';\n" },
    bundle: '{ bundledPackages: [] }',
    outcome: 'getSourceFile() failed to locate',
  },
  {
    name: 'the same values re-exported with explicit types',
    files: {
      ...UNTYPED,
      'src/index.ts':
        "import { shout as untypedShout } from 'untyped-lib';\n\nexport const shout: (text: string) => string = untypedShout;\n",
    },
    bundle: 'true',
    outcome: 'builds',
  },
  {
    name: 'an entry that is a script',
    files: { 'src/index.ts': "console.log('cli');\n" },
    bundle: 'true',
    outcome: 'Unable to determine module for:',
  },
])(
  'guide/advanced/dts: dts.bundle with $name ends in $outcome',
  async ({ name, files, bundle, outcome }) => {
    const dir = sampleCopy(
      `interop-api-extractor-${name.replaceAll(/\W+/g, '-')}`,
      {
        'package.json': jsonFile({
          name: 'sample-lib',
          version: '1.0.0',
          type: 'module',
          devDependencies: { 'legacy-lib': '1.0.0', 'untyped-lib': '1.0.0' },
        }),
        'tsconfig.json': tsconfigFile({ esModuleInterop: true, rootDir: 'src' }),
        ...files,
        'rslib.config.ts': config(`{ lib: [{ format: 'esm', dts: { bundle: ${bundle} } }] }`),
      },
      { ownSources: true },
    );
    const run = await runRslib(dir, ['build']);
    if (outcome === 'builds') {
      expect(run.exitCode, run.output).toBe(0);
      expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.d.ts', 'index.js']);
    } else {
      expect(run.exitCode).toBe(1);
      expect(run.output).toContain('[api-extractor]');
      expect(run.output).toContain(outcome);
    }
  },
);

test.concurrent('guide/advanced/dts: without isolatedDeclarations an untyped re-export becomes any, with it TS9010', async () => {
  const files = {
    ...UNTYPED,
    'src/index.ts':
      "import { shout as untypedShout } from 'untyped-lib';\n\nexport const shout = untypedShout;\n",
    'rslib.config.ts': config("{ lib: [{ format: 'esm', dts: true }] }"),
  };
  const compilerOptions = { declaration: true, rootDir: 'src' };
  const loose = sampleCopy(
    'interop-isolated-declarations-off',
    { ...files, 'tsconfig.json': tsconfigFile(compilerOptions) },
    { ownSources: true },
  );
  const strict = sampleCopy(
    'interop-isolated-declarations-on',
    {
      ...files,
      'tsconfig.json': tsconfigFile({ ...compilerOptions, isolatedDeclarations: true }),
    },
    { ownSources: true },
  );
  const [looseRun, strictRun] = await Promise.all([
    runRslib(loose, ['build']),
    runRslib(strict, ['build']),
  ]);
  expect(looseRun.exitCode, looseRun.output).toBe(0);
  expect(readFileSync(path.join(loose, 'dist/index.d.ts'), 'utf8')).toContain('shout: any');
  expect(strictRun.exitCode).toBe(1);
  expect(strictRun.output).toContain('TS9010');
});

/** A package with an interface that other packages extend by module augmentation. */
const HOST_LIB = fakePackage(
  'host-lib',
  { type: 'module', exports: { '.': { types: './index.d.ts', default: './index.js' } } },
  {
    'index.js': 'export const lookup = () => undefined;\n',
    'index.d.ts':
      'export interface Registry {}\nexport declare function lookup<K extends keyof Registry>(key: K): Registry[K];\n',
  },
);

test.concurrent('guide/advanced/dts: dts.bundle drops module augmentation and keeps JSDoc, footer.dts adds it back', async () => {
  const dir = sampleCopy(
    'interop-dts-module-augmentation',
    {
      ...HOST_LIB,
      'package.json': WITH_DEPENDENCIES({ 'host-lib': '^1.0.0' }),
      'tsconfig.json': tsconfigFile({ rootDir: 'src' }),
      'src/index.ts': "export * from './plugin';\n",
      'src/plugin.ts': [
        "import { lookup } from 'host-lib';",
        '',
        'export interface PluginOptions {',
        '  /** Turns the plugin on. */',
        '  enabled: boolean;',
        '}',
        '',
        "export const isEnabled = (): boolean => lookup('myPlugin').enabled;",
        '',
        "declare module 'host-lib' {",
        '  interface Registry {',
        '    myPlugin: PluginOptions;',
        '  }',
        '}',
        '',
      ].join('\n'),
      'rslib.config.ts': config(`{
  lib: [
    { format: 'esm', dts: true, output: { distPath: { root: './dist/modules' } } },
    {
      format: 'esm',
      dts: { bundle: true },
      footer: { dts: "declare module 'host-lib' { interface Registry { fromFooter: PluginOptions } }" },
      output: { distPath: { root: './dist/bundled' } },
    },
  ],
}`),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const perModule = readFileSync(path.join(dir, 'dist/modules/plugin.d.ts'), 'utf8');
  const bundled = readFileSync(path.join(dir, 'dist/bundled/index.d.ts'), 'utf8');
  expect(perModule).toContain("declare module 'host-lib'");
  expect(perModule).toContain('myPlugin: PluginOptions');
  expect(bundled).toContain('isEnabled');
  expect(bundled).not.toContain('myPlugin');
  expect(bundled).toContain('fromFooter: PluginOptions');
  for (const declarations of [perModule, bundled]) {
    expect(declarations).toContain('/** Turns the plugin on. */');
  }
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
      'rslib.config.ts': config(`{
  lib: [
    { format: 'esm', output: { externals: { 'dom-kit': 'dom-kit' }, distPath: { root: './dist/key' } } },
    { format: 'esm', output: { externals: [/^dom-kit($|\\/)/], distPath: { root: './dist/regexp' } } },
  ],
}`),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const byKey = readFileSync(path.join(dir, 'dist/key/index.js'), 'utf8');
  const byRegExp = readFileSync(path.join(dir, 'dist/regexp/index.js'), 'utf8');
  expect(byKey).toContain('from "dom-kit"');
  expect(byKey).not.toContain('dom-kit/client');
  expect(byKey).toContain("'client'");
  expect(byRegExp).toContain('from "dom-kit/client"');
});

test.concurrent('config/rsbuild/index: the build cache is on, one folder per item and mode under node_modules/.cache/rspack', async () => {
  const dir = sampleCopy('interop-build-cache', { 'rslib.config.ts': ESM_AND_CJS });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const folders = filesUnder(path.join(dir, 'node_modules/.cache/rspack')).map(
    (file) => file.split('/')[0],
  );
  expect([...new Set(folders)].sort()).toEqual(['cjs-production-1', 'esm-production']);

  const off = sampleCopy('interop-build-cache-off', {
    'rslib.config.ts': config("{ lib: [{ format: 'esm' }], performance: { buildCache: false } }"),
  });
  const offRun = await runRslib(off, ['build']);
  expect(offRun.exitCode, offRun.output).toBe(0);
  expect(existsSync(path.join(off, 'node_modules/.cache/rspack'))).toBe(false);
});

test.concurrent('config/rsbuild/index: an in-place edit of a bundled dependency is not seen until the cache is deleted', async () => {
  const word = (value: string) => `export const word = '${value}';\n`;
  const dir = sampleCopy(
    'interop-build-cache-stale',
    {
      ...fakePackage(
        'tiny',
        { type: 'module', exports: './index.js' },
        { 'index.js': word('first') },
      ),
      'package.json': jsonFile({
        name: 'sample-lib',
        version: '1.0.0',
        type: 'module',
        devDependencies: { tiny: '1.0.0' },
      }),
      'src/index.ts': "export { word } from 'tiny';\n",
      'src/env.d.ts': "declare module 'tiny' { export const word: string; }\n",
      'rslib.config.ts': config("{ lib: [{ format: 'esm' }] }"),
    },
    { ownSources: true },
  );
  const built = async () => {
    const run = await runRslib(dir, ['build']);
    expect(run.exitCode, run.output).toBe(0);
    return readFileSync(path.join(dir, 'dist/index.js'), 'utf8');
  };
  expect(await built()).toContain('"first"');
  writeFileSync(path.join(dir, 'node_modules/tiny/index.js'), word('second'));
  expect(await built()).toContain('"first"');
  const clear = await runNode(dir, [
    '-e',
    "require('node:fs').rmSync('node_modules/.cache/rspack', { recursive: true })",
  ]);
  expect(clear.exitCode, clear.output).toBe(0);
  expect(await built()).toContain('"second"');
});

test.concurrent('guide/basic/output-structure: mf output has hashed names, and output.module leaves the remote entry global', async () => {
  const dir = sampleCopy('interop-mf-names', {
    'rslib.config.ts': config(
      "{\n  lib: [\n    {\n      format: 'mf',\n      output: { module: true },\n      plugins: [\n        pluginModuleFederation({ name: 'sample', exposes: { '.': './src/index.ts' }, dts: false }),\n      ],\n    },\n  ],\n}",
      "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';\n",
    ),
  });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const files = filesUnder(path.join(dir, 'dist'));
  expect(files).not.toContain('index.js');
  expect(files.some((file) => /^index\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  expect(files).toContain('mf-manifest.json');
  // guide/advanced/module-federation: output.module does not turn the remote entry into a module.
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist/mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.remoteEntry.type).toBe('global');
});

test.concurrent('config/rsbuild/source: a workspace file outside the project root is compiled by default', async () => {
  const dir = sampleCopy(
    'interop-source-include',
    {
      '../interop-source-include-shared/pick.js': 'export const pick = (o) => o?.a ?? 1;\n',
      'src/index.ts': "export { pick } from '../../interop-source-include-shared/pick.js';\n",
      'rslib.config.ts': config("{ lib: [{ format: 'esm', syntax: 'es2015' }] }"),
    },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  const code = readFileSync(path.join(dir, 'dist/index.js'), 'utf8');
  expect(code).not.toContain('?.');
  expect(code).not.toContain('??');
});

test.concurrent('guide/basic/cli: only a natively loaded config reports the files it imports', async () => {
  const dir = sampleCopy('interop-config-dependencies', {
    'shared.mjs': "export const lib = [{ format: 'esm' }];\n",
    'rslib.config.mjs': "import { lib } from './shared.mjs';\n\nexport default { lib };\n",
    'shared.ts': "export const lib = [{ format: 'esm' as const }];\n",
    'rslib.config.ts': "import { lib } from './shared';\n\nexport default { lib };\n",
    'list.mjs': [
      "import { loadConfig } from '@rslib/core';",
      "const native = await loadConfig({ path: 'rslib.config.mjs' });",
      "const jiti = await loadConfig({ path: 'rslib.config.ts', loader: 'jiti' });",
      'const names = (files) => files.map((file) => file.split(/[\\\\/]/).pop()).sort();',
      'console.log(JSON.stringify([names(native.dependencies), names(jiti.dependencies)]));',
    ].join('\n'),
  });
  const run = await runNode(dir, ['list.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  expect(JSON.parse(run.output.trim().split('\n').at(-1) ?? '')).toEqual([['shared.mjs'], []]);
});

test.concurrent('guide/basic/configure-rslib: some arrays are replaced, not concatenated, and functions are both kept', async () => {
  const dir = sampleCopy('interop-merge', {
    'merge.mjs': [
      "import { mergeRslibConfig } from '@rslib/core';",
      'const merged = mergeRslibConfig(',
      "  { resolve: { conditionNames: ['import'] }, output: { externals: ['a'] }, tools: { rspack: () => {} } },",
      "  { resolve: { conditionNames: ['source'] }, output: { externals: ['b'] }, tools: { rspack: () => {} } },",
      ');',
      'console.log(JSON.stringify([merged.resolve.conditionNames, merged.output.externals, merged.tools.rspack.length]));',
    ].join('\n'),
  });
  const run = await runNode(dir, ['merge.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  expect(JSON.parse(run.output.trim().split('\n').at(-1) ?? '')).toEqual([
    ['source'],
    ['a', 'b'],
    2,
  ]);
});

test.concurrent('guide/basic/upgrade-rslib: experiments.advancedEsm is ignored without a warning', async () => {
  const dir = sampleCopy('interop-advanced-esm', {
    'rslib.config.mjs': config("{ lib: [{ format: 'esm', experiments: { advancedEsm: false } }] }"),
  });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output).not.toMatch(/advancedEsm|warn/i);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
});
