/**
 * What bundleless items do with a package marked `false` in `output.externals`, and with
 * `dts.bundle`: behaviours that follow from how Rslib wires its bundleless externals and entries,
 * not from an option of their own, so only a build shows them. Each test names its page.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder, jsonFile, poolBuilds, readText, sampleCopy, samplePackage } from './run-rslib';

const buildOk = poolBuilds();

/** A marker that only the package's own code contains, to find where its code was written. */
const MARKER = 'tiny-slug-body';

const TINY_SLUG = {
  'node_modules/tiny-slug/package.json': jsonFile({
    name: 'tiny-slug',
    version: '1.0.0',
    type: 'module',
    exports: './index.js',
  }),
  'node_modules/tiny-slug/index.js': `export const slug = (text) => '${MARKER}:' + text.toLowerCase();\n`,
  'node_modules/tiny-slug/index.d.ts': 'export declare const slug: (text: string) => string;\n',
};

test.concurrent('guide/faq/features: externals false bundles a package in bundleless mode, one shared chunk in ESM, a copy per file in CJS; autoExternal.exclude does not', async () => {
  const dir = sampleCopy(
    'bundleless-externals-false',
    {
      ...TINY_SLUG,
      'package.json': samplePackage({
        private: true,
        dependencies: { 'tiny-slug': '^1.0.0' },
      }),
      'src/a.ts':
        "import { slug } from 'tiny-slug';\n\nexport const a = (): string => slug('A');\n",
      'src/b.ts':
        "import { slug } from 'tiny-slug';\n\nexport const b = (): string => slug('B');\n",
      'src/index.ts': "export { a } from './a';\nexport { b } from './b';\n",
      'rslib.config.ts': `import { defineConfig } from '@rslib/core';

const bundled = { externals: { 'tiny-slug': false } } as const;

export default defineConfig({
  lib: [
    { id: 'esm', format: 'esm', bundle: false, output: { ...bundled, distPath: './dist/esm' } },
    { id: 'cjs', format: 'cjs', bundle: false, output: { ...bundled, distPath: './dist/cjs' } },
    {
      id: 'exclude',
      format: 'esm',
      bundle: false,
      output: { autoExternal: { exclude: ['tiny-slug'] }, distPath: './dist/exclude' },
    },
  ],
});
`,
    },
    { ownSources: true },
  );
  await buildOk(dir);
  const read = (file: string) => readText(dir, 'dist', file);

  const esmFiles = filesUnder(path.join(dir, 'dist/esm'));
  const chunks = esmFiles.filter((file) => !['a.js', 'b.js', 'index.js'].includes(file));
  expect(chunks, esmFiles.join(', ')).toHaveLength(1);
  expect(read(`esm/${chunks[0]}`)).toContain(MARKER);
  expect(read('esm/a.js')).not.toContain(MARKER);
  expect(read('esm/a.js')).toContain(`from "./${chunks[0]}"`);

  expect(read('cjs/a.cjs')).toContain(MARKER);
  expect(read('cjs/b.cjs')).toContain(MARKER);

  expect(read('exclude/a.js')).toContain('from "tiny-slug"');
  expect(read('exclude/a.js')).not.toContain(MARKER);
});

test.concurrent('guide/advanced/dts: dts.bundle in a bundleless item rolls src/index.ts into one index.d.ts, whatever the entry is called', async () => {
  const dir = sampleCopy('bundleless-dts-bundle', {
    'rslib.config.ts': `import { defineConfig } from '@rslib/core';

export default defineConfig({
  source: { entry: { main: ['./src/**'] } },
  lib: [{ format: 'esm', bundle: false, dts: { bundle: true } }],
});
`,
  });
  await buildOk(dir);
  const dist = path.join(dir, 'dist');
  expect(filesUnder(dist)).toEqual(['index.d.ts', 'index.js', 'utils.js']);
  expect(readText(dist, 'index.d.ts')).toContain('export declare const add');
  expect(existsSync(path.join(dist, 'main.d.ts'))).toBe(false);
});
