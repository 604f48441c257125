/**
 * What guide/advanced/web-workers and guide/advanced/wasm say a build does with workers and
 * WebAssembly: the files it writes (the trees both languages draw), the code that points at them,
 * and that the output runs in Node.js.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { pageSource } from '../support/docs';
import { codeTitled, extractCodeBlocks } from '../support/markdown';
import { expectDrawnTrees } from './output-trees';
import {
  configFile,
  ESM_CONFIG,
  filesUnder,
  IMPORT_MF_PLUGIN,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  TSC_BIN,
} from './run-rslib';

/** `rslib build` in a copy, failing the test unless it succeeds. */
const build = poolBuilds();

/** A titled block of the English page, whose code blocks the builds below use. */
const blockOf = (page: string, title: string): string => codeTitled(pageSource('en', page), title);

/** Runs `script` (an ES module written into `dir`) and returns what it printed. */
async function runScript(dir: string, script: string): Promise<string> {
  writeFileSync(path.join(dir, 'run.mjs'), script);
  const run = await runNode(dir, ['run.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  return run.output.trim();
}

// ---------------------------------------------------------------------------------------------
// guide/advanced/web-workers

const WORKERS_PAGE = 'guide/advanced/web-workers.md';

const WEB_ESM = configFile("{ lib: [{ format: 'esm' }], output: { target: 'web' } }");
const WEB_BUNDLELESS = configFile(
  "{ lib: [{ format: 'esm', bundle: false }], output: { target: 'web' } }",
);

const DOUBLE_WORKER = `self.onmessage = (event: MessageEvent<number>) => {
  self.postMessage(event.data * 2);
};
`;
const START_DOUBLER = `export function createDoubler(): Worker {
  return new Worker(new URL('./workers/double.worker.ts', import.meta.url));
}
`;

/** A copy whose sources are the doubler worker and the entry that starts it, with `files` over them. */
const doublerCopy = (name: string, files: Record<string, string>): string =>
  sampleCopy(
    name,
    { 'src/workers/double.worker.ts': DOUBLE_WORKER, 'src/index.ts': START_DOUBLER, ...files },
    { ownSources: true },
  );

/**
 * Calls `createDoubler()` from the output with a stand-in `Worker`, and prints the file the
 * worker would load, whether it exists, and the options.
 */
const START_WORKER_SCRIPT = `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const started = [];
globalThis.Worker = class {
  constructor(url, options) {
    started.push({ file: fileURLToPath(url), options });
  }
};
const { createDoubler } = await import('./dist/index.js');
createDoubler();
console.log(JSON.stringify(started.map(({ file, options }) => ({ file, exists: existsSync(file), options }))));
`;

/** Loads a worker file with a stand-in \`self\`, sends it 21, and prints what it posted back. */
const RUN_WORKER_SCRIPT = (file: string) => `const posted = [];
globalThis.self = { postMessage: (value) => posted.push(value) };
await import('./${file}');
await self.onmessage({ data: 21 });
console.log(JSON.stringify(posted));
`;

interface StartedWorker {
  file: string;
  exists: boolean;
  options: Record<string, unknown>;
}

async function startedWorkers(dir: string): Promise<StartedWorker[]> {
  return JSON.parse(await runScript(dir, START_WORKER_SCRIPT)) as StartedWorker[];
}

test.concurrent('guide/advanced/web-workers: bundle mode emits the worker as a chunk named after its file', async () => {
  const dir = doublerCopy('workers-bundle', {
    'rslib.config.ts': WEB_ESM,
  });
  await build(dir);
  expectDrawnTrees(WORKERS_PAGE, 'bundle-mode', dir);
  expect(readText(dir, 'dist/index.js')).toContain(
    'new Worker(new URL("./double.worker.js", import.meta.url), {\n        type: "module"\n    })',
  );
  const [started] = await startedWorkers(dir);
  expect(started).toEqual({
    file: path.join(dir, 'dist/double.worker.js'),
    exists: true,
    options: { type: 'module' },
  });
  expect(await runScript(dir, RUN_WORKER_SCRIPT('dist/double.worker.js'))).toBe('[42]');
});

test.concurrent('guide/advanced/web-workers: a literal name in the options names the chunk', async () => {
  const dir = doublerCopy('workers-bundle-name', {
    'src/index.ts': START_DOUBLER.replace(
      'import.meta.url))',
      "import.meta.url), { name: 'doubler' })",
    ),
    'rslib.config.ts': WEB_ESM,
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['doubler.js', 'index.js']);
  const [started] = await startedWorkers(dir);
  expect(started).toEqual({
    file: path.join(dir, 'dist/doubler.js'),
    exists: true,
    options: { name: 'doubler', type: 'module' },
  });
});

test.concurrent('guide/advanced/web-workers: a module the worker and the entry share moves to a chunk both import', async () => {
  const dir = sampleCopy(
    'workers-bundle-shared',
    {
      'src/math.ts': 'export const double = (n: number): number => n * 2;\n',
      'src/workers/double.worker.ts': `import { double } from '../math';

self.onmessage = (event: MessageEvent<number>) => {
  self.postMessage(double(event.data));
};
`,
      'src/index.ts': `export { double } from './math';\n${START_DOUBLER}`,
      'rslib.config.ts': WEB_ESM,
    },
    { ownSources: true },
  );
  await build(dir);
  const files = filesUnder(path.join(dir, 'dist'));
  const [shared, ...others] = files.filter(
    (file) => !['double.worker.js', 'index.js'].includes(file),
  );
  expect(others).toEqual([]);
  expect(files).toContain('double.worker.js');
  for (const file of ['index.js', 'double.worker.js']) {
    expect(readText(dir, `dist/${file}`), file).toContain(`from "./${shared}"`);
  }
  expect(await runScript(dir, RUN_WORKER_SCRIPT('dist/double.worker.js'))).toBe('[42]');
});

test.concurrent('guide/advanced/web-workers: with two lib items the worker chunk carries the item index', async () => {
  const dir = doublerCopy('workers-bundle-two-items', {
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm' }, { format: 'esm', output: { distPath: './dist/b' } }],\n  output: { target: 'web' },\n}",
    ),
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'b/double.worker~1.js',
    'b/index.js',
    'double.worker~0.js',
    'index.js',
  ]);
});

test.concurrent('guide/advanced/web-workers: bundleless mode compiles the worker in place and points at it', async () => {
  const dir = sampleCopy(
    'workers-bundleless',
    {
      'src/math.ts': 'export const double = (n: number): number => n * 2;\n',
      'src/workers/double.worker.ts': `import { double } from '../math';

self.onmessage = (event: MessageEvent<number>) => {
  self.postMessage(double(event.data));
};
`,
      'src/index.ts': START_DOUBLER,
      'rslib.config.ts': WEB_BUNDLELESS,
    },
    { ownSources: true },
  );
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.js',
    'math.js',
    'workers/double.worker.js',
  ]);
  expect(readText(dir, 'dist/workers/double.worker.js')).toContain('from "../math.js"');
  const [started] = await startedWorkers(dir);
  expect(started).toEqual({
    file: path.join(dir, 'dist/workers/double.worker.js'),
    exists: true,
    options: { type: 'module' },
  });
  expect(await runScript(dir, RUN_WORKER_SCRIPT('dist/workers/double.worker.js'))).toBe('[42]');
});

test.concurrent("guide/advanced/web-workers: the bundleless tree is the page's", async () => {
  const dir = doublerCopy('workers-bundleless-tree', {
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  await build(dir);
  expectDrawnTrees(WORKERS_PAGE, 'bundleless-mode', dir);
  expect(readText(dir, 'dist/index.js')).toContain(
    'new Worker(new URL("./workers/double.worker.js", import.meta.url), {\n        type: "module"\n    })',
  );
});

test.concurrent('guide/advanced/web-workers: a worker left out of the bundleless entry glob is pointed at but not written', async () => {
  const dir = doublerCopy('workers-bundleless-excluded', {
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    {\n      format: 'esm',\n      bundle: false,\n      source: { entry: { index: ['./src/**', '!./src/workers/**'] } },\n    },\n  ],\n  output: { target: 'web' },\n}",
    ),
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  const [started] = await startedWorkers(dir);
  expect(started?.file).toBe(path.join(dir, 'dist/workers/double.worker.js'));
  expect(started?.exists).toBe(false);
});

const QUERY_IMPORTS = `import DoubleWorker from './workers/double.worker.ts?worker';
import InlineDoubleWorker from './workers/double.worker.ts?worker&inline';


export const createDoubler = (): Worker => new DoubleWorker({ name: 'doubler' });
export const createInlineDoubler = (): Worker => new InlineDoubleWorker();
`;

test.concurrent('guide/advanced/web-workers: ?worker emits the chunk, ?worker&inline embeds the worker', async () => {
  const dir = sampleCopy(
    'workers-queries',
    {
      'src/workers/double.worker.ts': DOUBLE_WORKER,
      'src/index.ts': QUERY_IMPORTS,
      'rslib.config.ts': WEB_ESM,
    },
    { ownSources: true },
  );
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['double.worker.js', 'index.js']);
  const code = readText(dir, 'dist/index.js');
  expect(code).toContain('new Worker(new URL("./double.worker.js", import.meta.url)');
  expect(code).toContain('name: options && options.name');
  // The inline worker: the compiled source as a string, started from a blob: or a data: URL.
  expect(code).toContain('const jsContent = "self.onmessage = (event)=>');
  expect(code).toContain('createObjectURL(blob)');
  expect(code).toContain('"data:text/javascript;charset=utf-8,"');
});

test.concurrent('guide/advanced/web-workers: ?worker&inline alone writes no worker file, dynamic imports included', async () => {
  const dir = sampleCopy(
    'workers-query-inline',
    {
      'src/math.ts': 'export const double = (n: number): number => n * 2;\n',
      'src/workers/double.worker.ts': `self.onmessage = async (event: MessageEvent<number>) => {
  const { double } = await import('../math');
  self.postMessage(double(event.data));
};
`,
      'src/index.ts':
        "import InlineDoubleWorker from './workers/double.worker.ts?worker&inline';\n\nexport const createInlineDoubler = (): Worker => new InlineDoubleWorker();\n",
      'rslib.config.ts': WEB_ESM,
    },
    { ownSources: true },
  );
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  expect(readText(dir, 'dist/index.js')).toMatch(
    /const jsContent = ".*const double = \(n\)=>2 \* n;/,
  );
});

test.concurrent('guide/advanced/web-workers: ?worker&url is the same constructor as ?worker', async () => {
  const dir = sampleCopy(
    'workers-query-url',
    {
      'src/workers/double.worker.ts': DOUBLE_WORKER,
      'src/index.ts':
        "import DoubleWorker from './workers/double.worker.ts?worker&url';\n\nexport const createDoubler = (): Worker => new DoubleWorker();\n",
      'rslib.config.ts': WEB_ESM,
    },
    { ownSources: true },
  );
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['double.worker.js', 'index.js']);
  const [started] = await startedWorkers(dir);
  expect(started?.file).toBe(path.join(dir, 'dist/double.worker.js'));
});

test.concurrent('guide/advanced/web-workers: in bundleless mode ?worker drops the query and the output fails to load', async () => {
  const dir = sampleCopy(
    'workers-query-bundleless',
    {
      'src/workers/double.worker.ts': DOUBLE_WORKER,
      'src/index.ts': QUERY_IMPORTS,
      'rslib.config.ts': WEB_BUNDLELESS,
    },
    { ownSources: true },
  );
  await build(dir);
  expect(readText(dir, 'dist/index.js')).toContain(
    'import double_worker from "./workers/double.worker.js";',
  );
  writeFileSync(path.join(dir, 'load.mjs'), "await import('./dist/index.js');\n");
  const run = await runNode(dir, ['load.mjs']);
  expect(run.exitCode).not.toBe(0);
  expect(run.output).toContain(
    "SyntaxError: The requested module './workers/double.worker.js' does not provide an export named 'default'",
  );
});

const COUNTER_SHARED = `let connections = 0;
(self as unknown as { onconnect: (event: MessageEvent) => void }).onconnect = (event) => {
  event.ports[0]?.postMessage(++connections);
};
`;

test.concurrent.for([
  { name: true, bundle: true, emitted: 'counter.js' },
  { name: false, bundle: true, emitted: 'counter.shared.js' },
  { name: true, bundle: false, emitted: 'workers/counter.shared.js' },
])(
  'guide/advanced/web-workers: a shared worker (name: $name, bundle: $bundle) is emitted as $emitted',
  async ({ name, bundle, emitted }) => {
    const dir = sampleCopy(
      `workers-shared-${name}-${bundle}`,
      {
        'src/workers/counter.shared.ts': COUNTER_SHARED,
        'src/index.ts': `export const connectCounter = (): SharedWorker =>
  new SharedWorker(new URL('./workers/counter.shared.ts', import.meta.url)${name ? ", { name: 'counter' }" : ''});
`,
        'rslib.config.ts': bundle ? WEB_ESM : WEB_BUNDLELESS,
      },
      { ownSources: true },
    );
    await build(dir);
    expect(filesUnder(path.join(dir, 'dist'))).toEqual([emitted, 'index.js'].sort());
    const code = readText(dir, 'dist/index.js');
    expect(code).toContain(`new SharedWorker(new URL("./${emitted}", import.meta.url)`);
    expect(code).toContain('type: "module"');
  },
);

const SQUARE_THREAD = `import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (value: number) => {
  parentPort?.postMessage(value * value);
});
`;
const START_SQUARE = `import { Worker } from 'node:worker_threads';

export function square(value: number): Promise<number> {
  const worker = new Worker(new URL('./square.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    worker.once('message', (result: number) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage(value);
  });
}
`;

test.concurrent.for([
  { bundle: true, moduleType: true, files: ['index.js', 'square.js'] },
  { bundle: false, moduleType: true, files: ['index.js', 'square.js'] },
  { bundle: true, moduleType: false, files: ['index.mjs', 'square.mjs'] },
])(
  'guide/advanced/web-workers: a worker thread (bundle: $bundle, type module: $moduleType) is emitted as $files and runs',
  async ({ bundle, moduleType, files }) => {
    const dir = sampleCopy(
      `workers-threads-${bundle}-${moduleType}`,
      {
        'src/square.ts': SQUARE_THREAD,
        'src/index.ts': START_SQUARE,
        'rslib.config.ts': configFile(`{ lib: [{ format: 'esm', bundle: ${bundle} }] }`),
        ...(moduleType
          ? {}
          : { 'package.json': JSON.stringify({ name: 'sample-lib', private: true }) }),
      },
      { ownSources: true },
    );
    await build(dir);
    expect(filesUnder(path.join(dir, 'dist'))).toEqual(files);
    const [entry, thread] = files;
    expect(readText(dir, `dist/${entry}`)).toContain(
      `new Worker(new URL("./${thread}", import.meta.url), {\n        type: "module"\n    })`,
    );
    // A script file, not --input-type: a worker thread inherits the flags of its process.
    expect(
      await runScript(
        dir,
        `import { square } from './dist/${entry}';\nconsole.log(await square(7));\n`,
      ),
    ).toBe('49');
  },
);

test.concurrent('guide/advanced/web-workers: cjs output leaves the worker call as written and fails at run time', async () => {
  const dir = sampleCopy(
    'workers-cjs',
    {
      'src/square.ts': SQUARE_THREAD,
      'src/index.ts': START_SQUARE,
      'rslib.config.ts': configFile("{ lib: [{ format: 'cjs' }] }"),
    },
    { ownSources: true },
  );
  const run = await build(dir);
  expect(run.output).not.toMatch(/warn/i);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.cjs']);
  expect(readText(dir, 'dist/index.cjs')).toContain(
    "Worker(new URL('./square.ts', __rslib_import_meta_url__))",
  );
  writeFileSync(
    path.join(dir, 'run.cjs'),
    "require('./dist/index.cjs').square(7).then(console.log, (error) => console.log(error.message));\n",
  );
  const started = await runNode(dir, ['run.cjs']);
  expect(started.output).toContain(`Cannot find module '${path.join(dir, 'dist/square.ts')}'`);
});

test.concurrent.for([
  ['umd', 'a classic worker'],
  ['iife', 'a module worker'],
] as const)(
  'guide/advanced/web-workers: %s output starts the worker chunk from the public path / as %s',
  async ([format]) => {
    // No export: an iife entry with one fails in minification (config/lib/format).
    const dir = sampleCopy(
      `workers-${format}`,
      {
        'src/workers/double.worker.ts': DOUBLE_WORKER,
        'src/index.ts':
          "(globalThis as { doubler?: Worker }).doubler = new Worker(new URL('./workers/double.worker.ts', import.meta.url));\n",
        'rslib.config.ts': configFile(
          `{ lib: [{ format: '${format}', umdName: 'Doubler' }], output: { target: 'web' } }`,
        ),
      },
      { ownSources: true },
    );
    await build(dir);
    const files = filesUnder(path.join(dir, 'dist'));
    const chunk = files.find((file) => file !== 'index.js') ?? '';
    expect(files).toEqual(['index.js', chunk].sort());
    // Named after its chunk id, not after the worker's file.
    expect(chunk).toMatch(/^\w+\.js$/);
    expect(chunk).not.toContain('double');
    const code = readText(dir, 'dist/index.js');
    expect(code).toContain('__webpack_require__.p = "/"');
    expect(code).toContain('new Worker(new URL(__webpack_require__.p + __webpack_require__.u(');
    if (format === 'iife') {
      expect(code).toContain('type: "module"');
      expect(code).toContain('import.meta.url');
    } else {
      expect(code).not.toContain('type: "module"');
    }
  },
);

test.concurrent('guide/advanced/web-workers: mf output starts the worker chunk from the public path / as a classic worker', async () => {
  const dir = doublerCopy('workers-mf', {
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'mf', plugins: [pluginModuleFederation({ name: 'sample', dts: false, exposes: { '.': './src/index.ts' } })] }], output: { target: 'web' } }",
      IMPORT_MF_PLUGIN,
    ),
  });
  await build(dir);
  const files = filesUnder(path.join(dir, 'dist'));
  // The exposed module starts the worker. Its chunk is named after its id and, like every
  // JavaScript file of an mf item, a content hash.
  const exposed = files.find((file) => file.startsWith('__federation_expose_default_export.'));
  const code = readText(dir, 'dist', exposed ?? '');
  // mf output is minified.
  const id = /new Worker\(new URL\(__webpack_require__\.p\+__webpack_require__\.u\("(\w+)"\)/.exec(
    code,
  )?.[1];
  expect(id, code).toBeDefined();
  const chunk = files.find((file) => file.startsWith(`${id}.`)) ?? '';
  expect(chunk).toMatch(/^\w+\.[\da-f]+\.js$/);
  for (const file of files.filter((name) => name.endsWith('.js'))) {
    expect(file).toMatch(/\.[\da-f]{10}\.js$/);
  }
  expect(chunk).not.toContain('double');
  expect(readText(dir, 'dist', chunk)).toContain('postMessage');
  expect(code).not.toMatch(/type:\s*"module"/);
  expect(readText(dir, 'dist/mf-manifest.json')).toContain('"publicPath": "/"');
  const runtime = files.filter((file) => /^(index|sample)\.[\da-f]+\.js$/.test(file));
  expect(runtime).toHaveLength(2);
  for (const file of runtime) {
    expect(readText(dir, 'dist', file)).toContain('__webpack_require__.p="/"');
  }
});

test.concurrent('guide/advanced/web-workers: worker code type-checks with its own tsconfig, and the query types come from @rslib/core/types', async () => {
  const tsconfig = JSON.parse(blockOf(WORKERS_PAGE, 'tsconfig.json')) as {
    compilerOptions: object;
  };
  const dir = doublerCopy('workers-tsconfig', {
    'tsconfig.json': JSON.stringify({
      ...tsconfig,
      compilerOptions: { ...tsconfig.compilerOptions, types: ['@rslib/core/types'] },
    }),
    'tsconfig.worker.json': blockOf(WORKERS_PAGE, 'tsconfig.worker.json'),
    'src/queries.ts': QUERY_IMPORTS,
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'esm', bundle: false, dts: true }], output: { target: 'web' } }",
    ),
  });
  for (const project of ['tsconfig.json', 'tsconfig.worker.json']) {
    const run = await runNode(dir, [TSC_BIN, '--noEmit', '-p', project]);
    expect(run.exitCode, `${project}: ${run.output}`).toBe(0);
  }
  // Without the query imports (bundle mode only), the build writes no declaration for the worker.
  rmSync(path.join(dir, 'src/queries.ts'));
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'index.d.ts',
    'index.js',
    'workers/double.worker.js',
  ]);
});

test.concurrent('guide/advanced/web-workers: a tsconfig inside src is compiled into a bundleless output', async () => {
  const dir = doublerCopy('workers-tsconfig-in-src', {
    'src/workers/tsconfig.json': '{ "compilerOptions": { "lib": ["ES2022", "WebWorker"] } }\n',
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toContain('workers/tsconfig.js');
});

test.concurrent('guide/advanced/web-workers: with dts and the worker in the main tsconfig, bundleless output gets an empty worker declaration', async () => {
  const dir = doublerCopy('workers-dts-in-main', {
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'esm', bundle: false, dts: true }], output: { target: 'web' } }",
    ),
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toContain('workers/double.worker.d.ts');
  expect(readText(dir, 'dist/workers/double.worker.d.ts')).toBe('');
});

// ---------------------------------------------------------------------------------------------
// guide/advanced/wasm

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

async function runWithWasmModules(dir: string, script: string): Promise<string> {
  writeFileSync(path.join(dir, 'run.mjs'), script);
  const run = await runNode(dir, [...WASM_MODULES_FLAG, 'run.mjs']);
  expect(run.exitCode, run.output).toBe(0);
  return run.output
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
        'src/pkg/calc.js': blockOf(WASM_PAGE, 'src/pkg/calc.js'),
        'src/pkg/calc_bg.js': blockOf(WASM_PAGE, 'src/pkg/calc_bg.js'),
        'src/pkg/calc.d.ts': blockOf(WASM_PAGE, 'src/pkg/calc.d.ts'),
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
