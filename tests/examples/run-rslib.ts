/**
 * Copies of the sample library, and what builds them: the installed `rslib` CLI, the way a user
 * runs it, one child process per run (`runRslib`), or for a plain `rslib build` a pool of
 * long-lived build servers (`poolBuilds`, build-pool.ts). Each copy lives under
 * `.scratch/examples/`, inside the repository, so that Node resolves `@rslib/core` and the plugins
 * the pages import from the repository's own node_modules.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { type NodeRun, runNode } from '../support/run-node';
import { buildPool } from './build-pool';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLE_DIR = path.join(import.meta.dirname, 'sample');
const EXAMPLES_DIR = path.join(REPO_ROOT, '.scratch/examples');
const RSLIB_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rslib/core/package.json')),
  'bin/rslib.js',
);

/** A text file, at the path the parts join to (`readText(dir, 'dist/index.js')`). */
export const readText = (...parts: string[]): string => readFileSync(path.join(...parts), 'utf8');

/**
 * The TypeScript a copy installs, by major version: the repository's own 5, or 6 and 7 from
 * `typescript-versions/`, a workspace package of its own because at the root their `tsc` would
 * replace the one the site's type-check runs.
 */
export const TYPESCRIPT = {
  5: path.join(REPO_ROOT, 'node_modules/typescript'),
  6: path.join(import.meta.dirname, 'typescript-versions/node_modules/typescript-6'),
  7: path.join(import.meta.dirname, 'typescript-versions/node_modules/typescript-7'),
} as const;
export type TypeScriptVersion = keyof typeof TYPESCRIPT;

/** TypeScript's compiler, as `npx tsc` runs it. */
export const TSC_BIN = path.join(TYPESCRIPT[5], 'bin/tsc');

/**
 * The environment of a user's terminal, with `extra` over it: without the `npm_config_*` settings
 * that the pnpm running the tests hands down (`pnpm -s` would silence a nested npm or pnpm).
 */
export const terminalEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')),
  ),
  ...extra,
});

/** A file's text for a value written as JSON, as a person writes it. */
export const jsonFile = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** An `rslib.config.ts` that exports `body` through `defineConfig`, after `imports`. */
export const configFile = (body: string, imports = ''): string =>
  `${imports}import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

/** The import a config needs for its `mf` items. */
export const IMPORT_MF_PLUGIN =
  "import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';\n";

/** The config of one ESM item. */
export const ESM_CONFIG = configFile("{ lib: [{ format: 'esm' }] }");

/** The config of a dual package: one ESM item, one CommonJS item. */
export const ESM_AND_CJS = configFile("{ lib: [{ format: 'esm' }, { format: 'cjs' }] }");

/** A `package.json` for a copy: the sample's name, version and module type, with `fields` over them. */
export const samplePackage = (fields: Record<string, unknown> = {}): string =>
  jsonFile({ name: 'sample-lib', version: '1.0.0', type: 'module', ...fields });

/** The sample's `package.json` with these `dependencies`. */
export const WITH_DEPENDENCIES = (dependencies: Record<string, string>): string =>
  samplePackage({ dependencies });

/** A package under the copy's `node_modules`, written as files of `sampleCopy`. */
export const fakePackage = (
  name: string,
  manifest: object,
  files: Record<string, string>,
): Record<string, string> =>
  Object.fromEntries([
    [`node_modules/${name}/package.json`, jsonFile({ name, version: '1.0.0', ...manifest })],
    ...Object.entries(files).map(([file, text]) => [`node_modules/${name}/${file}`, text]),
  ]);

/** An ES module package under the copy's `node_modules` whose `index.js` is `code`. */
export const esmPackage = (name: string, code: string): Record<string, string> =>
  fakePackage(name, { type: 'module', exports: './index.js' }, { 'index.js': code });

/**
 * The compiler options every copy's tsconfig starts from; a test adds what its claim needs.
 * As in `sample/tsconfig.json`:
 * - `lib: ['ES2022']`, as create-rslib's Node.js template has: no DOM, whose declarations
 *   TypeScript would otherwise read in every declaration build (0.3 s of CPU time, a fifth of a
 *   small build with `dts`). A copy whose sources use the DOM or a worker's globals names that
 *   lib itself, and a command-line entry references Node.js's types (`CLI_SCRIPT`).
 * - `types: []`: the copies sit inside this repository, so TypeScript would otherwise load every
 *   `@types` package of the site's own node_modules into each declaration build, which the
 *   sample library does not depend on. Imported packages still get their types.
 * - no `jsx`: the sample is a plain TypeScript library. With `jsx: 'react-jsx'` TypeScript reads
 *   React's types (29,000 lines) into every declaration build, TSX or not: a fifth of the CPU
 *   time of each declaration process. A copy with React components writes `REACT_TSCONFIG`
 *   (sample-files.ts).
 */
const BASE_COMPILER_OPTIONS = {
  lib: ['ES2022'],
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  strict: true,
  skipLibCheck: true,
  isolatedModules: true,
  types: [],
};

/**
 * A command-line entry as a script (no `import` or `export`): it prints, with the console of
 * Node.js's types, which the copies' `lib` leaves out.
 */
export const CLI_SCRIPT = '/// <reference types="node" />\nconsole.log(\'cli\');\n';

/** A `tsconfig.json` over `src` with the base options and `compilerOptions` on top. */
export function tsconfigFile(
  compilerOptions: Record<string, unknown> = {},
  include: string[] = ['src'],
): string {
  return jsonFile({ compilerOptions: { ...BASE_COMPILER_OPTIONS, ...compilerOptions }, include });
}

export { runNode };

/**
 * A fresh copy of the sample library in `.scratch/examples/<name>`, with `files` written over it
 * (paths relative to the copy). With `ownSources`, the sample's `src` is left out: the files are
 * all the sources. `typescript` is the major version the copy installs.
 */
export function sampleCopy(
  name: string,
  files: Record<string, string> = {},
  { ownSources = false, typescript = 5 as TypeScriptVersion } = {},
): string {
  const dir = path.join(EXAMPLES_DIR, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(SAMPLE_DIR, dir, {
    recursive: true,
    filter: (source) => !ownSources || !source.startsWith(path.join(SAMPLE_DIR, 'src')),
  });
  // Rslib resolves TypeScript from the project, and a block may name it (`dts.typescriptPath`).
  // Only that package is linked: caches that tools write under node_modules stay in the copy.
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(TYPESCRIPT[typescript], path.join(dir, 'node_modules/typescript'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export function runRslib(
  dir: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<NodeRun> {
  return runNode(dir, [RSLIB_BIN, ...args], env);
}

/** Runs `rslib` (`build` by default) in `dir` and fails the test, with its output, unless it succeeds. */
export async function runRslibOk(
  dir: string,
  args: string[] = ['build'],
  env: Record<string, string | undefined> = {},
): Promise<NodeRun> {
  const run = await runRslib(dir, args, env);
  expect(run.exitCode, run.output).toBe(0);
  return run;
}

/**
 * Runs `script`, an ES module written into `dir` as `run.mjs`, with `nodeArgs` before it, and
 * returns what it printed, failing the test, with the output, unless it exits with 0.
 */
export async function runScript(
  dir: string,
  script: string,
  nodeArgs: readonly string[] = [],
): Promise<string> {
  writeFileSync(path.join(dir, 'run.mjs'), script);
  const run = await runNode(dir, [...nodeArgs, 'run.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  return run.output.trim();
}

/**
 * What `expression` evaluates to in a module run in `dir` (ESM or CommonJS) after `setup`, its
 * value printed as JSON and parsed back; fails the test, with the output, unless Node.js exits
 * with 0.
 */
export async function evaluate(
  dir: string,
  kind: 'esm' | 'cjs',
  setup: string,
  expression: string,
): Promise<unknown> {
  const print = `console.log(JSON.stringify(await (async () => ${expression})() ?? null))`;
  const run =
    kind === 'esm'
      ? await runNode(dir, ['--input-type=module', '-e', `${setup}\n${print}`])
      : await runNode(dir, ['-e', `(async () => { ${setup}\n${print} })()`]);
  expect(run.exitCode, run.output).toBe(0);
  return JSON.parse(run.output.trim().split('\n').at(-1) ?? 'null') as unknown;
}

/** Every file under `dir`, relative to it with `/` separators, sorted. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * What `rslib build` without options does, through a pool of long-lived build servers for the
 * test file that calls it at its top level (`build-pool.ts`), failing the test, with its output,
 * unless the build succeeds.
 */
export function poolBuilds(): (dir: string) => Promise<NodeRun> {
  const pool = buildPool();
  afterAll(() => pool.close());
  return async (dir) => {
    const run = await pool.build(dir);
    expect(run.exitCode, run.output).toBe(0);
    return run;
  };
}
