/**
 * Claims on declarations that only a build shows: TypeScript's configDir, API Extractor failures,
 * isolated declarations and dropped module augmentation, the redirect of a paths target outside
 * rootDir, the declarationDir taken as it is, sources that include misses, declaration maps,
 * hand-written declaration files, typings folders and TS2742. Each test names its page.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import ts from 'typescript';
import { expect, test } from 'vitest';
import { pageSource } from '../support/docs';
import { quotePattern } from '../support/markdown';
import type { NodeRun } from '../support/run-node';
import { configBlocksIn, inlineCode, pageBlock, sectionOf } from './output-trees';
import { installStorePackages, STORE_PACKAGES } from './pnpm-layout';
import {
  CLI_SCRIPT,
  configFile,
  fakePackage,
  filesUnder,
  jsonFile,
  poolBuilds,
  readText,
  runRslib,
  sampleCopy,
  samplePackage,
  tsconfigFile,
  WITH_DEPENDENCIES,
} from './run-rslib';

const buildOk = poolBuilds();

/** TypeScript's template for the folder of the tsconfig that extends a shared one. */
const CONFIG_DIR = `\${configDir}`;

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
      'packages/utils/rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
    },
    { ownSources: true },
  );
  const pkg = path.join(dir, 'packages/utils');
  await buildOk(pkg);
  expect(filesUnder(path.join(pkg, 'dist'))).toEqual([
    'index.js',
    'types/index.d.ts',
    'types/lib/clamp.d.ts',
  ]);
  expect(readText(pkg, 'dist/index.js')).toContain('Math.min(');
  expect(readText(pkg, 'dist/types/index.d.ts')).toContain("from './lib/clamp.js'");
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

test.concurrent("config/lib/dts: the page's bundledPackages inlines the types of a devDependency's own dependency, which the default leaves imported", async () => {
  const [block] = configBlocksIn(
    pageSource('en', 'config/lib/dts.mdx'),
    'dtsbundlebundledpackages',
  );
  const files = {
    ...fakePackage(
      '@acme/tokens',
      { types: 'index.d.ts', main: 'index.js' },
      { 'index.d.ts': 'export interface Tokens {\n  accent: string;\n}\n', 'index.js': '' },
    ),
    ...fakePackage(
      '@acme/shared',
      { types: 'index.d.ts', main: 'index.js', dependencies: { '@acme/tokens': '1.0.0' } },
      {
        'index.d.ts':
          "import type { Tokens } from '@acme/tokens';\n\nexport declare function theme(): Tokens;\n",
        'index.js': "export const theme = () => ({ accent: 'red' });\n",
      },
    ),
    'package.json': samplePackage({
      devDependencies: { '@acme/shared': '1.0.0' },
    }),
    'src/index.ts': "import { theme } from '@acme/shared';\n\nexport const brand = theme();\n",
  };
  const byDefault = sampleCopy(
    'dts-bundled-packages-default',
    {
      ...files,
      'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: { bundle: true } }] }"),
    },
    { ownSources: true },
  );
  const listed = sampleCopy(
    'dts-bundled-packages-listed',
    { ...files, 'rslib.config.ts': block?.code ?? '' },
    { ownSources: true },
  );
  await Promise.all([buildOk(byDefault), buildOk(listed)]);
  expect(readText(byDefault, 'dist/index.d.ts')).toMatch(/from '@acme\/tokens'/);
  const inlined = readText(listed, 'dist/index.d.ts');
  expect(inlined).not.toContain('@acme/tokens');
  expect(inlined).toContain('accent: string');
});

test.concurrent.for([
  { externals: "['shapes']", target: 'node', inlined: false },
  { externals: "{ shapes: 'shapes' }", target: 'web', inlined: false },
  { externals: "{ shapes: 'shapes' }", target: 'node', inlined: true },
])(
  'config/lib/dts: with externals $externals on $target, the bundled declarations inline a devDependency: $inlined',
  async ({ externals, target, inlined }) => {
    const dir = sampleCopy(
      `dts-bundled-packages-${target}-${externals.startsWith('[') ? 'list' : 'object'}`,
      {
        ...fakePackage(
          'shapes',
          { types: 'index.d.ts', main: 'index.js' },
          { 'index.d.ts': 'export interface Shape {\n  sides: number;\n}\n', 'index.js': '' },
        ),
        'package.json': samplePackage({
          devDependencies: { shapes: '1.0.0' },
        }),
        'src/index.ts':
          "import type { Shape } from 'shapes';\n\nexport const square: Shape = { sides: 4 };\n",
        'rslib.config.ts': configFile(
          `{ lib: [{ format: 'esm', dts: { bundle: true }, output: { target: '${target}', externals: ${externals} } }] }`,
        ),
      },
      { ownSources: true },
    );
    await buildOk(dir);
    const declarations = readText(dir, 'dist/index.d.ts');
    expect(declarations.includes('declare interface Shape'), declarations).toBe(inlined);
    expect(declarations.includes("import type { Shape } from 'shapes';"), declarations).toBe(
      !inlined,
    );
  },
);

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
    files: { 'src/index.ts': CLI_SCRIPT },
    bundle: 'true',
    outcome: 'Unable to determine module for:',
  },
])(
  'guide/advanced/dts: dts.bundle with $name ends in $outcome',
  async ({ name, files, bundle, outcome }) => {
    const dir = sampleCopy(
      `interop-api-extractor-${name.replaceAll(/\W+/g, '-')}`,
      {
        'package.json': samplePackage({
          devDependencies: { 'legacy-lib': '1.0.0', 'untyped-lib': '1.0.0' },
        }),
        'tsconfig.json': tsconfigFile({ esModuleInterop: true, rootDir: 'src' }),
        ...files,
        'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', dts: { bundle: ${bundle} } }] }`),
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
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
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
  expect(readText(loose, 'dist/index.d.ts')).toContain('shout: any');
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
      'rslib.config.ts': configFile(`{
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
  await buildOk(dir);
  const perModule = readText(dir, 'dist/modules/plugin.d.ts');
  const bundled = readText(dir, 'dist/bundled/index.d.ts');
  expect(perModule).toContain("declare module 'host-lib'");
  expect(perModule).toContain('myPlugin: PluginOptions');
  expect(bundled).toContain('isEnabled');
  expect(bundled).not.toContain('myPlugin');
  expect(bundled).toContain('fromFooter: PluginOptions');
  for (const declarations of [perModule, bundled]) {
    expect(declarations).toContain('/** Turns the plugin on. */');
  }
});

test.concurrent('config/lib/redirect and config/lib/dts: a paths target outside rootDir becomes a relative path to its source folder', async () => {
  const project = { composite: true, rootDir: 'src', declarationDir: 'dist' };
  const dir = sampleCopy(
    'redirect-dts-outside-root-dir',
    {
      'shared/tsconfig.json': tsconfigFile(project),
      'shared/src/index.ts': 'export type Shared = { id: string };\n',
      'tsconfig.json': jsonFile({
        ...JSON.parse(tsconfigFile({ ...project, paths: { shared: ['./shared/src'] } })),
        references: [{ path: './shared' }],
      }),
      'src/index.ts':
        "import type { Shared } from 'shared';\n\nexport const make = (id: string): Shared => ({ id });\n",
      'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: { build: true } }] }"),
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'shared/dist'))).toEqual(['index.d.ts']);
  expect(readText(dir, 'dist/index.d.ts')).toContain(
    "import type { Shared } from '../shared/src';",
  );
});

test.concurrent("guide/faq/errors: in build mode without dts.distPath, the tsconfig's declarationDir is taken as it is; an outDir alone must be the output folder", async () => {
  const copy = (name: string, compilerOptions: Record<string, unknown>) =>
    sampleCopy(`dts-build-${name}`, {
      'tsconfig.json': tsconfigFile({ composite: true, rootDir: 'src', ...compilerOptions }),
      'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: { build: true } }] }"),
    });
  const declarationDir = copy('declaration-dir', { declarationDir: 'types' });
  const outDir = copy('out-dir', { outDir: 'lib' });
  const [taken, refused] = await Promise.all([
    runRslib(declarationDir, ['build']),
    runRslib(outDir, ['build']),
  ]);
  expect(taken.exitCode, taken.output).toBe(0);
  expect(filesUnder(path.join(declarationDir, 'types'))).toEqual(
    expect.arrayContaining(['index.d.ts', 'utils.d.ts']),
  );
  expect(filesUnder(path.join(declarationDir, 'dist'))).toEqual(['index.js']);
  expect(refused.exitCode).toBe(1);
  expect(stripVTControlCharacters(refused.output)).toContain('Please set "declarationDir": "dist"');
});

test.concurrent("guide/advanced/dts: when include misses the sources, each symptom the no-inputs section names is the build's", async () => {
  const section = sectionOf(pageSource('en', DTS_PAGE), 'no-inputs');
  const prose = section.prose.join('\n');
  const copy = (name: string, files: Record<string, string>, dts = 'true') =>
    sampleCopy(`dts-no-inputs-${name}`, {
      'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', dts: ${dts} }] }`),
      ...files,
    });
  const noInputs = copy('lib', { 'tsconfig.json': tsconfigFile({ rootDir: 'src' }, ['lib']) });
  const partial = { 'tsconfig.json': tsconfigFile({ rootDir: 'src' }, ['src/utils.ts']) };
  const partialFiles = copy('partial', partial);
  const partialBundle = copy('partial-bundle', partial, '{ bundle: true }');
  const referencesOnly = copy('references-only', {
    'tsconfig.json': jsonFile({ files: [], references: [{ path: './tsconfig.lib.json' }] }),
    'tsconfig.lib.json': tsconfigFile({ composite: true, rootDir: 'src' }),
  });
  const missing = sampleCopy('dts-no-inputs-missing-tsconfig', {
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'esm', dts: true }], source: { tsconfigPath: './tsconfig.build.json' } }",
    ),
  });
  const [ts18003, bundled, missed, references] = await Promise.all([
    runRslib(noInputs, ['build']),
    runRslib(partialBundle, ['build']),
    runRslib(missing, ['build']),
    runRslib(referencesOnly, ['build']),
    buildOk(partialFiles),
  ]);
  const printed = (run: NodeRun) => stripVTControlCharacters(run.output);

  expect(ts18003.exitCode).toBe(1);
  for (const line of section.blocks[0]?.code.trim().split('\n') ?? []) {
    expect(printed(ts18003)).toContain(line);
  }
  // With dts: true the entry outside include gets no declaration; with dts.bundle the build fails.
  expect(filesUnder(path.join(partialFiles, 'dist'))).toEqual(['index.js', 'utils.d.ts']);
  expect(bundled.exitCode).toBe(1);
  expect(printed(bundled)).toMatch(quoted(inlineCode(prose, 'Declaration entry file')));
  // References only: reported as generated, none written.
  expect(references.exitCode, references.output).toBe(0);
  expect(printed(references)).toContain(inlineCode(prose, 'declaration files generated'));
  expect(filesUnder(path.join(referencesOnly, 'dist'))).toEqual(['index.js']);
  // A tsconfigPath to no file stops the build before anything is compiled.
  expect(missed.exitCode).toBe(1);
  expect(printed(missed)).toMatch(quoted(inlineCode(prose, 'Failed to resolve tsconfig file')));
  expect(existsSync(path.join(missing, 'dist'))).toBe(false);
});

/**
 * Where an editor's Go to Definition lands for `name` in `file`: TypeScript's language service
 * finds the declaration, and its source mapper follows a declaration map, as `tsserver` does.
 */
function definitionOf(dir: string, file: string, name: string): string[] {
  const fileName = path.join(dir, file);
  const text = readText(fileName);
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    types: [],
  };
  const service = ts.createLanguageService({
    getScriptFileNames: () => [fileName],
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) =>
      ts.sys.fileExists(f) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(f) ?? '') : undefined,
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  // Internal to TypeScript, and what tsserver maps each definition through.
  const { getSourceMapper } = ts as unknown as {
    getSourceMapper(host: object): {
      tryGetSourcePosition(at: { fileName: string; pos: number }): { fileName: string } | undefined;
    };
  };
  const mapper = getSourceMapper({
    useCaseSensitiveFileNames: () => true,
    getCurrentDirectory: () => dir,
    getProgram: () => service.getProgram(),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    log: () => {},
  });
  const found = service.getDefinitionAtPosition(fileName, text.indexOf(`${name}(`)) ?? [];
  return found.map((definition) => {
    const mapped = mapper.tryGetSourcePosition({
      fileName: definition.fileName,
      pos: definition.textSpan.start,
    });
    return path.relative(dir, mapped?.fileName ?? definition.fileName);
  });
}

test.concurrent('guide/advanced/dts: declarationMap writes .d.ts.map files that lead Go to Definition to the source; dts.bundle writes none', async () => {
  const dir = sampleCopy(
    'dts-declaration-map',
    {
      'src/math.ts': 'export const add = (a: number, b: number): number => a + b;\n',
      'src/index.ts': "export { add } from './math';\n",
      'tsconfig.json': tsconfigFile({ declarationMap: true }),
      'rslib.config.ts': configFile(`{
  lib: [
    { format: 'esm', dts: true },
    { format: 'esm', dts: { bundle: true }, output: { distPath: { root: './bundled' } } },
  ],
}`),
      'app/index.ts':
        "import { add } from '../dist/index.js';\n\nexport const three = add(1, 2);\n",
    },
    { ownSources: true },
  );
  await buildOk(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.d.ts',
    'index.d.ts.map',
    'index.js',
    'math.d.ts',
    'math.d.ts.map',
  ]);
  expect(JSON.parse(readText(dir, 'dist/math.d.ts.map')).sources).toEqual(['../src/math.ts']);
  expect(filesUnder(path.join(dir, 'bundled'))).toEqual(['index.d.ts', 'index.js']);
  expect(definitionOf(dir, 'app/index.ts', 'add')).toEqual(['src/math.ts']);
  // Without the map, the definition stays in dist.
  writeFileSync(path.join(dir, 'dist/math.d.ts.map'), '{}');
  expect(definitionOf(dir, 'app/index.ts', 'add')).toEqual(['dist/math.d.ts']);
});

const DTS_PAGE = 'guide/advanced/dts.md';

/** An ESM `lib` item with `options` that writes to `dist/<root>`. */
const item = (root: string, options: string): string =>
  `{ format: 'esm', ${options}, output: { distPath: { root: './dist/${root}' } } }`;

/** The prose of a section of the English dts page, as one text. */
const dtsProse = (sectionId: string): string =>
  sectionOf(pageSource('en', DTS_PAGE), sectionId).prose.join('\n');

/** A message the page quotes in inline code, as a pattern (see `quotePattern`). */
const quoted = (quote: string): RegExp => new RegExp(quotePattern(quote));

/**
 * What a consumer's TypeScript reports for `file` in `dir`, and for the declaration files it
 * loads: `file:line: TScode: message`, paths relative to `dir`. TypeScript's own lib files are
 * left unchecked, which only saves time.
 */
function consumerErrors(dir: string, file: string, skipLibCheck: boolean): string[] {
  const program = ts.createProgram([path.join(dir, file)], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    types: [],
    skipLibCheck,
  });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program
      .getSourceFiles()
      .filter((sourceFile) => !program.isSourceFileDefaultLibrary(sourceFile))
      .flatMap((sourceFile) => [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ]),
  ];
  return diagnostics.map((diagnostic) => {
    const where = diagnostic.file
      ? `${path.relative(dir, diagnostic.file.fileName)}:${
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
        }`
      : '';
    return `${where}: TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

test.concurrent('guide/advanced/dts: a hand-written .d.ts never reaches dist and leaves a dangling import; a .ts file or output.copy fixes it', async () => {
  const section = sectionOf(pageSource('en', DTS_PAGE), 'handwritten-dts');
  const prose = section.prose.join('\n');
  const types = pageBlock(DTS_PAGE, 'handwritten-dts', 'src/types.d.ts');
  const index = pageBlock(DTS_PAGE, 'handwritten-dts', 'src/index.ts');
  const copyItem =
    section.blocks.find((block) => block.title === 'rslib.config.ts' && block.partial)?.code ?? '';
  expect(copyItem).toContain('copy:');
  const handWritten = sampleCopy(
    'dts-handwritten',
    {
      'tsconfig.json': tsconfigFile({ rootDir: 'src' }),
      'src/types.d.ts': types,
      'src/index.ts': index,
      // Not imported: output.copy keeps the path of every .d.ts file.
      'src/shapes/point.d.ts': 'export interface Point {\n  x: number;\n}\n',
      'rslib.config.ts': `import { defineConfig } from '@rslib/core';

const copied = ${copyItem};

export default defineConfig({
  lib: [
    ${item('modules', 'dts: true')},
    ${item('bundled', 'dts: { bundle: true }')},
    { ...copied, output: { ...copied.output, distPath: { root: './dist/copied' } } },
  ],
});
`,
    },
    { ownSources: true },
  );
  const renamed = sampleCopy(
    'dts-handwritten-renamed',
    {
      'tsconfig.json': tsconfigFile({ rootDir: 'src' }),
      'src/types.ts': types,
      'src/index.ts': index,
      'rslib.config.ts': configFile(`{
  lib: [
    ${item('modules', 'dts: true')},
    ${item('bundled', 'dts: { bundle: true }')},
    ${item('bundleless', 'bundle: false')},
  ],
}`),
    },
    { ownSources: true },
  );
  const [handWrittenRun] = await Promise.all([buildOk(handWritten), buildOk(renamed)]);
  expect(handWrittenRun.output).not.toMatch(/warn/i);

  const danglingImport = inlineCode(prose, 'import type { User }');
  for (const root of ['modules', 'bundled']) {
    expect(filesUnder(path.join(handWritten, 'dist', root))).toEqual(['index.d.ts', 'index.js']);
    expect(readText(handWritten, 'dist', root, 'index.d.ts').startsWith(danglingImport)).toBe(true);
  }
  expect(filesUnder(path.join(handWritten, 'dist/copied'))).toEqual([
    'index.d.ts',
    'index.js',
    'shapes/point.d.ts',
    'types.d.ts',
  ]);
  expect(readText(handWritten, 'dist/copied/types.d.ts')).toBe(types);

  expect(filesUnder(path.join(renamed, 'dist/modules'))).toEqual([
    'index.d.ts',
    'index.js',
    'types.d.ts',
  ]);
  expect(prose).toContain("`'./types.js'`");
  expect(readText(renamed, 'dist/modules/index.d.ts')).toContain("from './types.js';");
  expect(filesUnder(path.join(renamed, 'dist/bundled'))).toEqual(['index.d.ts', 'index.js']);
  const bundled = readText(renamed, 'dist/bundled/index.d.ts');
  expect(bundled).toContain('interface User {');
  expect(bundled).not.toContain('./types');
  expect(prose).toContain('`export { };`');
  expect(readText(renamed, 'dist/bundleless/types.js').trim()).toBe('export { };');

  // A consumer passes a number where a User is expected: only a resolved User rejects it.
  const variants = {
    modules: './dist/modules/index.js',
    bundled: './dist/bundled/index.js',
    copied: './dist/copied/index.js',
    renamed: '../dts-handwritten-renamed/dist/modules/index.js',
    renamedBundled: '../dts-handwritten-renamed/dist/bundled/index.js',
  };
  const names = Object.keys(variants);
  const calls = names.map((name) => `export const ${name}Result = ${name}(42);`);
  const app = [
    ...Object.entries(variants).map(
      ([name, from]) => `import { greet as ${name} } from '${from}';`,
    ),
    '',
    ...calls,
  ];
  writeFileSync(path.join(handWritten, 'app.ts'), `${app.join('\n')}\n`);
  /** The variants whose call the errors reject. */
  const rejected = (errors: string[]) =>
    names.filter((_, i) =>
      errors.some((error) => error.startsWith(`app.ts:${app.indexOf(calls[i] ?? '') + 1}: `)),
    );
  const missing = inlineCode(prose, 'TS2307:');
  const checked = consumerErrors(handWritten, 'app.ts', false);
  expect(checked.filter((error) => error.includes(missing)).sort()).toEqual([
    expect.stringMatching(/^dist\/bundled\/index\.d\.ts:1: /),
    expect.stringMatching(/^dist\/modules\/index\.d\.ts:1: /),
  ]);
  expect(rejected(checked)).toEqual(['copied', 'renamed', 'renamedBundled']);
  const skipped = consumerErrors(handWritten, 'app.ts', true);
  expect(skipped.filter((error) => !error.startsWith('app.ts:'))).toEqual([]);
  expect(rejected(skipped)).toEqual(['copied', 'renamed', 'renamedBundled']);
});

test.concurrent('guide/advanced/dts: a typings folder outside include ends in TS7016; included, it keeps dist/index.d.ts, with or without rootDir', async () => {
  const prose = dtsProse('typings');
  const tsconfig = JSON.parse(pageBlock(DTS_PAGE, 'typings', 'tsconfig.json'));
  const { rootDir, ...withoutRootDir } = tsconfig.compilerOptions;
  expect(rootDir).toBe('src');
  const withTsconfig = (name: string, options: string) =>
    `{
      format: 'esm',
      source: { tsconfigPath: './tsconfig.${name}.json' },
      output: { distPath: { root: './dist-${name}' } },
      ${options},
    }`;
  const dir = sampleCopy(
    'dts-typings-folder',
    {
      ...fakePackage(
        'untyped-lib',
        { main: 'index.js' },
        { 'index.js': 'exports.shout = (text) => text.toUpperCase();\n' },
      ),
      'package.json': WITH_DEPENDENCIES({ 'untyped-lib': '^1.0.0' }),
      'typings/untyped-lib.d.ts':
        "declare module 'untyped-lib' {\n  export function shout(text: string): string;\n}\n",
      'src/index.ts':
        "import { shout } from 'untyped-lib';\n\nexport const greet = (name: string): string => shout(name);\n",
      'tsconfig.src.json': tsconfigFile({ rootDir: 'src' }),
      'tsconfig.page.json': tsconfigFile(tsconfig.compilerOptions, tsconfig.include),
      'tsconfig.no-root-dir.json': tsconfigFile(withoutRootDir, tsconfig.include),
      // The failing item reports and lets the others finish.
      'rslib.config.ts': configFile(`{
  lib: [
    ${withTsconfig('src', 'dts: { abortOnError: false }')},
    ${withTsconfig('page', 'dts: true')},
    ${withTsconfig('no-root-dir', 'dts: true')},
  ],
}`),
    },
    { ownSources: true },
  );
  const run = await buildOk(dir);
  const output = stripVTControlCharacters(run.output);
  expect(output).toMatch(quoted(inlineCode(prose, 'TS7016:')));
  expect(output).toContain('Failed to generate declaration files. (esm0)');
  expect(output.match(/Failed to generate declaration files/g)).toHaveLength(1);
  for (const name of ['page', 'no-root-dir']) {
    expect(filesUnder(path.join(dir, `dist-${name}`))).toEqual(['index.d.ts', 'index.js']);
  }
});

test.concurrent('guide/advanced/dts: an inferred type from a dependency of a dependency fails with TS2742, bundled or not; an annotation fixes it', async () => {
  const prose = dtsProse('ts2742');
  const [inferred, annotated] = sectionOf(pageSource('en', DTS_PAGE), 'ts2742')
    .blocks.filter((block) => block.title === 'src/index.ts')
    .map((block) => block.code);
  const namedImport = inlineCode(prose, 'import type { Store }');
  const namedExport = inlineCode(prose, 'export const store: Store');
  const both = `${item('modules', 'dts: true')},\n    ${item('bundled', 'dts: { bundle: true }')}`;
  const failing = installStorePackages(
    sampleCopy(
      'dts-ts2742',
      {
        ...STORE_PACKAGES,
        'package.json': WITH_DEPENDENCIES({ 'factory-lib': '^1.0.0' }),
        'tsconfig.json': tsconfigFile({ rootDir: 'src' }),
        'src/index.ts': inferred ?? '',
        'rslib.config.ts': configFile(`{\n  lib: [\n    ${both},\n  ],\n}`),
      },
      { ownSources: true },
    ),
    ['factory-lib'],
  );
  const fixed = installStorePackages(
    sampleCopy(
      'dts-ts2742-annotated',
      {
        ...STORE_PACKAGES,
        'package.json': WITH_DEPENDENCIES({ 'factory-lib': '^1.0.0', 'store-core': '^1.0.0' }),
        'tsconfig.json': tsconfigFile({ rootDir: 'src' }),
        'tsconfig.named.json': tsconfigFile({ rootDir: 'named' }, ['named']),
        'src/index.ts': annotated ?? '',
        // The other fix: the type imported from store-core, a dependency of its own.
        'named/index.ts': `import { createStore } from 'factory-lib';\n${namedImport};\n\n${namedExport}\n`,
        'rslib.config.ts': configFile(`{
  lib: [
    ${both},
    ${item('named', "dts: true, source: { entry: { index: './named/index.ts' }, tsconfigPath: './tsconfig.named.json' }")},
  ],
}`),
      },
      { ownSources: true },
    ),
    ['factory-lib', 'store-core'],
  );
  const [failed] = await Promise.all([runRslib(failing, ['build']), buildOk(fixed)]);
  expect(failed.exitCode).toBe(1);
  const output = stripVTControlCharacters(failed.output);
  const message = inlineCode(prose, '[tsc] src/index.ts');
  expect(output.split(message)).toHaveLength(3);
  expect(prose).toContain('`Failed to generate declaration files. (esm)`');
  for (const env of ['esm0', 'esm1']) {
    expect(output).toContain(`Failed to generate declaration files. (${env})`);
  }

  const declaration = inlineCode(prose, 'export declare const store:');
  for (const root of ['modules', 'bundled']) {
    const written = readText(fixed, 'dist', root, 'index.d.ts');
    expect(written).toContain(declaration);
    expect(written).toMatch(/^import \{ createStore \} from 'factory-lib';/);
  }
  const named = readText(fixed, 'dist/named/index.d.ts');
  expect(named).toContain("import type { Store } from 'store-core';");
  expect(named).toContain('export declare const store: Store;');
});
