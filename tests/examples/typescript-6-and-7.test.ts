/**
 * What the pages say changes with TypeScript 6 and 7, each built with that version installed in
 * the copy (`TYPESCRIPT` in run-rslib.ts): the `rootDir` they require (TS5011), `dts.tsgo` and the
 * compiler each version gets, `dts.alias` unseen by `tsgo`, `baseUrl` (TS5101, TS5102), `types`
 * that no longer loads `@types/node` (TS2591) nor declares style imports (TS2882), TS2742 as
 * TypeScript 7 reports it (TS2883), and TypeScript 7's entry file. Each test names its page.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';
import { pageSource } from '../support/docs';
import { configBlocksIn, inlineCode, sectionOf } from './output-trees';
import { installStorePackages, STORE_PACKAGES } from './pnpm-layout';
import {
  configFile,
  poolBuilds,
  readText,
  runRslib,
  runRslibOk,
  sampleCopy,
  TYPESCRIPT,
  tsconfigFile,
  type TypeScriptVersion as Version,
  WITH_DEPENDENCIES,
} from './run-rslib';

const buildOk = poolBuilds();

const ESM_WITH_DTS = configFile("{ lib: [{ format: 'esm', dts: true }] }");

/**
 * A copy with TypeScript `version`, an ESM item with declarations, and a tsconfig of the base
 * options (`tsconfigFile`) with `compilerOptions` over them (`rootDir: 'src'` unless they say
 * otherwise).
 */
function copyWith(
  name: string,
  version: Version,
  compilerOptions: Record<string, unknown> = {},
  files: Record<string, string> = {},
): string {
  return sampleCopy(
    `ts${version}-${name}`,
    {
      'tsconfig.json': tsconfigFile({ declaration: true, rootDir: 'src', ...compilerOptions }),
      'rslib.config.ts': ESM_WITH_DTS,
      ...files,
    },
    { typescript: version },
  );
}

/** Each chunk `tsgo` writes is printed on a line of its own after this, by rsbuild-plugin-dts. */
const TSGO_PREFIX = '[tsgo] ';

/**
 * What a build printed, without colours (`tsgo` colours its messages whatever the terminal) and
 * with `tsgo`'s chunks joined again without their prefix: a chunk may end inside a line, so a
 * message is found whole only once they are.
 */
const printed = (output: string): string =>
  stripVTControlCharacters(output).replaceAll(`\n${TSGO_PREFIX}`, '');

/** A build that must fail, after writing the JavaScript output, with `message` in what it printed. */
async function expectDeclarationsToFail(dir: string, message: string | RegExp): Promise<string> {
  const run = await runRslib(dir, ['build']);
  const output = printed(run.output);
  expect(run.exitCode, output).toBe(1);
  expect(output).toMatch(message);
  expect(existsSync(path.join(dir, 'dist/index.js')), 'the JavaScript output').toBe(true);
  return output;
}

test.concurrent('guide/advanced/dts: without rootDir, TypeScript 7 prints the TS5011 lines the page quotes, TypeScript 6 the same error with [tsc] and no line', async () => {
  const quoted = sectionOf(pageSource('en', 'guide/advanced/dts.md'), 'ts5011').blocks[0]?.code;
  expect(quoted, 'the quoted message').toMatch(/^\[tsgo\] .*TS5011/);
  const quotedLines = quoted?.split('\n').map((line) => line.replace(TSGO_PREFIX, '')) ?? [];
  const withoutRootDir = (version: Version) =>
    expectDeclarationsToFail(copyWith('no-root-dir', version, { rootDir: undefined }), /TS5011/);
  const [seven, six] = await Promise.all([withoutRootDir(7), withoutRootDir(6)]);
  for (const line of quotedLines) expect(seven).toContain(line);
  const error = six.split('\n').find((line) => line.includes('TS5011')) ?? '';
  expect(error).toMatch(/\[tsc\] TS5011: The common source directory of 'tsconfig\.json'/);
  expect(six).not.toContain('tsconfig.json:');
});

test.concurrent('guide/advanced/dts: with rootDir set, TypeScript 7 writes the declarations with tsgo, by default', async () => {
  const dir = copyWith('root-dir', 7);
  const run = await buildOk(dir);
  expect(run.output).toContain('declaration files generated with tsgo');
  expect(readText(dir, 'dist/index.d.ts')).toContain('export');
});

test.concurrent.for([
  { version: 5, tsgo: true, error: /`dts\.tsgo` requires `typescript` >= 7\.0\.0/ },
  { version: 6, tsgo: true, error: /`dts\.tsgo` requires `typescript` >= 7\.0\.0/ },
  { version: 7, tsgo: false, error: /Can not set "dts\.tsgo: false" when using `typescript` >= 7/ },
] as const)(
  'config/lib/dts: dts.tsgo $tsgo stops the build with TypeScript $version',
  async ({ version, tsgo, error }) => {
    const dir = copyWith(
      `tsgo-${tsgo}`,
      version,
      {},
      {
        'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', dts: { tsgo: ${tsgo} } }] }`),
      },
    );
    const run = await runRslib(dir, ['build']);
    expect(run.exitCode, run.output).toBe(1);
    expect(run.output).toMatch(error);
    // It stops before building anything.
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  },
);

test.concurrent("config/lib/dts: tsgo never sees dts.alias, so the page's alias example stops with TS2307", async () => {
  const [block] = configBlocksIn(pageSource('en', 'config/lib/dts.mdx'), 'dtsalias');
  const files = {
    'rslib.config.ts': block?.code ?? '',
    'src/index.ts': "export { type Shape } from '~/types';\n",
    'src/types.ts': 'export interface Shape {\n  sides: number;\n}\n',
  };
  const five = copyWith('alias', 5, {}, files);
  await buildOk(five);
  expect(readText(five, 'dist/index.d.ts')).toContain("export { type Shape } from './types.js'");
  await expectDeclarationsToFail(
    copyWith('alias', 7, {}, files),
    "TS2307: Cannot find module '~/types'",
  );
});

test.concurrent.for([
  { version: 6, error: "TS5101: Option 'baseUrl' is deprecated" },
  { version: 7, error: "TS5102: Option 'baseUrl' has been removed" },
] as const)(
  'guide/basic/typescript: baseUrl fails the declarations on TypeScript $version',
  async ({ version, error }) => {
    const paths = { '@/*': ['./src/*'] };
    await expectDeclarationsToFail(copyWith('base-url', version, { baseUrl: '.', paths }), error);
    // Without it, as the page's tsconfig has it, the same paths build.
    await runRslibOk(copyWith('no-base-url', version, { paths }));
  },
);

test.concurrent.for([6, 7] as const)(
  'guide/solution/nodejs: TypeScript %i needs "types": ["node"] for node:path, though @types/node is installed',
  async (version) => {
    const files = {
      'src/index.ts':
        "import path from 'node:path';\n\nexport const base = path.basename('/a/b');\n",
    };
    // `types` left out, as in a new project: the copies sit inside this repository, whose
    // node_modules has `@types/node`.
    await expectDeclarationsToFail(
      copyWith('no-node-types', version, { types: undefined }, files),
      "TS2591: Cannot find name 'node:path'. Do you need to install type definitions for node?",
    );
    await runRslibOk(copyWith('node-types', version, { types: ['node'] }, files));
  },
);

test.concurrent.for([6, 7] as const)(
  'guide/start/npm-packages: TypeScript %i checks a side-effect style import, which @rslib/core/types declares',
  async (version) => {
    const files = {
      'src/index.ts': "import './button.css';\n\nexport const label = 'button';\n",
      'src/button.css': '.button { color: red; }\n',
    };
    await expectDeclarationsToFail(
      copyWith('css-untyped', version, {}, files),
      "TS2882: Cannot find module or type declarations for side-effect import of './button.css'",
    );
    await runRslibOk(copyWith('css-typed', version, { types: ['@rslib/core/types'] }, files));
  },
);

test.concurrent("guide/advanced/dts: TypeScript 7 reports the pnpm case of TS2742 as the page's TS2883, and ReturnType fixes it", async () => {
  const section = sectionOf(pageSource('en', 'guide/advanced/dts.md'), 'ts2742');
  const [inferred, annotated] = section.blocks
    .filter((block) => block.title === 'src/index.ts')
    .map((block) => block.code);
  const message = inlineCode(section.prose.join('\n'), 'TS2883:');
  const copy = (name: string, index: string | undefined) =>
    installStorePackages(
      copyWith(
        name,
        7,
        {},
        {
          ...STORE_PACKAGES,
          'package.json': WITH_DEPENDENCIES({ 'factory-lib': '^1.0.0' }),
          'src/index.ts': index ?? '',
        },
      ),
      ['factory-lib'],
    );
  await expectDeclarationsToFail(copy('ts2883', inferred), message);
  const fixed = copy('ts2883-annotated', annotated);
  const run = await buildOk(fixed);
  expect(run.output).toContain('declaration files generated with tsgo');
  expect(readText(fixed, 'dist/index.d.ts')).toContain(
    inlineCode(section.prose.join('\n'), 'export declare const store:'),
  );
});

test('config/lib/dts: the typescript entry is lib/typescript.js up to TypeScript 6, lib/version.cjs in 7', () => {
  const entry = (version: Version) => {
    const dir = sampleCopy(`ts${version}-entry`, {}, { typescript: version });
    const resolved = createRequire(path.join(dir, 'package.json')).resolve('typescript');
    return path.relative(realpathSync(path.join(dir, 'node_modules/typescript')), resolved);
  };
  expect(([5, 6, 7] as const).map(entry)).toEqual([
    path.join('lib', 'typescript.js'),
    path.join('lib', 'typescript.js'),
    path.join('lib', 'version.cjs'),
  ]);
  expect(existsSync(path.join(TYPESCRIPT[7], 'lib/typescript.js'))).toBe(false);
});
