/**
 * Claims on configuration and the CLI that only a build shows: the build cache and what it does
 * not see, Module Federation output names, workspace files outside the project root, the files a
 * config imports, how configs merge, and an option 1.0 ignores. Each test names its page.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import {
  configFile,
  ESM_AND_CJS,
  ESM_CONFIG,
  esmPackage,
  filesUnder,
  IMPORT_MF_PLUGIN,
  poolBuilds,
  readText,
  runNode,
  sampleCopy,
  samplePackage,
} from './run-rslib';

const buildOk = poolBuilds();

test.concurrent('config/rsbuild/index: the build cache is on, one folder per item and mode under node_modules/.cache/rspack', async () => {
  const dir = sampleCopy('interop-build-cache', { 'rslib.config.ts': ESM_AND_CJS });
  await buildOk(dir);
  const folders = filesUnder(path.join(dir, 'node_modules/.cache/rspack')).map(
    (file) => file.split('/')[0],
  );
  expect([...new Set(folders)].sort()).toEqual(['cjs-production-1', 'esm-production']);

  const off = sampleCopy('interop-build-cache-off', {
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'esm' }], performance: { buildCache: false } }",
    ),
  });
  await buildOk(off);
  expect(existsSync(path.join(off, 'node_modules/.cache/rspack'))).toBe(false);
});

test.concurrent('config/rsbuild/index: an in-place edit of a bundled dependency is not seen until the cache is deleted', async () => {
  const word = (value: string) => `export const word = '${value}';\n`;
  const dir = sampleCopy(
    'interop-build-cache-stale',
    {
      ...esmPackage('tiny', word('first')),
      'package.json': samplePackage({
        devDependencies: { tiny: '1.0.0' },
      }),
      'src/index.ts': "export { word } from 'tiny';\n",
      'src/env.d.ts': "declare module 'tiny' { export const word: string; }\n",
      'rslib.config.ts': ESM_CONFIG,
    },
    { ownSources: true },
  );
  const built = async () => {
    await buildOk(dir);
    return readText(dir, 'dist/index.js');
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
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    {\n      format: 'mf',\n      output: { module: true },\n      plugins: [\n        pluginModuleFederation({ name: 'sample', exposes: { '.': './src/index.ts' }, dts: false }),\n      ],\n    },\n  ],\n}",
      IMPORT_MF_PLUGIN,
    ),
  });
  await buildOk(dir);
  const files = filesUnder(path.join(dir, 'dist'));
  expect(files).not.toContain('index.js');
  expect(files.some((file) => /^index\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  expect(files).toContain('mf-manifest.json');
  // guide/advanced/module-federation: output.module does not turn the remote entry into a module.
  const manifest = JSON.parse(readText(dir, 'dist/mf-manifest.json'));
  expect(manifest.metaData.remoteEntry.type).toBe('global');
});

test.concurrent('config/rsbuild/source: a workspace file outside the project root is compiled by default', async () => {
  const dir = sampleCopy(
    'interop-source-include',
    {
      '../interop-source-include-shared/pick.js': 'export const pick = (o) => o?.a ?? 1;\n',
      'src/index.ts': "export { pick } from '../../interop-source-include-shared/pick.js';\n",
      'rslib.config.ts': configFile("{ lib: [{ format: 'esm', syntax: 'es2015' }] }"),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const code = readText(dir, 'dist/index.js');
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
    'rslib.config.mjs': configFile(
      "{ lib: [{ format: 'esm', experiments: { advancedEsm: false } }] }",
    ),
  });
  const run = await buildOk(dir);
  expect(run.output).not.toMatch(/advancedEsm|warn/i);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
});
