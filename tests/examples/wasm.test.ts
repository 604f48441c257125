/**
 * What guide/advanced/wasm says a build does with WebAssembly: the files it writes (the trees both
 * languages draw), the code that loads them, and that the output runs in Node.js.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pageSource } from '../support/docs';
import { extractCodeBlocks } from '../support/markdown';
import { expectDrawnTrees, titledBlock } from './output-trees';
import {
  configFile,
  ESM_CONFIG,
  filesUnder,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  runScript,
  sampleCopy,
  TSC_BIN,
} from './run-rslib';

/** `rslib build` in a copy, failing the test unless it succeeds. */
const build = poolBuilds();

const WASM_PAGE = 'guide/advanced/wasm.md';
const RSBUILD = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rsbuild/core/package.json')),
  'bin/rsbuild.js',
);

/** A WebAssembly module whose one export is `add(a: i32, b: i32): i32`. */
const ADD_WASM = Uint8Array.from([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // "\0asm", version 1
  ...[0x01, 0x07, 0x01, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f], // types: (i32, i32) -> i32
  ...[0x03, 0x02, 0x01, 0x00], // functions: one, of type 0
  ...[0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x00], // exports: "add" is function 0
  ...[0x0a, 0x09, 0x01, 0x07, 0x00, 0x20, 0x00, 0x20, 0x01, 0x6a, 0x0b], // code: a + b
]);

/**
 * The module of a wasm-bindgen package in miniature: it imports `double(i32): i32` from
 * "./calc_bg.js" and exports `add(a, b)`, which returns `double(a + b)`.
 */
const CALC_BG_WASM = Uint8Array.from([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
  // types: 0 is (i32, i32) -> i32, 1 is (i32) -> i32
  ...[0x01, 0x0c, 0x02, 0x60, 0x02, 0x7f, 0x7f, 0x01, 0x7f, 0x60, 0x01, 0x7f, 0x01, 0x7f],
  // imports: "./calc_bg.js" "double", a function of type 1
  ...[0x02, 0x17, 0x01, 0x0c, ...new TextEncoder().encode('./calc_bg.js')],
  ...[0x06, ...new TextEncoder().encode('double'), 0x00, 0x01],
  ...[0x03, 0x02, 0x01, 0x00], // functions: one, of type 0 (function 1, after the import)
  ...[0x07, 0x07, 0x01, 0x03, 0x61, 0x64, 0x64, 0x00, 0x01], // exports: "add" is function 1
  ...[0x0a, 0x0b, 0x01, 0x09, 0x00, 0x20, 0x00, 0x20, 0x01, 0x6a, 0x10, 0x00, 0x0b], // double(a + b)
]);

const ADD_TYPES = 'export function add(a: number, b: number): number;\n';
const SUM = `import { add } from './add.wasm';

export const sum = (a: number, b: number): number => add(a, b);
`;
const PRINT_SUM = "import { sum } from './dist/index.js';\nconsole.log(await sum(2, 3));\n";

/** A copy of the sample with `sources`, and the `.wasm` files written byte for byte. */
function wasmCopy(
  name: string,
  sources: Record<string, string>,
  modules: Record<string, Uint8Array> = { 'src/add.wasm': ADD_WASM },
): string {
  const dir = sampleCopy(name, sources, { ownSources: true });
  for (const [file, bytes] of Object.entries(modules)) writeFileSync(path.join(dir, file), bytes);
  return dir;
}

/** Node.js runs `.wasm` imports only with its WebAssembly module support on. */
const WASM_MODULES_FLAG = process.allowedNodeEnvironmentFlags.has('--experimental-wasm-modules')
  ? ['--experimental-wasm-modules']
  : [];

/** `runScript` with WebAssembly modules on, without the warning Node.js prints about them. */
async function runWithWasmModules(dir: string, script: string): Promise<string> {
  const output = await runScript(dir, script, WASM_MODULES_FLAG);
  return output
    .replace(/^\(node:\d+\) ExperimentalWarning.*\n|^\(Use `node --trace.*\n/gm, '')
    .trim();
}

test.concurrent.for([
  { target: 'node', loads: 'readFile(new URL(wasmModuleFilename, import.meta.url)' },
  { target: 'web', loads: 'WebAssembly.instantiateStreaming' },
])(
  'guide/advanced/wasm: bundle mode on $target emits the module under static/wasm and loads it with $loads',
  async ({ target, loads }) => {
    const dir = wasmCopy(`wasm-bundle-${target}`, {
      'src/add.wasm.d.ts': ADD_TYPES,
      'src/index.ts': SUM,
      'rslib.config.ts': configFile(
        `{ lib: [{ format: 'esm' }], output: { target: '${target}' } }`,
      ),
    });
    await build(dir);
    expectDrawnTrees(WASM_PAGE, 'bundle-mode', dir);
    const code = readText(dir, 'dist/index.js');
    expect(code).toContain(loads);
    expect(code).toContain('"static/wasm/54b710755d.module.wasm"');
    expect(code).toMatch(/^const add = await __webpack_require__\("[^"]+"\);$/m);
    if (target === 'node') expect(await runScript(dir, PRINT_SUM)).toBe('5');
  },
);

test.concurrent('guide/advanced/wasm: a dynamic import moves the instance and its await into a chunk', async () => {
  const dir = wasmCopy('wasm-dynamic', {
    'src/add.wasm.d.ts': ADD_TYPES,
    'src/index.ts': `export async function sum(a: number, b: number): Promise<number> {
  const { add } = await import('./add.wasm');
  return add(a, b);
}
`,
    'rslib.config.ts': ESM_CONFIG,
  });
  await build(dir);
  expectDrawnTrees(WASM_PAGE, 'dynamic-import', dir);
  expect(readText(dir, 'dist/index.js')).not.toMatch(/^const \w+ = await /m);
  expect(readText(dir, 'dist/add.js')).toMatch(/^const add = await __webpack_require__/m);
  expect(await runScript(dir, PRINT_SUM)).toBe('5');
});

test.concurrent('guide/advanced/wasm: bundleless mode keeps the import and copies only imported modules', async () => {
  const dir = wasmCopy(
    'wasm-bundleless',
    {
      'src/add.wasm.d.ts': ADD_TYPES,
      'src/index.ts': SUM,
      'rslib.config.ts': configFile("{\n  lib: [{ format: 'esm', bundle: false }],\n}"),
    },
    { 'src/add.wasm': ADD_WASM, 'src/unused.wasm': ADD_WASM },
  );
  await build(dir);
  expectDrawnTrees(WASM_PAGE, 'bundleless-mode', dir);
  expect(readText(dir, 'dist/index.js')).toBe(
    'import { add } from "./add.wasm";\nconst sum = (a, b)=>add(a, b);\nexport { sum };\n',
  );
  if (process.versions.node.startsWith('20.')) {
    writeFileSync(path.join(dir, 'plain.mjs'), PRINT_SUM);
    const plain = await runNode(dir, ['plain.mjs']);
    expect(plain.output).toContain('ERR_UNKNOWN_FILE_EXTENSION');
  }
  expect(await runWithWasmModules(dir, PRINT_SUM)).toBe('5');
});

test.concurrent('guide/advanced/wasm: a cjs item builds a .wasm import whose export is undefined at require time', async () => {
  const dir = wasmCopy('wasm-cjs', {
    'src/add.wasm.d.ts': ADD_TYPES,
    'src/index.ts': SUM,
    'rslib.config.ts': configFile("{ lib: [{ format: 'cjs' }] }"),
  });
  await build(dir);
  writeFileSync(
    path.join(dir, 'run.cjs'),
    "console.log(typeof require('./dist/index.cjs').sum);\n",
  );
  const run = await runNode(dir, ['run.cjs']);
  expect(run.output.trim()).toBe('undefined');
});

test.concurrent('guide/advanced/wasm: the wasm option on a cjs item stops the build', async () => {
  const dir = wasmCopy('wasm-cjs-option', {
    'src/index.ts': 'export const one = 1;\n',
    'rslib.config.ts': configFile("{ lib: [{ format: 'cjs', wasm: false }] }"),
  });
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode).toBe(1);
  expect(run.output).toContain('"wasm" only supports the "esm" format.');
});

test.concurrent.for([
  { bundle: true, wasmInApp: false, bakedPath: true },
  { bundle: false, wasmInApp: true, bakedPath: false },
])(
  'guide/advanced/wasm: an Rsbuild app bundling the bundle: $bundle output copies the .wasm: $wasmInApp',
  async ({ bundle, wasmInApp, bakedPath }) => {
    const dir = wasmCopy(`wasm-consumer-${bundle}`, {
      'src/add.wasm.d.ts': ADD_TYPES,
      'src/index.ts': SUM,
      'rslib.config.ts': configFile(
        `{ lib: [{ format: 'esm', bundle: ${bundle} }], output: { target: 'web' } }`,
      ),
      'app/package.json': JSON.stringify({ name: 'app', private: true, type: 'module' }),
      'app/src/index.js': "import { sum } from '../../dist/index.js';\n\nconsole.log(sum(2, 3));\n",
    });
    await build(dir);
    const app = await runNode(path.join(dir, 'app'), [RSBUILD, 'build'], {
      NODE_ENV: 'production',
    });
    expect(app.exitCode, app.output).toBe(0);
    const files = filesUnder(path.join(dir, 'app/dist'));
    const wasm = files.filter((file) => file.endsWith('.wasm'));
    if (wasmInApp)
      expect(wasm).toEqual([expect.stringMatching(/^static\/wasm\/[0-9a-f]+\.module\.wasm$/)]);
    else expect(wasm).toEqual([]);
    const js = files
      .filter((file) => file.endsWith('.js'))
      .map((file) => readText(dir, `app/dist/${file}`))
      .join('\n');
    expect(js.includes(`file://${path.join(dir, 'dist/index.js')}`)).toBe(bakedPath);
  },
);

test.concurrent.for([
  { bundle: true, files: ['index.js', 'static/wasm/46a332ea1d.module.wasm'] },
  { bundle: false, files: ['index.js', 'pkg/calc.js', 'pkg/calc_bg.js', 'pkg/calc_bg.wasm'] },
])(
  'guide/advanced/wasm: a wasm-bindgen package (bundle: $bundle) builds to $files and runs',
  async ({ bundle, files }) => {
    const dir = wasmCopy(
      `wasm-bindgen-${bundle}`,
      {
        'src/pkg/calc.js': titledBlock(WASM_PAGE, 'src/pkg/calc.js'),
        'src/pkg/calc_bg.js': titledBlock(WASM_PAGE, 'src/pkg/calc_bg.js'),
        'src/pkg/calc.d.ts': titledBlock(WASM_PAGE, 'src/pkg/calc.d.ts'),
        'src/index.ts':
          "import { addDoubled } from './pkg/calc.js';\n\nexport const sumTwice = (a: number, b: number): number => addDoubled(a, b);\n",
        'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', bundle: ${bundle}, dts: true }] }`),
      },
      { 'src/pkg/calc_bg.wasm': CALC_BG_WASM },
    );
    await build(dir);
    expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.d.ts', ...files].sort());
    const script = "import { sumTwice } from './dist/index.js';\nconsole.log(sumTwice(2, 3));\n";
    expect(bundle ? await runScript(dir, script) : await runWithWasmModules(dir, script)).toBe(
      '10',
    );
  },
);

test.concurrent.for([{ bundle: true }, { bundle: false }])(
  'guide/advanced/wasm: new URL() to a .wasm file without ./ (bundle: $bundle) emits it under static/wasm',
  async ({ bundle }) => {
    const dir = wasmCopy(`wasm-new-url-${bundle}`, {
      'src/index.ts': `import { readFile } from 'node:fs/promises';

export async function sum(a: number, b: number): Promise<number> {
  const { instance } = await WebAssembly.instantiate(await readFile(new URL('add.wasm', import.meta.url)));
  return (instance.exports.add as (a: number, b: number) => number)(a, b);
}
`,
      'src/env.d.ts': "declare module 'node:fs/promises';\n",
      'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', bundle: ${bundle} }] }`),
    });
    await build(dir);
    expect(filesUnder(path.join(dir, 'dist'))).toEqual([
      'index.js',
      'static/wasm/54b710755d.module.wasm',
    ]);
    expect(readText(dir, 'dist/index.js')).toContain(
      'new URL("./static/wasm/54b710755d.module.wasm", import.meta.url)',
    );
    expect(await runScript(dir, PRINT_SUM)).toBe('5');
  },
);

/**
 * Runs tsc over `files` in `dir` with strict ESM settings and `options`, without the @types
 * packages the repository has (a consumer's project would not have them either).
 */
function typeCheck(dir: string, files: string[], options: Record<string, unknown> = {}) {
  const compilerOptions = {
    noEmit: true,
    strict: true,
    module: 'ESNext',
    moduleResolution: 'Bundler',
    target: 'ES2022',
    types: [],
    ...options,
  };
  writeFileSync(path.join(dir, 'tsconfig.check.json'), JSON.stringify({ compilerOptions, files }));
  return runNode(dir, [TSC_BIN, '-p', 'tsconfig.check.json']);
}

test.concurrent('guide/advanced/wasm: TypeScript finds add.wasm.d.ts, add.d.wasm.ts only with allowArbitraryExtensions, and no named export in a wildcard', async () => {
  const dir = wasmCopy('wasm-types', { 'src/index.ts': SUM });
  const tsc = (files: string[], options: Record<string, unknown> = {}) =>
    typeCheck(dir, files, options);

  writeFileSync(path.join(dir, 'src/add.wasm.d.ts'), ADD_TYPES);
  expect((await tsc(['src/index.ts'])).exitCode).toBe(0);
  rmSync(path.join(dir, 'src/add.wasm.d.ts'));

  writeFileSync(path.join(dir, 'src/add.d.wasm.ts'), ADD_TYPES);
  expect((await tsc(['src/index.ts'])).output).toContain("'--allowArbitraryExtensions' is not set");
  expect((await tsc(['src/index.ts'], { allowArbitraryExtensions: true })).exitCode).toBe(0);
  rmSync(path.join(dir, 'src/add.d.wasm.ts'));

  writeFileSync(
    path.join(dir, 'src/env.d.ts'),
    "declare module '*.wasm' {\n  const exports: WebAssembly.Exports;\n  export = exports;\n}\n",
  );
  expect((await tsc(['src/index.ts', 'src/env.d.ts'])).output).toContain(
    "has no exported member 'add'",
  );
});

/** A consumer that checks the type of `add` through the package's declaration files. */
const CONSUMER =
  "import { add } from '../dist/index.js';\n\nexport const text: string = add(1, 2);\n";

async function consumerCheck(dir: string, skipLibCheck: boolean) {
  writeFileSync(path.join(dir, 'consumer/use.ts'), CONSUMER);
  return typeCheck(dir, ['consumer/use.ts'], { skipLibCheck });
}

test.concurrent('guide/advanced/wasm: dts keeps a wrapper typed and a re-export pointing at ./add.wasm', async () => {
  const dir = wasmCopy('wasm-dts-bundle', {
    'src/add.wasm.d.ts': ADD_TYPES,
    'src/index.ts': `${SUM}export { add } from './add.wasm';\n`,
    'consumer/.keep': '',
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', dts: true }] }"),
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.d.ts',
    'index.js',
    'static/wasm/54b710755d.module.wasm',
  ]);
  expect(readText(dir, 'dist/index.d.ts')).toBe(
    "export declare const sum: (a: number, b: number) => number;\nexport { add } from './add.wasm';\n",
  );
  expect((await consumerCheck(dir, false)).output).toContain("Cannot find module './add.wasm'");
  // With skipLibCheck, add is any: assigning its result to a string is not an error.
  expect((await consumerCheck(dir, true)).exitCode).toBe(0);
});

test.concurrent("guide/advanced/wasm: the page's bundleless output.copy puts the declarations next to the .wasm files", async () => {
  const dir = wasmCopy(
    'wasm-dts-bundleless-copy',
    {
      'src/add.wasm.d.ts': ADD_TYPES,
      'src/math/add.wasm.d.ts': ADD_TYPES,
      'src/index.ts':
        "export { add } from './add.wasm';\nexport { add as addAgain } from './math/add.wasm';\n",
      'consumer/.keep': '',
      'rslib.config.ts':
        extractCodeBlocks(pageSource('en', WASM_PAGE)).find(
          (block) => block.title === 'rslib.config.ts' && block.code.includes('copy'),
        )?.code ?? '',
    },
    { 'src/add.wasm': ADD_WASM, 'src/math/add.wasm': ADD_WASM },
  );
  expect(readText(dir, 'rslib.config.ts')).toContain("from: '**/*.wasm.d.ts'");
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'add.wasm',
    'add.wasm.d.ts',
    'index.d.ts',
    'index.js',
    'math/add.wasm',
    'math/add.wasm.d.ts',
  ]);
  // add is typed now: the consumer's string is an error even with skipLibCheck.
  expect((await consumerCheck(dir, true)).output).toContain(
    "Type 'number' is not assignable to type 'string'.",
  );
});
