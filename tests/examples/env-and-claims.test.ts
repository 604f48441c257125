/**
 * What only a run shows about environment variables, the package.json of a dual package and of
 * an es/ and lib/ layout, type errors in declaration files, hashbang lines, Rstest and Rsdoctor
 * (each test names its page).
 */
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';
import type { Language } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { blocksTitledIn, configBlocksIn, treesInSection } from './output-trees';
import {
  configFile,
  ESM_CONFIG,
  filesUnder,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  runRslibOk,
  sampleCopy,
  samplePackage,
  TSC_BIN,
} from './run-rslib';

const buildOk = poolBuilds();

const require = createRequire(import.meta.url);
const RSTEST = path.join(
  path.dirname(require.resolve('@rstest/core/package.json')),
  'bin/rstest.js',
);

/** Types for `import.meta.env` and `process.env` in the sample, without @types/node. */
const ENV_TYPES =
  'interface ImportMeta { readonly env: Record<string, string | boolean | undefined> }\ndeclare const process: { env: Record<string, string | undefined> };\n';

const ENV_SOURCE = `export const values = {
  publicUrl: import.meta.env.PUBLIC_URL,
  publicName: process.env.PUBLIC_NAME,
  mode: import.meta.env.MODE,
  nodeEnv: process.env.NODE_ENV,
  secret: process.env.SECRET,
};
`;

const ENV_FILES = {
  'src/index.ts': ENV_SOURCE,
  'src/env.d.ts': ENV_TYPES,
  '.env': 'PUBLIC_URL=https://env.example\nPUBLIC_NAME=sample\nSECRET=hunter2\n',
  '.env.production': 'PUBLIC_URL=https://production.example\n',
  '.env.staging': 'PUBLIC_URL=https://staging.example\n',
};

test.concurrent('guide/basic/cli: --env-mode staging inlines PUBLIC_ values of .env.staging', async () => {
  const dir = sampleCopy('env-mode-staging', {
    ...ENV_FILES,
    'rslib.config.ts': ESM_CONFIG,
  });
  await runRslibOk(dir, ['build', '--env-mode', 'staging']);
  const code = readText(dir, 'dist/index.js');
  expect(code).toContain('publicUrl: "https://staging.example"');
  expect(code).toContain('publicName: "sample"');
  expect(code).not.toContain('production.example');
});

test.concurrent('guide/advanced/env-vars and config/rsbuild/source: what a build replaces in each format', async () => {
  const dir = sampleCopy('env-vars-formats', {
    ...ENV_FILES,
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', output: { distPath: './dist/esm' } },\n    { format: 'cjs', output: { distPath: './dist/cjs' } },\n    { format: 'umd', umdName: 'Sample', output: { distPath: './dist/umd' } },\n  ],\n}",
    ),
  });
  // As a plain `rslib build` from a shell: the env mode then follows the NODE_ENV that the CLI sets.
  await runRslibOk(dir, ['build'], { NODE_ENV: undefined });
  const esm = readText(dir, 'dist/esm/index.js');
  const cjs = readText(dir, 'dist/cjs/index.cjs');
  const umd = readText(dir, 'dist/umd/index.js');
  // A plain `rslib build` reads .env.production, which overrides .env.
  for (const code of [esm, cjs, umd]) {
    expect(code).toContain('publicUrl: "https://production.example"');
    expect(code).toContain('publicName: "sample"');
    expect(code).toContain('secret: process.env.SECRET');
    expect(code).not.toContain('hunter2');
  }
  expect(esm).toContain('mode: import.meta.env.MODE');
  expect(esm).toContain('nodeEnv: process.env.NODE_ENV');
  expect(cjs).toContain('nodeEnv: process.env.NODE_ENV');
  // CommonJS has no import.meta: the expression becomes a property of undefined, which throws.
  const loaded = await runNode(dir, ['-e', "require('./dist/cjs/index.cjs')"]);
  expect(loaded.exitCode).toBe(1);
  expect(loaded.output).toContain(
    "TypeError: Cannot read properties of undefined (reading 'MODE')",
  );
  expect(umd).toContain('mode: "production"');
  expect(umd).toContain('nodeEnv: "production"');
});

test.concurrent('guide/advanced/env-vars: --env-dir, a shell variable and --no-env', async () => {
  const dir = sampleCopy('env-vars-dir', {
    'src/index.ts': ENV_SOURCE,
    'src/env.d.ts': ENV_TYPES,
    'env/.env': 'PUBLIC_URL=https://folder.example\nPUBLIC_NAME=from-folder\n',
    'rslib.config.ts': ESM_CONFIG,
  });
  await runRslibOk(dir, ['build', '--env-dir', 'env']);
  expect(readText(dir, 'dist/index.js')).toContain('publicUrl: "https://folder.example"');

  await runRslibOk(dir, ['build', '--env-dir', 'env'], {
    PUBLIC_NAME: 'from-shell',
  });
  expect(readText(dir, 'dist/index.js')).toContain('publicName: "from-shell"');

  // A fresh copy: the build cache would keep the inlined values (see the next test).
  const bare = sampleCopy('env-vars-no-env', {
    'src/index.ts': ENV_SOURCE,
    'src/env.d.ts': ENV_TYPES,
    '.env': 'PUBLIC_URL=https://env.example\n',
    'rslib.config.ts': ESM_CONFIG,
  });
  await runRslibOk(bare, ['build', '--no-env'], { PUBLIC_NAME: 'from-shell' });
  expect(readText(bare, 'dist/index.js')).toContain('publicUrl: import.meta.env.PUBLIC_URL');
  expect(readText(bare, 'dist/index.js')).toContain('publicName: process.env.PUBLIC_NAME');
});

test.concurrent('guide/advanced/env-vars: source.define wins over the defaults, and loadEnv adds a prefix', async () => {
  const dir = sampleCopy('env-vars-define', {
    'src/index.ts':
      'export const mode = import.meta.env.MODE;\nexport const ssr = import.meta.env.SSR;\nexport const acme = import.meta.env.ACME_NAME;\nexport const version = __VERSION__;\ndeclare const __VERSION__: string;\n',
    'src/env.d.ts': ENV_TYPES,
    '.env': 'ACME_NAME=acme\n',
    'rslib.config.ts': `import { defineConfig, loadEnv } from '@rslib/core';

const { publicVars } = loadEnv({ prefixes: ['ACME_'] });

export default defineConfig({
  lib: [
    { format: 'esm', source: { define: { 'import.meta.env.MODE': JSON.stringify('custom') } } },
    { format: 'umd', umdName: 'Sample', output: { target: 'web', distPath: './dist/umd' } },
  ],
  source: {
    define: { ...publicVars, __VERSION__: JSON.stringify('1.0.0') },
  },
});
`,
  });
  await runRslibOk(dir, ['build'], { NODE_ENV: undefined });
  const esm = readText(dir, 'dist/index.js');
  expect(esm).toContain('mode = "custom"');
  expect(esm).toContain('ssr = import.meta.env.SSR');
  expect(esm).toContain('acme = "acme"');
  expect(esm).toContain('version = "1.0.0"');
  const umd = readText(dir, 'dist/umd/index.js');
  expect(umd).toMatch(/"production"/);
  expect(umd).not.toContain('import.meta.env.SSR');
  expect(umd).not.toContain('"SSR":true');
});

test.concurrent('guide/advanced/env-vars: a defined NODE_ENV drops the development branch without --minify; minify false leaves if (false) {}', async () => {
  const dir = sampleCopy('env-vars-define-branch', {
    'src/index.ts': [
      'export function greet(name: string): string {',
      "  if (process.env.NODE_ENV !== 'production') {",
      "    console.warn('development-only warning');",
      '  }',
      "  return 'hi ' + name;",
      '}',
      '',
    ].join('\n'),
    'src/env.d.ts': ENV_TYPES,
    'rslib.config.ts': `import { defineConfig } from '@rslib/core';

export default defineConfig({
  lib: [
    { format: 'esm' },
    { format: 'esm', output: { minify: false, distPath: './dist/unminified' } },
  ],
  source: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
});
`,
  });
  await buildOk(dir);
  const byDefault = readText(dir, 'dist/index.js');
  const unminified = readText(dir, 'dist/unminified/index.js');
  for (const output of [byDefault, unminified]) {
    expect(output).not.toContain('development-only warning');
    expect(output).toContain('function greet(name)');
  }
  expect(byDefault).not.toContain('if (');
  expect(unminified).toMatch(/if \(false\) \{\s*\}/);
});

test.concurrent('guide/advanced/env-vars: the build cache keeps a variable that was missing, unless cacheDigest names it', async () => {
  const source = {
    'src/index.ts': 'export const url = import.meta.env.PUBLIC_URL;\n',
    'src/env.d.ts': ENV_TYPES,
  };
  const plain = sampleCopy('env-vars-cache', {
    ...source,
    'rslib.config.ts': ESM_CONFIG,
  });
  expect((await runRslib(plain, ['build'])).exitCode).toBe(0);
  writeFileSync(path.join(plain, '.env'), 'PUBLIC_URL=https://later.example\n');
  expect((await runRslib(plain, ['build'])).exitCode).toBe(0);
  expect(readText(plain, 'dist/index.js')).toContain('import.meta.env.PUBLIC_URL');
  rmSync(path.join(plain, 'node_modules/.cache'), { recursive: true });
  expect((await runRslib(plain, ['build'])).exitCode).toBe(0);
  expect(readText(plain, 'dist/index.js')).toContain('"https://later.example"');

  const digest = sampleCopy('env-vars-cache-digest', {
    ...source,
    'rslib.config.ts': `import { defineConfig } from '@rslib/core';

const publicVars = Object.entries(process.env).filter(([name]) => name.startsWith('PUBLIC_'));

export default defineConfig({
  lib: [{ format: 'esm' }],
  performance: {
    buildCache: { cacheDigest: [JSON.stringify(publicVars)] },
  },
});
`,
  });
  expect((await runRslib(digest, ['build'])).exitCode).toBe(0);
  writeFileSync(path.join(digest, '.env'), 'PUBLIC_URL=https://later.example\n');
  expect((await runRslib(digest, ['build'])).exitCode).toBe(0);
  expect(readText(digest, 'dist/index.js')).toContain('"https://later.example"');
});

test.concurrent('guide/advanced/env-vars: loadEnv reads the files of a mode and lists the public ones', async () => {
  const dir = sampleCopy('env-vars-load-env', {
    ...ENV_FILES,
    'scripts/show-env.mjs': `import { loadEnv } from '@rslib/core';

const { parsed, publicVars, filePaths, cleanup } = loadEnv({ mode: 'staging' });
console.log(filePaths.map((file) => file.split('/').pop()).join(','));
console.log(parsed.PUBLIC_URL, parsed.SECRET, process.env.SECRET);
console.log(Object.keys(publicVars).sort().join(','));
cleanup();
console.log(process.env.SECRET);
`,
  });
  const run = await runNode(dir, ['scripts/show-env.mjs'], { SECRET: undefined });
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output.trim().split('\n')).toEqual([
    '.env,.env.staging',
    'https://staging.example hunter2 hunter2',
    'import.meta.env.PUBLIC_NAME,import.meta.env.PUBLIC_URL,process.env.PUBLIC_NAME,process.env.PUBLIC_URL',
    'undefined',
  ]);
});

test.concurrent('config/lib/dts: abortOnError false prints the type error and a warning, and exits with 0', async () => {
  const files = {
    'src/bad.ts': "export const n: number = 'text';\n",
    'src/index.ts': "export { add } from './utils';\nexport { n } from './bad';\n",
  };
  const lenient = sampleCopy('dts-abort-off', {
    ...files,
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: { abortOnError: false } }] }"),
  });
  const run = await buildOk(lenient);
  // TypeScript colours its messages even with NO_COLOR.
  const output = stripVTControlCharacters(run.output);
  expect(output).toContain(
    "error   [tsc] src/bad.ts:1:14 - TS2322: Type 'string' is not assignable to type 'number'.",
  );
  expect(output).toContain('error   Failed to generate declaration files. (esm)');
  expect(output).toContain('error   Error occurred in esm declaration files generation.');
  expect(output).toContain(
    'warn    With `abortOnError` configuration currently disabled, type errors will not fail the build, but proper type declaration output cannot be guaranteed.',
  );
  expect(filesUnder(path.join(lenient, 'dist'))).toEqual([
    'bad.d.ts',
    'index.d.ts',
    'index.js',
    'utils.d.ts',
  ]);

  const strict = sampleCopy('dts-abort-on', {
    ...files,
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
  });
  const failed = await runRslib(strict, ['build']);
  expect(failed.exitCode).toBe(1);
  expect(failed.output).toContain('TS2322');
  expect(failed.output).not.toContain('abortOnError');
});

const CLI_SOURCE = {
  'src/cli.ts':
    "#!/usr/bin/env node\nimport { add } from './utils';\n\nconsole.log(add(1, 2), import.meta.url.startsWith('file:'));\n",
};
const CLI_ENTRY = "source: { entry: { cli: './src/cli.ts' } }";

test.concurrent('guide/solution/nodejs: node: imports stay as written, unless engines.node allows a version without the prefix', async () => {
  const copy = (name: string, engines?: string) =>
    sampleCopy(`node-prefix-${name}`, {
      'package.json': samplePackage({
        ...(engines ? { engines: { node: engines } } : {}),
      }),
      'src/index.ts':
        "import { readFile } from 'node:fs';\n\nexport const read = (file: string) => readFile(file, () => {});\n",
      'src/env.d.ts':
        "declare module 'node:fs' { export function readFile(file: string, done: () => void): void; }\n",
      'rslib.config.ts': ESM_CONFIG,
    });
  const kept = copy('kept');
  const dropped = copy('old-engines', '>=14.0.0');
  await Promise.all([buildOk(kept), buildOk(dropped)]);
  expect(readText(kept, 'dist/index.js')).toContain('from "node:fs"');
  expect(readText(dropped, 'dist/index.js')).toContain('from "fs"');
});

test.concurrent('guide/solution/nodejs: the hashbang stays the first line, after shims too, and the file is executable', async () => {
  const dir = sampleCopy('hashbang-kept', {
    ...CLI_SOURCE,
    'rslib.config.ts': configFile(`{ ${CLI_ENTRY}, lib: [{ format: 'esm' }, { format: 'cjs' }] }`),
  });
  await buildOk(dir);
  for (const file of ['dist/cli.js', 'dist/cli.cjs']) {
    expect(readText(dir, file).split('\n')[0], file).toBe('#!/usr/bin/env node');
    expect(statSync(path.join(dir, file)).mode & 0o111, file).not.toBe(0);
    const cli = await runNode(dir, [file]);
    expect(cli.output.trim(), file).toBe('3 true');
  }
  // The CommonJS `import.meta.url` shim comes right after the hashbang.
  expect(readText(dir, 'dist/cli.cjs').split('\n')[1]).toContain('__rslib_import_meta_url__');
});

test.concurrent('guide/solution/nodejs: banner.js goes above the hashbang, which then breaks the file', async () => {
  const dir = sampleCopy('hashbang-banner', {
    ...CLI_SOURCE,
    'rslib.config.ts': configFile(
      `{ ${CLI_ENTRY}, lib: [{ format: 'cjs', banner: { js: '/* license */' } }] }`,
    ),
  });
  await buildOk(dir);
  const lines = readText(dir, 'dist/cli.cjs').split('\n');
  expect(lines.slice(0, 2)).toEqual(['/* license */', '#!/usr/bin/env node']);
  const cli = await runNode(dir, ['dist/cli.cjs']);
  expect(cli.exitCode).toBe(1);
  expect(cli.output).toContain('SyntaxError');
});

test.concurrent('guide/solution/nodejs: the ESM require shim above a hashbang fails the build', async () => {
  const dir = sampleCopy('hashbang-require-shim', {
    ...CLI_SOURCE,
    'rslib.config.ts': configFile(
      `{ ${CLI_ENTRY}, lib: [{ format: 'esm', shims: { esm: { require: true } } }] }`,
    ),
  });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('JavaScript parse error');
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([]);
});

const DUAL_PACKAGE = {
  name: 'sample-lib',
  version: '1.0.0',
  private: true,
  type: 'module',
  exports: {
    '.': {
      import: { types: './dist/index.d.ts', default: './dist/index.js' },
      require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
    },
  },
  main: './dist/index.cjs',
  module: './dist/index.js',
  types: './dist/index.d.cts',
  files: ['dist'],
};

test.concurrent('guide/basic/output-format: the exports of a dual package serve import, require and TypeScript', async () => {
  const packageJson = `${JSON.stringify(DUAL_PACKAGE, null, 2)}\n`;
  const dir = sampleCopy('dual-exports', {
    'package.json': packageJson,
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', dts: { autoExtension: true } },\n    { format: 'cjs', dts: { autoExtension: true } },\n  ],\n}",
    ),
    // Consumers that reach the package through its own name, as a dependant would.
    'consumer/esm.mts':
      "import { add } from 'sample-lib';\n\nexport const three: number = add(1, 2);\n",
    'consumer/cjs.cts':
      "import lib = require('sample-lib');\n\nexport const three: number = lib.add(1, 2);\n",
    'consumer/tsconfig.json': JSON.stringify({
      compilerOptions: { module: 'node16', strict: true, noEmit: true, types: [] },
      files: ['esm.mts', 'cjs.cts'],
    }),
    'consumer/run.mjs':
      "import { add } from 'sample-lib';\nimport { createRequire } from 'node:module';\n\nconsole.log(add(1, 2), createRequire(import.meta.url)('sample-lib').add(2, 2));\n",
  });
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.cjs',
    'index.d.cts',
    'index.d.ts',
    'index.js',
    'utils.d.cts',
    'utils.d.ts',
  ]);
  // Rslib reads package.json but never writes it.
  expect(readText(dir, 'package.json')).toBe(packageJson);
  expect(readText(dir, 'dist/index.d.cts')).toContain("from './utils.cjs'");

  const types = await runNode(dir, [TSC_BIN, '-p', 'consumer']);
  expect(types.exitCode, types.output).toBe(0);
  const loaded = await runNode(dir, ['consumer/run.mjs']);
  expect(loaded.output.trim()).toBe('3 4');

  // One `types` for both conditions: TypeScript then takes the CommonJS entry for an ES module.
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      ...DUAL_PACKAGE,
      exports: {
        '.': {
          types: './dist/index.d.ts',
          import: './dist/index.js',
          require: './dist/index.cjs',
        },
      },
    }),
  );
  const flat = await runNode(dir, [TSC_BIN, '-p', 'consumer']);
  expect(flat.exitCode).not.toBe(0);
  expect(flat.output).toContain('cjs.cts');
  expect(flat.output).toContain('TS1471');

  // Paths that `exports` does not list cannot be imported.
  const deep = await runNode(dir, ['-e', "require('sample-lib/package.json')"]);
  expect(deep.output).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
});

test.concurrent('guide/basic/output-format: without a type field, ESM gets .mjs and .d.mts', async () => {
  const dir = sampleCopy('dual-no-type', {
    'package.json': '{ "name": "sample-lib", "version": "1.0.0", "private": true }\n',
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', dts: { autoExtension: true } },\n    { format: 'cjs', dts: { autoExtension: true } },\n  ],\n}",
    ),
  });
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.d.mts',
    'index.d.ts',
    'index.js',
    'index.mjs',
    'utils.d.mts',
    'utils.d.ts',
  ]);
});

const OUTPUT_FORMAT_PAGE = 'guide/basic/output-format.md';

/** What the es-and-lib section of guide/basic/output-format shows, as the page writes it. */
function esAndLibSection(lang: Language) {
  const source = pageSource(lang, OUTPUT_FORMAT_PAGE);
  return {
    config: configBlocksIn(source, 'es-and-lib').map((block) => block.code),
    packageJson: blocksTitledIn(source, 'es-and-lib', 'package.json').map((block) => block.code),
    trees: treesInSection(source, 'es-and-lib', /^my-lib\b/).map((tree) => tree.files),
  };
}

test.concurrent('guide/basic/output-format: es/ and lib/ are the ESM and CommonJS builds that import and require() load', async () => {
  const shown = esAndLibSection('en');
  expect(esAndLibSection('zh')).toEqual(shown);
  const [configCode, packageJson, tree] = [shown.config[0], shown.packageJson[0], shown.trees[0]];
  expect(configCode && packageJson && tree, 'a config, a package.json and a tree').toBeTruthy();
  const dir = sampleCopy('es-and-lib', {
    'rslib.config.ts': configCode ?? '',
    'package.json': packageJson ?? '',
  });
  await buildOk(dir);
  const written = ['es', 'lib'].flatMap((folder) =>
    filesUnder(path.join(dir, folder)).map((file) => `${folder}/${file}`),
  );
  expect(written).toEqual(tree);
  expect(readText(dir, 'lib/index.cjs')).toContain('require("./utils.cjs")');
  // The package reached by its own name, as a dependant reaches it.
  const loaded = await runNode(dir, [
    '--input-type=module',
    '-e',
    [
      "import { createRequire } from 'node:module';",
      "import { add } from 'my-lib';",
      'const require = createRequire(import.meta.url);',
      "console.log(import.meta.resolve('my-lib').split('/es-and-lib/').at(-1) ?? '');",
      "console.log(require.resolve('my-lib').split('/es-and-lib/').at(-1) ?? '');",
      "console.log(add(1, 2), require('my-lib').add(2, 2));",
    ].join('\n'),
  ]);
  expect(loaded.exitCode, loaded.output).toBe(0);
  expect(loaded.output.trim().split('\n')).toEqual(['es/index.js', 'lib/index.cjs', '3 4']);
});

const RSTEST_TEST = `import { expect, test } from '@rstest/core';
import { add } from '../src/index';

declare const __VERSION__: string;

test('add', () => {
  expect(add(1, 2)).toBe(3);
});

test('version from the Rslib config', () => {
  expect(__VERSION__).toBe('1.2.3');
});
`;

test.concurrent('guide/advanced/testing: withRslibConfig gives Rstest the defines of rslib.config.ts', async () => {
  const files = {
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm', dts: true }],\n  source: { define: { __VERSION__: JSON.stringify('1.2.3') } },\n}",
    ),
    'tests/index.test.ts': RSTEST_TEST,
  };
  const adapted = sampleCopy('rstest-adapter', {
    ...files,
    'rstest.config.ts':
      "import { withRslibConfig } from '@rstest/adapter-rslib';\nimport { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  extends: withRslibConfig(),\n});\n",
    // The built package, reached through its own name and `exports`.
    'package.json': `${JSON.stringify({ ...DUAL_PACKAGE, exports: { '.': './dist/index.js' } })}\n`,
    'tests/package.test.ts':
      "import { expect, test } from '@rstest/core';\nimport { add } from 'sample-lib';\n\ntest('the published entry point', () => {\n  expect(add(2, 2)).toBe(4);\n});\n",
  });
  expect((await runRslib(adapted, ['build'])).exitCode).toBe(0);
  const run = await runNode(adapted, [RSTEST, 'run']);
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output).toMatch(/Tests\s+3 passed/);

  // Options beside `extends` win over the adapter's.
  writeFileSync(
    path.join(adapted, 'rstest.config.ts'),
    "import { withRslibConfig } from '@rstest/adapter-rslib';\nimport { defineConfig } from '@rstest/core';\n\nexport default defineConfig({\n  extends: withRslibConfig(),\n  source: {\n    define: { __VERSION__: JSON.stringify('0.0.0-test') },\n  },\n});\n",
  );
  const overridden = await runNode(adapted, [RSTEST, 'run', 'tests/index.test.ts']);
  expect(overridden.exitCode).toBe(1);
  expect(overridden.output).toContain('0.0.0-test');

  const alone = sampleCopy('rstest-alone', {
    ...files,
    'rstest.config.ts':
      "import { defineConfig } from '@rstest/core';\n\nexport default defineConfig({});\n",
  });
  const failed = await runNode(alone, [RSTEST, 'run']);
  expect(failed.exitCode).toBe(1);
  expect(failed.output).toContain('__VERSION__ is not defined');
  expect(failed.output).toMatch(/Tests\s+1 failed \| 1 passed/);
});

test.concurrent('guide/advanced/testing: format counts only through libId, where a cjs item compiles the tests as CommonJS', async () => {
  const dir = sampleCopy('rstest-adapter-format', {
    'rslib.config.ts': configFile(
      "{ lib: [{ id: 'esm', format: 'esm' }, { id: 'cjs', format: 'cjs' }] }",
    ),
  });
  const { withRslibConfig } = await import('@rstest/adapter-rslib');
  const outputModule = async (libId?: string) =>
    (await withRslibConfig({ cwd: dir, libId })({})).output?.module;
  expect(await outputModule('cjs')).toBe(false);
  expect(await outputModule('esm')).toBe(true);
  expect(await outputModule()).toBe(true);
});

test.concurrent('guide/advanced/testing: a test file in src reaches dist', async () => {
  const testFile = {
    'src/utils.test.ts':
      "import { expect, test } from '@rstest/core';\nimport { add } from './utils';\n\ntest('add', () => expect(add(1, 1)).toBe(2));\n",
  };
  const bundled = sampleCopy('rstest-in-src', {
    ...testFile,
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
  });
  expect((await runRslib(bundled, ['build'])).exitCode).toBe(0);
  expect(filesUnder(path.join(bundled, 'dist'))).toContain('utils.test.d.ts');
  const bundleless = sampleCopy('rstest-in-src-bundleless', {
    ...testFile,
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', bundle: false, dts: true }] }"),
  });
  expect((await runRslib(bundleless, ['build'])).exitCode).toBe(0);
  expect(filesUnder(path.join(bundleless, 'dist'))).toEqual(
    expect.arrayContaining(['utils.test.d.ts', 'utils.test.js']),
  );
});

const RSDOCTOR_CONFIG = `import { RsdoctorRspackPlugin } from '@rsdoctor/rspack-plugin';
import { defineConfig } from '@rslib/core';


export default defineConfig({
  lib: [{ format: 'esm' }, { format: 'cjs' }],
  tools: {
    rspack: (_config, { appendPlugins, environment }) => {
      if (process.env.RSDOCTOR !== 'true') return;
      appendPlugins(
        new RsdoctorRspackPlugin({
          disableClientServer: true,
          output: { mode: 'brief', reportDir: \`./rsdoctor/\${environment.name}\` },
        }),
      );
    },
  },
});
`;

test.concurrent('guide/advanced/rsdoctor: without a browser, one brief report per lib item', async () => {
  const dir = sampleCopy('rsdoctor-brief', { 'rslib.config.ts': RSDOCTOR_CONFIG });
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'rsdoctor'))).toEqual([]);

  await runRslibOk(dir, ['build'], { RSDOCTOR: 'true' });
  expect(filesUnder(path.join(dir, 'rsdoctor'))).toEqual([
    'cjs/rsdoctor-report.html',
    'esm/rsdoctor-report.html',
  ]);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.cjs', 'index.js']);
});
