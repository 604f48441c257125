import { cpSync, mkdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { blocksTitledIn, pageBlock, sectionOf } from './output-trees';
import {
  configFile,
  esmPackage,
  evaluate,
  fakePackage,
  filesUnder,
  jsonFile,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  samplePackage,
  TSC_BIN,
  tsconfigFile,
  WITH_DEPENDENCIES,
} from './run-rslib';

const buildOk = poolBuilds();

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
