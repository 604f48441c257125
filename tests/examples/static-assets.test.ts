/**
 * What guide/advanced/static-assets and guide/advanced/web-workers say a bundleless `web` build
 * does with files that are not plain modules: a `public` folder, an asset next to a script of the
 * same name, a `?raw` import, a `.txt` import, and a `new URL()` to a script that is not passed to
 * `new Worker()`.
 * The claims are independent of each other, so one build of one copy shows them all.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import type { NodeRun } from '../support/run-node';
import { filesUnder, readText, runRslib, sampleCopy } from './run-rslib';

const SQUARE = 'export default (value: number): number => value * value;\n';

const SOURCES = {
  'public/robots.txt': 'User-agent: *\n',
  'src/index.ts': `import logoSource from './logo.svg?raw';
import notesUrl from './notes.txt';

export { iconUrl } from './icon';
export { logoSource, notesUrl };
export const squareFile = new URL('./square.ts', import.meta.url).href;
`,
  'src/icon.ts': "import url from './icon.svg';\n\nexport const iconUrl: string = url;\n",
  'src/icon.svg': '<svg viewBox="0 0 1 1"></svg>\n',
  'src/logo.svg': '<svg viewBox="0 0 2 2"></svg>\n',
  'src/notes.txt': 'Release notes\n',
  'src/square.ts': SQUARE,
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
  'rslib.config.ts':
    "import { defineConfig } from '@rslib/core';\n\nexport default defineConfig({\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n});\n",
};

let built: Promise<{ dir: string; run: NodeRun }> | undefined;

/** The one build all the tests of this file read, started by the first that asks. */
function bundlelessWebBuild(): Promise<{ dir: string; run: NodeRun }> {
  built ??= (async () => {
    const dir = sampleCopy('static-assets-bundleless-web', SOURCES, { ownSources: true });
    return { dir, run: await runRslib(dir, ['build']) };
  })();
  return built;
}

async function output(): Promise<{ dir: string; files: string[]; log: string }> {
  const { dir, run } = await bundlelessWebBuild();
  expect(run.exitCode, run.output).toBe(0);
  return { dir, files: filesUnder(path.join(dir, 'dist')), log: run.output };
}

const read = (dir: string, file: string) => readText(dir, 'dist', file);

test.concurrent('guide/advanced/static-assets: with the web target, public/ is copied into the output', async () => {
  const { dir, files } = await output();
  expect(files).toContain('robots.txt');
  expect(read(dir, 'robots.txt')).toBe(SOURCES['public/robots.txt']);
});

test.concurrent('guide/advanced/static-assets: in bundleless mode ?raw is dropped and the import gets the URL module', async () => {
  const { dir, files } = await output();
  expect(read(dir, 'index.js')).toContain('from "./logo.js"');
  expect(read(dir, 'logo.js')).toContain('from "./static/svg/logo.svg"');
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.some((file) => read(dir, file).includes('viewBox'))).toBe(false);
});

// Rslib keeps the file it finds last, in the file system's order: both outcomes are broken.
test.concurrent('guide/advanced/static-assets: in bundleless mode icon.svg next to icon.ts loses one of them', async () => {
  const { dir, files, log } = await output();
  const warning = /Duplicate entry icon from src\/icon\.(ts|svg) and src\/icon\.(svg|ts)/.exec(log);
  expect(warning?.[1], log).not.toBe(warning?.[2]);
  if (warning?.[1] === 'ts') {
    // The script was kept: the SVG is gone, and the import of it now points at the script.
    expect(files).not.toContain('static/svg/icon.svg');
    expect(read(dir, 'icon.js')).toBe(
      'import icon from "./icon.js";\nconst iconUrl = icon;\nexport { iconUrl };\n',
    );
  } else {
    // The SVG was kept: icon.js is its URL module, and the script's export is gone.
    expect(read(dir, 'icon.js')).not.toContain('iconUrl');
  }
});

// Rsbuild's rule for .txt, .pdf and .webmanifest is not among the rules Rslib preserves imports for.
test.concurrent('guide/advanced/static-assets: a .txt file goes to static/assets, its URL computed at run time', async () => {
  const { dir, files } = await output();
  expect(files).toContain('static/assets/notes.txt');
  expect(read(dir, 'notes.js')).toContain('__webpack_require__.p + "static/assets/notes.txt"');
  expect(read(dir, 'notes.js')).not.toMatch(/^import \w+ from "[^"]*notes\.txt"/m);
});

test.concurrent('guide/advanced/web-workers: a new URL() not passed to new Worker() copies the source to static/assets', async () => {
  const { dir, files } = await output();
  expect(read(dir, 'index.js')).toContain('new URL("./static/assets/square.ts", import.meta.url)');
  expect(read(dir, 'static/assets/square.ts')).toBe(SQUARE);
  expect(files).toContain('square.js');
});
