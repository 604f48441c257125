/**
 * The output trees of the pages are the files a build writes. Each scenario builds the sources
 * and configuration a page describes, in a copy of the sample library, and compares the files
 * with the tree the page draws, in both languages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '../../src/site';
import { treesInSection } from './output-trees';
import { filesUnder, REPO_ROOT, runRslib, sampleCopy } from './run-rslib';

interface TreeScenario {
  /** The page, relative to `docs/<lang>`, and the id of the section that draws the tree. */
  page: string;
  section: string;
  /** Files written over the sample library; `rslib.config.ts` among them. */
  files: Record<string, string>;
  /** The files replace the sample's sources instead of adding to them. */
  ownSources?: boolean;
  args?: string[];
}

const config = (body: string) =>
  `import { defineConfig } from '@rslib/core';\n\nexport default defineConfig(${body});\n`;

const TYPE_DECLARATIONS = `declare module '*.svg' { const url: string; export default url; }
declare module '*.module.css' { const classes: Record<string, string>; export default classes; }
`;

const SCENARIOS: TreeScenario[] = [
  {
    page: 'guide/basic/output-structure.md',
    section: 'bundle',
    ownSources: true,
    files: {
      'src/index.ts': `import { shared } from './z';
import legacy from './legacy.cjs';

export async function load(): Promise<string> {
  const { heavy } = await import('./heavy');
  return shared(heavy()) + legacy.version;
}
`,
      'src/cli.ts': "import { shared } from './z';\n\nconsole.log(shared(1));\n",
      'src/z.ts': 'export const shared = (n: number): string => [n, n * 2].join(",");\n',
      'src/heavy.ts': 'export const heavy = (): number => 42;\n',
      'src/legacy.cjs': "module.exports = { version: '1' };\n",
      'src/env.d.ts':
        "declare module '*.cjs' { const value: { version: string }; export default value; }\n",
      'rslib.config.ts': config(
        "{\n  source: { entry: { index: './src/index.ts', cli: './src/cli.ts' } },\n  lib: [{ format: 'esm' }],\n}",
      ),
    },
  },
  {
    page: 'guide/basic/output-structure.md',
    section: 'example',
    ownSources: true,
    files: {
      'src/index.ts': `export { Button } from './components/button';
export { Card } from './components/card';
export { sum } from './utils/math';
export type { Size } from './types';
export { default as logo } from './assets/logo.svg';
`,
      'src/components/button.ts':
        "import './button.css';\n\nexport const Button = (label: string): string => '<button>' + label + '</button>';\n",
      'src/components/button.css': '.button { color: red; }\n',
      'src/components/card.ts':
        "import styles from './card.module.css';\n\nexport const Card = (body: string): string => styles.card + body;\n",
      'src/components/card.module.css': '.card { padding: 4px; }\n',
      'src/types.ts': "export type Size = 'small' | 'large';\n",
      'src/utils/math.ts':
        'export const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);\n',
      'src/assets/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
      'src/env.d.ts': TYPE_DECLARATIONS,
      'rslib.config.ts': config(
        "{\n  lib: [\n    { format: 'esm', bundle: false, dts: true },\n    { format: 'cjs', bundle: false },\n  ],\n  output: { target: 'web' },\n}",
      ),
    },
  },
  {
    page: 'guide/start/quick-start.mdx',
    section: 'output',
    files: {
      'rslib.config.ts': config(
        "{\n  lib: [\n    { format: 'esm', syntax: 'es2021', dts: true },\n    { format: 'cjs', syntax: 'es2021' },\n  ],\n}",
      ),
    },
  },
  {
    page: 'guide/basic/cli.md',
    section: 'inspect',
    args: ['inspect'],
    files: { 'rslib.config.ts': config("{\n  lib: [{ format: 'esm' }, { format: 'cjs' }],\n}") },
  },
];

test.concurrent.for(
  SCENARIOS.map((scenario) => [`${scenario.page}#${scenario.section}`, scenario] as const),
)('the tree of %s is what the build writes', async ([name, scenario]) => {
  const dir = sampleCopy(`tree-${name.replace(/[^a-z0-9]+/gi, '-')}`, scenario.files, scenario);
  const run = await runRslib(dir, scenario.args ?? ['build']);
  expect(run.exitCode, run.output).toBe(0);
  for (const lang of LANGUAGES) {
    const file = path.join(REPO_ROOT, 'docs', lang, scenario.page);
    const trees = treesInSection(readFileSync(file, 'utf8'), scenario.section);
    expect(trees.length, `a tree in ${file}#${scenario.section}`).toBeGreaterThan(0);
    for (const tree of trees) {
      expect(tree.files, `the tree in ${file}#${scenario.section}`).toEqual(
        filesUnder(path.join(dir, tree.root)),
      );
    }
  }
});
