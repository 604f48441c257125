/**
 * What guide/advanced/web-workers says a build does with workers: the files it writes (the trees
 * both languages draw), the code that starts them, and that the output runs in Node.js.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { expectDrawnTrees, titledBlock } from './output-trees';
import {
  configFile,
  filesUnder,
  IMPORT_MF_PLUGIN,
  poolBuilds,
  readText,
  runNode,
  runScript,
  sampleCopy,
  TSC_BIN,
  tsconfigFile,
} from './run-rslib';

/** `rslib build` in a copy, failing the test unless it succeeds. */
const build = poolBuilds();

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
  const tsconfig = JSON.parse(titledBlock(WORKERS_PAGE, 'tsconfig.json')) as {
    compilerOptions: object;
  };
  const dir = doublerCopy('workers-tsconfig', {
    'tsconfig.json': JSON.stringify({
      ...tsconfig,
      compilerOptions: { ...tsconfig.compilerOptions, types: ['@rslib/core/types'] },
    }),
    'tsconfig.worker.json': titledBlock(WORKERS_PAGE, 'tsconfig.worker.json'),
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
    // A web library's tsconfig: the worker's `self` and `MessageEvent` come from the DOM.
    'tsconfig.json': tsconfigFile({ lib: ['ES2022', 'DOM'], rootDir: 'src' }),
    'rslib.config.ts': configFile(
      "{ lib: [{ format: 'esm', bundle: false, dts: true }], output: { target: 'web' } }",
    ),
  });
  await build(dir);
  expect(filesUnder(path.join(dir, 'dist'))).toContain('workers/double.worker.d.ts');
  expect(readText(dir, 'dist/workers/double.worker.d.ts')).toBe('');
});
