/**
 * Claims of the pages that only a run of the CLI shows: what `--lib`, `--externals` and the
 * example commands without a config file build, which files `rslib inspect` writes and in which
 * mode, the Rspack library settings of each format, and a few behaviours of the build the pages
 * describe (each test names the page).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { parseArgsStringToArgv } from 'string-argv';
import { expect, test } from 'vitest';
import { LANGUAGES, type Language } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { codeSpans, extractCodeBlocks } from '../support/markdown';
import { codeSpansIn, distFilesNamedIn, inlineCode, pageBlock, sectionOf } from './output-trees';
import {
  configFile,
  ESM_AND_CJS,
  ESM_CONFIG,
  esmPackage,
  fakePackage,
  filesUnder,
  IMPORT_MF_PLUGIN,
  jsonFile,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  runRslibOk,
  sampleCopy,
  samplePackage,
  WITH_DEPENDENCIES,
} from './run-rslib';

const buildOk = poolBuilds();

const ESM_AND_MF = configFile(
  "{\n  lib: [\n    { format: 'esm' },\n    {\n      format: 'mf',\n      output: { distPath: './dist/mf' },\n      plugins: [pluginModuleFederation({ name: 'sample', dts: false })],\n    },\n  ],\n}",
  IMPORT_MF_PLUGIN,
);

test.concurrent('guide/basic/cli: --lib builds the given items and ignores unknown ids', async () => {
  const dir = sampleCopy('cli-lib-some', { 'rslib.config.ts': ESM_AND_CJS });
  await runRslibOk(dir, ['build', '--lib', 'esm', '--lib', 'typo']);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
});

test.concurrent('guide/basic/cli: --lib stops the run when no id matches', async () => {
  const dir = sampleCopy('cli-lib-none', { 'rslib.config.ts': ESM_AND_CJS });
  const run = await runRslib(dir, ['build', '--lib', 'typo']);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('The following libs are not found: "typo".');
});

test.concurrent('guide/basic/cli: inspect writes one Rsbuild and one Rspack file per item', async () => {
  const dir = sampleCopy('cli-inspect-ids', { 'rslib.config.ts': ESM_AND_CJS });
  await runRslibOk(dir, ['inspect', '--lib', 'esm']);
  // One item inspected: the Rsbuild file has no id in its name, the Rspack file keeps it.
  expect(filesUnder(path.join(dir, 'dist/.rsbuild'))).toEqual([
    'rsbuild.config.mjs',
    'rslib.config.mjs',
    'rspack.config.esm.mjs',
  ]);
});

/**
 * The `rslib build` commands of guide/basic/cli's example block, as arguments, with a command
 * continued over lines (`\\`) joined, and the `rslib` itself left out.
 */
function exampleCommands(): string[][] {
  const block = extractCodeBlocks(pageSource('en', 'guide/basic/cli.md')).find(
    (candidate) => candidate.lang === 'bash' && candidate.code.includes('--dist-path'),
  );
  return (block?.code ?? '')
    .replaceAll(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.startsWith('rslib build --'))
    .map((line) => parseArgsStringToArgv(line).slice(1));
}

test.concurrent('guide/basic/cli: without a config file, the example commands build what their comments say', async () => {
  const commands = exampleCommands();
  const withArg = (arg: string) => {
    const args = commands.find((candidate) => candidate.includes(arg));
    expect(args, `the command with ${arg}`).toBeDefined();
    return args ?? [];
  };
  // An optional chain and nullish coalescing are newer than ES2015, so they are compiled away.
  const files = { 'src/cli.ts': "console.log(process.argv[2]?.toUpperCase() ?? 'cli');\n" };
  const twoEntries = sampleCopy('cli-no-config-cjs', files);
  const bundleless = sampleCopy('cli-no-config-bundleless', files);
  await Promise.all([
    runRslibOk(twoEntries, withArg('--dist-path')),
    runRslibOk(bundleless, withArg('--no-bundle')),
  ]);

  // "two entries compiled to CommonJS with ES2015 syntax, in out/"
  expect(filesUnder(path.join(twoEntries, 'out'))).toEqual(['cli.cjs', 'index.cjs']);
  expect(existsSync(path.join(twoEntries, 'dist'))).toBe(false);
  const cli = readText(twoEntries, 'out/cli.cjs');
  expect(cli).not.toMatch(/\?\.|\?\?/);
  expect(readText(twoEntries, 'out/index.cjs')).toContain('exports.add');
  expect((await runNode(twoEntries, ['out/cli.cjs', 'hi'])).output.trim()).toBe('HI');

  // "Bundleless browser output for a component folder": each file of src, as ES modules.
  expect(filesUnder(path.join(bundleless, 'dist'))).toEqual(['cli.js', 'index.js', 'utils.js']);
  expect(readText(bundleless, 'dist/index.js')).toContain('from "./utils.js"');
});

test.concurrent.for([
  { env: undefined, args: [], mfOnly: false },
  { env: 'test', args: [], mfOnly: false },
  { env: 'development', args: [], mfOnly: true },
  { env: 'development', args: ['--mode', 'production'], mfOnly: false },
  { env: undefined, args: ['--mode', 'development'], mfOnly: true },
])(
  'guide/basic/cli: inspect with NODE_ENV=$env and $args inspects mf items only: $mfOnly',
  async ({ env, args, mfOnly }) => {
    const name = `cli-inspect-mode-${env ?? 'unset'}-${args.join('-') || 'none'}`;
    const dir = sampleCopy(name, { 'rslib.config.ts': ESM_AND_MF });
    await runRslibOk(dir, ['inspect', ...args], { NODE_ENV: env });
    const written = filesUnder(path.join(dir, 'dist')).filter((file) => file.includes('.rsbuild/'));
    expect(written).toEqual(
      mfOnly
        ? [
            'mf/.rsbuild/rsbuild.config.mjs',
            'mf/.rsbuild/rslib.config.mjs',
            'mf/.rsbuild/rspack.config.mf.mjs',
          ]
        : [
            '.rsbuild/rsbuild.config.esm.mjs',
            '.rsbuild/rsbuild.config.mf.mjs',
            '.rsbuild/rslib.config.mjs',
            '.rsbuild/rspack.config.esm.mjs',
            '.rsbuild/rspack.config.mf.mjs',
          ],
    );
  },
);

test.concurrent('config/lib/format: an iife entry with export fails in minification', async () => {
  const dir = sampleCopy('claim-iife-export', {
    'rslib.config.ts': configFile("{ lib: [{ format: 'iife' }] }"),
  });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('Chunk minification failed');
  expect(run.output).toContain("'import', and 'export' cannot be used outside of module code");
});

/** The body rows of the table in config/lib/format#library-type: the code spans of each cell. */
function libraryTypeRows(lang: Language): string[][][] {
  const source = pageSource(lang, 'config/lib/format.mdx');
  const section = source.split('{#library-type}')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').slice(1, -1).map(codeSpans))
    .slice(1);
}

test.concurrent('config/lib/format: each format sets the Rspack library type and output settings the table lists', async () => {
  const rows = libraryTypeRows('en');
  expect(libraryTypeRows('zh')).toEqual(rows);
  expect(rows.map(([format]) => format?.[0])).toEqual(['esm', 'cjs', 'umd', 'iife', 'mf']);
  const dir = sampleCopy('claim-format-library-type', {
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm' },\n    { format: 'cjs' },\n    { format: 'umd', umdName: 'Sample' },\n    { format: 'iife' },\n    {\n      format: 'mf',\n      plugins: [pluginModuleFederation({ name: 'sample', dts: false })],\n    },\n  ],\n}",
      IMPORT_MF_PLUGIN,
    ),
  });
  await runRslibOk(dir, ['inspect']);
  for (const [
    [format = ''] = [],
    [libraryType] = [],
    settings = [],
    [externalsType] = [],
  ] of rows) {
    const rspack = readText(dir, `dist/.rsbuild/rspack.config.${format}.mjs`);
    const output = /^ {2}output: \{\n([\s\S]*?)^ {2}\},/m.exec(rspack)?.[1] ?? '';
    expect(/library: \{\s*type: ('[^']+')/.exec(output)?.[1], format).toBe(libraryType);
    for (const setting of settings) expect(output, format).toContain(`    ${setting}`);
    expect(/^ {2}externalsType: ('[^']+')/m.exec(rspack)?.[1], format).toBe(externalsType);
  }
});

test.concurrent('guide/faq/features: bundle mode keeps only the directives of the entry module', async () => {
  const dir = sampleCopy('claim-directives', {
    'src/index.ts': "'use client';\nexport { add } from './utils';\n",
    'src/utils.ts': "'use server';\nexport const add = (a: number, b: number): number => a + b;\n",
    'rslib.config.ts': ESM_AND_CJS,
  });
  await buildOk(dir);
  for (const file of ['dist/index.js', 'dist/index.cjs']) {
    const code = readText(dir, file);
    expect(code, file).toContain('"use client"');
    expect(code, file).not.toContain('use server');
  }
});

test.concurrent('config/lib/bundle: umd output inlines dynamic imports', async () => {
  const dir = sampleCopy('claim-umd-inline', {
    'src/index.ts':
      "export async function load(): Promise<number> {\n  const { heavy } = await import('./heavy');\n  return heavy();\n}\n",
    'src/heavy.ts': 'export const heavy = (): number => 42;\n',
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm' },\n    { format: 'umd', umdName: 'Sample', output: { distPath: './dist/umd' } },\n  ],\n}",
    ),
  });
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['heavy~0.js', 'index.js', 'umd/index.js']);
});

test.concurrent('config/rsbuild/output: a wasm module in compile mode gets a hashed name', async () => {
  const dir = sampleCopy('claim-wasm-hash', {
    // The smallest valid WebAssembly module: the magic number and version 1.
    'src/empty.wasm': '\0asm\x01\0\0\0',
    'src/index.ts': "import * as empty from './empty.wasm';\n\nexport const wasm = empty;\n",
    'src/env.d.ts':
      "declare module '*.wasm' { const exports: WebAssembly.Exports; export = exports; }\n",
    'rslib.config.ts': ESM_CONFIG,
  });
  await buildOk(dir);
  const files = filesUnder(path.join(dir, 'dist'));
  expect(files).toHaveLength(2);
  expect(files).toContain('index.js');
  expect(files.find((file) => file !== 'index.js')).toMatch(
    /^static\/wasm\/[0-9a-f]+\.module\.wasm$/,
  );
});

test.concurrent.for([
  { target: 'node', item: '', written: /__rspack_createRequire\(import\.meta\.url\)/ },
  { target: 'web', item: '', written: /\brequire\("right-pad"\)/ },
  // The 0.x behaviour for one package, as guide/basic/upgrade-rslib shows it.
  {
    target: 'node',
    item: ", output: { externals: { 'right-pad': 'module-import right-pad' } }",
    written: /import \* as \w+ from "right-pad"/,
  },
])(
  'config/rsbuild/output: an ESM build on $target with item options "$item" writes require() of an external as $written',
  async ({ target, item, written }) => {
    const dir = sampleCopy(`claim-externals-${target}${item ? '-module-import' : ''}`, {
      'package.json': samplePackage({
        dependencies: { 'left-pad': '^1.0.0', 'right-pad': '^1.0.0' },
      }),
      'src/index.ts':
        "import leftPad from 'left-pad';\n\ndeclare const require: (id: string) => (s: string) => string;\nconst rightPad = require('right-pad');\n\nexport const pad = (s: string): string => leftPad(s) + rightPad(s);\n",
      'src/env.d.ts':
        "declare module 'left-pad' { const pad: (s: string) => string; export default pad; }\n",
      'rslib.config.ts': configFile(
        `{ lib: [{ format: 'esm'${item} }], output: { target: '${target}' } }`,
      ),
    });
    await buildOk(dir);
    const code = readText(dir, 'dist/index.js');
    expect(code).toContain('import left_pad from "left-pad"');
    expect(code).toMatch(written);
  },
);

test.concurrent('config/rsbuild/source: mf output replaces process.env.NODE_ENV', async () => {
  const dir = sampleCopy('claim-mf-node-env', {
    'src/index.ts': 'export const mode = process.env.NODE_ENV;\n',
    'src/env.d.ts': 'declare const process: { env: Record<string, string | undefined> };\n',
    'rslib.config.ts': ESM_AND_MF.replace(
      "{ format: 'esm' },",
      "{ format: 'esm', output: { distPath: './dist/esm' } },",
    ).replace(
      "pluginModuleFederation({ name: 'sample', dts: false })",
      "pluginModuleFederation({ name: 'sample', dts: false, exposes: { '.': './src/index.ts' } })",
    ),
  });
  await buildOk(dir);
  expect(readText(dir, 'dist/esm/index.js')).toContain('process.env.NODE_ENV');
  const mf = filesUnder(path.join(dir, 'dist/mf')).filter((file) => file.endsWith('.js'));
  const code = mf.map((file) => readText(dir, 'dist/mf', file)).join('\n');
  expect(code).not.toContain('process.env.NODE_ENV');
  expect(code).toContain('"production"');
});

test.concurrent('config/rsbuild/output and guide/basic/cli: --externals replaces the externals of a lib item and keeps the top-level ones', async () => {
  const names = ['item', 'flag', 'top'];
  const dir = sampleCopy(
    'claim-externals-flag',
    {
      ...Object.assign(
        {},
        ...names.map((name) => esmPackage(name, `export const ${name} = '${name}-value';\n`)),
      ),
      'src/index.ts': `${names.map((name) => `export { ${name} } from '${name}';`).join('\n')}\n`,
      'src/env.d.ts': names
        .map((name) => `declare module '${name}' { export const ${name}: string; }`)
        .join('\n'),
      'rslib.config.ts': configFile(
        "{\n  output: { externals: ['top'] },\n  lib: [{ format: 'esm', output: { externals: ['item'] } }],\n}",
      ),
    },
    { ownSources: true },
  );
  await runRslibOk(dir, ['build', '--externals', 'flag']);
  const code = readText(dir, 'dist/index.js');
  expect(code).toMatch(/from "flag"/);
  expect(code).toMatch(/from "top"/);
  // The item's own list is gone: its package is bundled.
  expect(code).not.toMatch(/from "item"/);
  expect(code).toContain("'item-value'");
});

test.concurrent('config/lib/shims: the require shim heads each ESM file that uses require, and the CommonJS import.meta.url variable each file that uses it', async () => {
  const section = sectionOf(pageSource('en', 'config/lib/shims.mdx'), 'shimsesmrequire');
  const shim = section.blocks[0]?.code.trim() ?? '';
  expect(shim).toContain('createRequire');
  const bare = inlineCode(section.prose.join('\n'), 'import "node:module"');
  const dir = sampleCopy('claim-shims', {
    'src/index.ts':
      "export { add } from './utils';\nexport const load = (name: string): unknown => require(name);\nexport const here = (): string => import.meta.url;\n",
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', bundle: false, shims: { esm: { require: true } } },\n    { format: 'cjs', bundle: false },\n  ],\n}",
    ),
  });
  await buildOk(dir);
  expect(readText(dir, 'dist/index.js').startsWith(`${shim}\n`)).toBe(true);
  const utils = readText(dir, 'dist/utils.js');
  expect(utils.startsWith(`${bare}\n`)).toBe(true);
  expect(utils).not.toContain('createRequire');
  expect(readText(dir, 'dist/index.cjs')).toContain('__rslib_import_meta_url__');
  expect(readText(dir, 'dist/utils.cjs')).not.toContain('__rslib_import_meta_url__');
});

test.concurrent('guide/advanced/svgr-files: with the default options, bundleless output drops the ?react and ?url queries, so both get the URL module', async () => {
  const table = sectionOf(pageSource('en', 'guide/advanced/svgr-files.mdx'), 'import-styles')
    .prose.join('\n')
    .split('\n');
  const bundlelessCell = (query: string) =>
    table
      .find((row) => row.includes(`./logo.svg?${query}'`))
      ?.split('|')
      .at(-2)
      ?.trim() ?? '';
  expect(bundlelessCell('react')).toMatch(/^no, query dropped/);
  expect(bundlelessCell('url')).toMatch(/^yes, query dropped/);
  const dir = sampleCopy(
    'claim-svgr-queries',
    {
      'package.json': samplePackage({
        peerDependencies: { react: '^19.0.0' },
      }),
      'src/index.tsx':
        "import Logo from './logo.svg?react';\nimport url from './logo.svg';\nimport queryUrl from './logo.svg?url';\n\nexport const Icon = () => <Logo />;\nexport { queryUrl, url };\n",
      'src/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm' },\n    { format: 'esm', bundle: false, output: { distPath: { root: './dist/bundleless' } } },\n  ],\n  output: { target: 'web' },\n  plugins: [pluginReact(), pluginSvgr()],\n}",
        "import { pluginReact } from '@rsbuild/plugin-react';\nimport { pluginSvgr } from '@rsbuild/plugin-svgr';\n",
      ),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  // Bundle mode: a component, the copied file and a URL made at run time.
  const bundle = readText(dir, 'dist/index.js');
  expect(bundle).toMatch(/jsx\("svg"/);
  expect(bundle).toContain('from "./static/svg/logo.svg"');
  expect(bundle).toContain('__webpack_require__.p + "static/svg/logo.svg"');
  // Bundleless: all three are the URL module, which imports the copied file.
  const bundleless = readText(dir, 'dist/bundleless/index.js');
  expect(bundleless).not.toMatch(/jsx\("svg"/);
  expect(bundleless.match(/from "\.\/logo\.js"/g)).toHaveLength(1);
  // The component is the URL module's default export: the URL string, rendered as an element.
  expect(bundleless).toContain('jsx(logo, {})');
  expect(bundleless).toContain('export { Icon, logo as queryUrl, logo as url };');
  expect(readText(dir, 'dist/bundleless/logo.js')).toContain('from "./static/svg/logo.svg"');
});

test.concurrent("guide/advanced/third-party-deps: the page's package.json keeps picocolors and react imported, named after the package, and inlines dot-case", async () => {
  const manifest = JSON.parse(
    pageBlock('guide/advanced/third-party-deps.md', 'default-behavior', 'package.json'),
  ) as Record<string, unknown>;
  const dir = sampleCopy(
    'claim-default-externals',
    {
      'package.json': jsonFile(manifest),
      ...esmPackage('picocolors', 'export default { green: (text) => text };\n'),
      ...esmPackage('react', 'export const useState = (value) => [value];\n'),
      ...esmPackage('dot-case', "export const dotCase = (text) => text.replaceAll(' ', '.');\n"),
      'src/index.ts':
        "import pc from 'picocolors';\nimport { useState } from 'react';\nimport { dotCase } from 'dot-case';\n\nexport const label = (text: string): string => pc.green(dotCase(text));\nexport const useLabel = () => useState(label('a b'));\n",
      'src/env.d.ts':
        "declare module 'picocolors' { const pc: { green(text: string): string }; export default pc; }\ndeclare module 'react' { export function useState<T>(value: T): [T]; }\ndeclare module 'dot-case' { export function dotCase(text: string): string; }\n",
      'rslib.config.ts': ESM_CONFIG,
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const code = readText(dir, 'dist/index.js');
  expect(code).toContain('import picocolors from "picocolors";');
  expect(code).toContain('import { useState } from "react";');
  expect(code).not.toContain('dot-case');
  expect(code).toContain("replaceAll(' ', '.')");
});

test.concurrent("guide/migration/modernjs-module: Rslib has no @ alias of its own; the page's tsconfig paths give it", async () => {
  const page = 'guide/migration/modernjs-module.mdx';
  const message = inlineCode(
    sectionOf(pageSource('en', page), 'example').prose.join('\n'),
    "Can't resolve",
  );
  const source = { 'src/index.ts': "export { add } from '@/utils';\n" };
  const bare = sampleCopy('claim-no-at-alias', source);
  const withPaths = sampleCopy('claim-at-alias-paths', {
    ...source,
    'tsconfig.json': pageBlock(page, 'example', 'tsconfig.json'),
  });
  const [failed] = await Promise.all([runRslib(bare, ['build']), buildOk(withPaths)]);
  expect(failed.exitCode).toBe(1);
  expect(failed.output).toContain(message);
  expect(readText(withPaths, 'dist/index.js')).toContain('a + b');
});

test.concurrent("guide/migration/tsup: source.define with both keys replaces tsup's env in both forms", async () => {
  const dir = sampleCopy('claim-tsup-env', {
    'src/index.ts':
      'export const fromProcess = process.env.KEY;\nexport const fromImportMeta = import.meta.env.KEY;\n',
    'src/env.d.ts':
      'declare const process: { env: Record<string, string | undefined> };\ninterface ImportMeta { readonly env: Record<string, string | undefined> }\n',
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm' }],\n  source: {\n    define: {\n      'process.env.KEY': JSON.stringify('value'),\n      'import.meta.env.KEY': JSON.stringify('value'),\n    },\n  },\n}",
    ),
  });
  await buildOk(dir);
  const code = readText(dir, 'dist/index.js');
  expect(code).toContain('const fromProcess = "value";');
  expect(code).toContain('const fromImportMeta = "value";');
});

test.concurrent("config/rsbuild/output, resolve and tools: polyfill 'usage' imports the core-js module of each API used, 'entry' adds nothing in bundleless mode, conditionNames replaces import and module, a lightningcssLoader function works only in an array", async () => {
  const conditions = { module: './module.js', import: './import.js', node: './node.js' };
  const dir = sampleCopy('claim-polyfill-entry-conditions', {
    'package.json': WITH_DEPENDENCIES({ 'core-js': '^3.40.0' }),
    // SWC reads only the version; the polyfill imports stay external, as core-js is a dependency.
    ...fakePackage('core-js', { version: '3.40.0' }, {}),
    // Bundled (undeclared); each file names the condition that picked it.
    ...fakePackage(
      'conditions',
      { exports: conditions },
      Object.fromEntries(
        Object.keys(conditions).map((name) => [
          `${name}.js`,
          `export const which = 'from-${name}';\n`,
        ]),
      ),
    ),
    'src/index.ts': "export { add } from './utils';\nexport { which } from 'conditions';\n",
    'src/env.d.ts': "declare module 'conditions' { export const which: string; }\n",
    // Outside src, so that the bundleless item does not pick them up.
    'usage/index.ts': 'export const lastLarge = (list: number[]) => list.findLast((n) => n > 1);\n',
    'styles/index.ts': "import './nested.css';\n",
    'styles/nested.css': '.card {\n  & .title {\n    color: red;\n  }\n}\n',
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', syntax: ['chrome >= 87'], output: { target: 'web', polyfill: 'entry', distPath: './dist/bundle' } },\n    { format: 'esm', bundle: false, syntax: ['chrome >= 87'], output: { target: 'web', polyfill: 'entry', distPath: './dist/bundleless' } },\n    { format: 'esm', syntax: ['chrome >= 87'], source: { entry: { index: './usage/index.ts' } }, output: { target: 'web', polyfill: 'usage', distPath: './dist/usage' } },\n    { format: 'esm', resolve: { conditionNames: ['source', 'node'] }, output: { distPath: './dist/conditions' } },\n    { format: 'esm', syntax: ['chrome >= 87'], source: { entry: { index: './styles/index.ts' } }, tools: { lightningcssLoader: (options) => { options.exclude = { nesting: true }; } }, output: { target: 'web', distPath: './dist/css-function' } },\n    { format: 'esm', syntax: ['chrome >= 87'], source: { entry: { index: './styles/index.ts' } }, tools: { lightningcssLoader: [(options) => { options.exclude = { nesting: true }; }] }, output: { target: 'web', distPath: './dist/css-array' } },\n  ],\n}",
    ),
  });
  await buildOk(dir);
  const read = (file: string) => readText(dir, 'dist', file);
  expect(read('bundle/index.js')).toContain('import "core-js/modules/');
  // The default conditions match `module` before `node`.
  expect(read('bundle/index.js')).toContain('from-module');
  const bundleless = filesUnder(path.join(dir, 'dist/bundleless'));
  expect(bundleless).toEqual(['index.js', 'utils.js']);
  for (const file of bundleless) expect(read(`bundleless/${file}`)).not.toContain('core-js');
  expect(read('usage/index.js')).toContain('import "core-js/modules/es.array.find-last.js";');
  expect(read('conditions/index.js')).toContain('from-node');
  // Chrome 87 lacks CSS nesting: Lightning CSS lowers it unless `exclude` reaches it.
  expect(read('css-function/index.css')).toContain('.card .title');
  expect(read('css-array/index.css')).toContain('& .title');
});

test.concurrent('guide/basic/configure-rslib: the JavaScript API builds and calls onAfterCreateRsbuild', async () => {
  const dir = sampleCopy('claim-js-api', {
    'scripts/build.mjs': `import { createRslib } from '@rslib/core';

const rslib = await createRslib({ config: { lib: [{ format: 'esm' }] } });
rslib.onAfterCreateRsbuild(({ rsbuild }) => {
  rsbuild.onAfterBuild(({ stats }) => {
    console.log(stats?.hasErrors() ? 'build failed' : 'build done');
  });
});
console.log(rslib.getRslibConfig().lib.length);
const result = await rslib.build();
await result.close();
`,
  });
  const run = await runNode(dir, ['scripts/build.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output).toMatch(/^1$/m);
  expect(run.output).toContain('build done');
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
});

test.concurrent('guide/advanced/module-federation: library type module makes the remote entry an ES module', async () => {
  const dir = sampleCopy('claim-mf-esm-entry', {
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    {\n      format: 'mf',\n      plugins: [\n        pluginModuleFederation({\n          name: 'sample',\n          dts: false,\n          exposes: { '.': './src/index.ts' },\n          library: { type: 'module' },\n        }),\n      ],\n    },\n  ],\n}",
      IMPORT_MF_PLUGIN,
    ),
  });
  await buildOk(dir);
  const manifest = JSON.parse(readText(dir, 'dist/mf-manifest.json'));
  expect(manifest.metaData.remoteEntry.type).toBe('module');
  const entry = readText(dir, 'dist', manifest.metaData.remoteEntry.name);
  expect(entry).toMatch(/export ?\{[^}]*\bas get\b/);
});

test.concurrent('guide/basic/output-structure: a dynamic import() is a chunk in esm and cjs, inlined in iife and with asyncChunks false', async () => {
  const load = (name: string, from: string) =>
    `export async function ${name}(): Promise<string> {\n  const { draw } = await import(${from});\n  return draw();\n}\n`;
  const dir = sampleCopy(
    'claim-dynamic-import-formats',
    {
      'src/index.ts': `${load('loadChart', "'./chart'")}${load('loadNamed', '/* webpackChunkName: "charts" */ \'./charts/index\'')}`,
      'src/page.ts': "void import('./chart').then(({ draw }) => console.log(draw()));\n",
      'src/chart.ts': "export const draw = (): string => 'chart';\n",
      'src/charts/index.ts': "export const draw = (): string => 'charts';\n",
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm', output: { distPath: './dist/esm' } },\n    { format: 'cjs', output: { distPath: './dist/cjs' } },\n    {\n      format: 'iife',\n      source: { entry: { index: './src/page.ts' } },\n      output: { distPath: './dist/iife' },\n    },\n    {\n      format: 'esm',\n      output: { distPath: './dist/esm-single' },\n      tools: { rspack: { output: { asyncChunks: false } } },\n    },\n  ],\n  output: { target: 'web' },\n}",
      ),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const files = filesUnder(path.join(dir, 'dist'));
  // With several lib items, chunk names carry the item's position (~0, ~1); entries do not.
  expect(files.filter((file) => file.startsWith('esm/'))).toEqual([
    'esm/charts~0.js',
    'esm/chart~0.js',
    'esm/index.js',
  ]);
  expect(readText(dir, 'dist/esm/index.js')).toContain('import("./chart~0.js")');
  // A CommonJS chunk is named after its generated chunk ID, unless a comment names it.
  const cjs = files.filter((file) => file.startsWith('cjs/'));
  expect(cjs).toHaveLength(3);
  expect(cjs).toContain('cjs/charts~1.cjs');
  expect(cjs).toContain('cjs/index.cjs');
  expect(cjs.find((file) => !['cjs/charts~1.cjs', 'cjs/index.cjs'].includes(file))).toMatch(
    /^cjs\/[a-z0-9]{1,3}~1\.cjs$/,
  );
  for (const single of ['iife', 'esm-single']) {
    expect(files.filter((file) => file.startsWith(`${single}/`))).toEqual([`${single}/index.js`]);
    expect(readText(dir, `dist/${single}/index.js`)).toContain('Promise.resolve(');
  }
});

test.concurrent("guide/solution/react: preserved JSX is written to .js files, and filename '[name].jsx' renames them and their imports", async () => {
  const dir = sampleCopy(
    'claim-preserve-jsx',
    {
      'src/Button.tsx':
        'import { label } from \'./label\';\n\nexport function Button({ text }: { text: string }) {\n  return <button type="button">{label(text)}</button>;\n}\n',
      'src/label.ts': 'export const label = (text: string): string => text.toUpperCase();\n',
      'src/index.ts': "export { Button } from './Button';\n",
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm', bundle: false, output: { distPath: './dist/js' } },\n    {\n      format: 'esm',\n      bundle: false,\n      output: { distPath: './dist/jsx', filename: { js: '[name].jsx' } },\n    },\n  ],\n  output: { target: 'web' },\n  plugins: [pluginReact({ swcReactOptions: { runtime: 'preserve' } })],\n}",
        "import { pluginReact } from '@rsbuild/plugin-react';\n",
      ),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'js/Button.js',
    'js/index.js',
    'js/label.js',
    'jsx/Button.jsx',
    'jsx/index.jsx',
    'jsx/label.jsx',
  ]);
  const tag = '<button type="button">{label(text)}</button>';
  expect(readText(dir, 'dist/js/Button.js')).toContain(tag);
  const button = readText(dir, 'dist/jsx/Button.jsx');
  expect(button).toContain(tag);
  expect(button).toContain('import { label } from "./label.jsx";');
  expect(readText(dir, 'dist/jsx/index.jsx')).toContain('export { Button } from "./Button.jsx";');
});

test.concurrent('guide/faq/features: performance.removeConsole works with the default minifier, keeps side effects, and does nothing with minify: false', async () => {
  const config = pageBlock('guide/faq/features.md', 'remove-console', 'rslib.config.ts');
  const shown = pageBlock('guide/faq/features.md', 'remove-console', 'dist/index.js');
  const dir = sampleCopy(
    'claims-remove-console',
    {
      'src/index.ts': [
        'let calls = 0;',
        'export const add = (a: number, b: number): number => {',
        "  console.log('adding', a, b, calls++);",
        "  console.warn('careful');",
        '  return a + b;',
        '};',
        'export const count = (): number => calls;',
        '',
      ].join('\n'),
      // The page's item, then the same option in CommonJS, bundleless and unminified output.
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm' },
    { format: 'cjs', performance: { removeConsole: true } },
    { format: 'esm', bundle: false, output: { distPath: { root: './dist/bundleless' } }, performance: { removeConsole: true } },
    { format: 'esm', output: { minify: false, distPath: { root: './dist/unminified' } }, performance: { removeConsole: true } },
  ],
  performance: { removeConsole: ['log'] },
}`),
    },
    { ownSources: true },
  );
  expect(config).toContain("removeConsole: ['log']");
  await buildOk(dir);
  expect(readText(dir, 'dist/index.js')).toContain(shown.trim());
  for (const file of ['dist/index.cjs', 'dist/bundleless/index.js']) {
    expect(readText(dir, file)).not.toContain('console.');
    expect(readText(dir, file)).toContain('calls++');
  }
  const unminified = readText(dir, 'dist/unminified/index.js');
  expect(unminified).toContain("console.log('adding', a, b, calls++);");
  expect(unminified).toContain("console.warn('careful');");
});

/** The first code span of a section of config/rsbuild/output.md (English) that starts with `start`. */
function outputPageSpan(sectionId: string, start: string): string {
  const span = codeSpansIn(pageSource('en', 'config/rsbuild/output.md'), sectionId).find(
    (candidate) => candidate.startsWith(start),
  );
  expect(span, `a \`${start}…\` span in config/rsbuild/output.md#${sectionId}`).toBeDefined();
  return span ?? '';
}

test.concurrent('config/rsbuild/output: keep_classnames and keep_fnames keep names under minification, two umd items write a readable and a minified bundle that both load, and a bundleless ESM file with only imports, re-exports or types gets no source map', async () => {
  const page = 'config/rsbuild/output.md';
  const umdConfig = pageBlock(page, 'output-filename', 'rslib.config.ts');
  const keepNames =
    sectionOf(pageSource('en', page), 'output-minify').blocks.find((block) =>
      block.code.includes('keep_classnames'),
    )?.code ?? '';
  const keepItems = /^ {2}lib: \[\n([\s\S]*?)^ {2}\],$/m.exec(keepNames)?.[1] ?? '';
  const mangle = /mangle: \{[^}]*\}/.exec(keepNames)?.[0] ?? '';
  const compress = /compress: \{[^}]*\}/.exec(keepNames)?.[0] ?? '';
  expect(keepItems, 'the keep-names block of #output-minify').toContain(mangle);
  expect(keepItems).toContain(compress);
  expect(mangle).toContain('keep_classnames: true, keep_fnames: true');
  expect(compress).toContain('keep_classnames: true, keep_fnames: true');
  const onlyMinify = (options: string) =>
    `{ js: true, jsOptions: { minimizerOptions: { ${options} } } }`;
  // The #output-filename block with the #output-minify item (in dist) and items to compare with.
  const config = umdConfig.replace(
    '  lib: [\n',
    `  lib: [\n${keepItems}    { format: 'esm', output: { distPath: './dist/default' } },
    { format: 'esm', output: { distPath: './dist/full', minify: true } },
    { format: 'esm', output: { distPath: './dist/mangle', minify: ${onlyMinify(mangle)} } },
    { format: 'esm', output: { distPath: './dist/compress', minify: ${onlyMinify(compress)} } },
    { format: 'esm', bundle: false, output: { distPath: './dist/bundleless', sourceMap: true } },
`,
  );
  const token = outputPageSpan('output-minify', 'export const Token');
  const dir = sampleCopy(
    'claims-output-names-umd-maps',
    {
      // `export * from './leaf'`, as on the page; leaf.ts only re-exports too.
      'src/index.ts': `${outputPageSpan('output-source-map', 'export * from')};\n`,
      'src/leaf.ts': "export * from './names';\n",
      'src/names.ts': `export class Parser {}\nexport function parse(): Parser {\n  return new Parser();\n}\n${token};\nexport const lex = function lex(): string {\n  return 'lex';\n};\n// Refers to itself, so the default minifier keeps its name.\nexport const Tree = class Tree {\n  static of(): Tree {\n    return new Tree();\n  }\n};\n`,
      'src/mixed.ts': "export * from './names';\nexport const version = '1.0.0';\n",
      'src/types.ts': 'export type Version = string;\n',
      'src/side.ts': "import './names';\n",
      'rslib.config.ts': config,
    },
    { ownSources: true },
  );
  await buildOk(dir);

  // Names, as each build's Parser, parse, Token and lex report them.
  const variants = ['.', 'default', 'full', 'mangle', 'compress'];
  const names = await runNode(dir, [
    '--input-type=module',
    '-e',
    `for (const variant of ${JSON.stringify(variants)}) {
  const m = await import(\`./dist/\${variant}/index.js\`);
  console.log(JSON.stringify([variant, [m.Parser, m.parse, m.Token, m.lex, m.Tree].map((v) => v.name)]));
}`,
  ]);
  expect(names.exitCode, names.output).toBe(0);
  const named = Object.fromEntries(
    names.output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line)),
  );
  expect(named['.']).toEqual(['Parser', 'parse', 'Token', 'lex', 'Tree']);
  expect(named.default).toEqual(['Parser', 'parse', 'names_Token', 'names_lex', 'Tree']);
  for (const name of named.full ?? []) expect(name).toMatch(/^[a-z]$/);
  expect(named.mangle?.slice(0, 2)).toEqual(['Parser', 'parse']);
  expect(named.mangle?.[2]).not.toBe('Token');
  expect(named.mangle?.[3]).not.toBe('lex');
  for (const name of named.compress ?? []) expect(name).toMatch(/^[a-z]$/);
  const minified = readText(dir, 'dist/index.js');
  expect(minified.trim().split('\n')).toHaveLength(1);
  expect(minified.length).toBeLessThan(readText(dir, 'dist/default/index.js').length);
  for (const lang of LANGUAGES) {
    const prose = sectionOf(pageSource(lang, page), 'output-minify').prose.join('\n');
    expect(prose, lang).toContain(`\`${token}\``);
    expect(prose, lang).toContain("`Token.name === 'names_Token'`");
  }

  // Two UMD files in one folder, the page names both; each sets the global or module.exports.
  expect(filesUnder(path.join(dir, 'dist/umd'))).toEqual(['index.js', 'index.min.js']);
  for (const lang of LANGUAGES)
    expect(distFilesNamedIn(pageSource(lang, page), 'output-filename'), lang).toEqual([
      'umd/index.js',
      'umd/index.min.js',
    ]);
  const readable = readText(dir, 'dist/umd/index.js');
  const small = readText(dir, 'dist/umd/index.min.js');
  expect(small.length).toBeLessThan(readable.length / 2);
  for (const code of [readable, small]) {
    expect(code).toMatch(/\(globalThis, ?\(\)=>/);
    // A fresh context has globalThis but no Node.js `global`, as in a browser.
    const browser: Record<string, { parse(): unknown; Parser: new () => unknown }> = {};
    runInNewContext(code, browser);
    expect(browser.MyLib?.parse()).toBeInstanceOf(browser.MyLib?.Parser);
    const commonjs = { module: { exports: {} as { parse?: unknown } }, exports: {} };
    runInNewContext(code, commonjs);
    expect(typeof commonjs.module.exports.parse).toBe('function');
  }

  // Source maps: none for the files that only import, re-export or hold types.
  expect(filesUnder(path.join(dir, 'dist/bundleless'))).toEqual([
    'index.js',
    'leaf.js',
    'mixed.js',
    'mixed.js.map',
    'names.js',
    'names.js.map',
    'side.js',
    'types.js',
  ]);
  for (const file of ['index.js', 'leaf.js', 'side.js', 'types.js'])
    expect(readText(dir, 'dist/bundleless', file)).not.toContain('sourceMappingURL');
  expect(readText(dir, 'dist/bundleless/names.js')).toContain('sourceMappingURL=names.js.map');
  // The re-export on the first line of mixed.js has no mapping; the code below it has.
  const mixedMap = JSON.parse(readText(dir, 'dist/bundleless/mixed.js.map'));
  expect(mixedMap.mappings).toMatch(/^;[A-Za-z]/);
});
