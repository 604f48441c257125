/**
 * The output trees of the pages are the files a build writes. Each scenario builds the sources
 * and configuration a page describes, in a copy of the sample library, and compares the files
 * with the tree the page draws, in both languages.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { configBlocksIn, distFilesNamedIn, expectDrawnTrees } from './output-trees';
import {
  CLI_SCRIPT,
  configFile,
  filesUnder,
  jsonFile,
  poolBuilds,
  runRslibOk,
  sampleCopy,
} from './run-rslib';
import { REACT_TSCONFIG } from './sample-files';

const buildOk = poolBuilds();

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
      'rslib.config.ts': configFile(
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
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm', bundle: false, dts: true },\n    { format: 'cjs', bundle: false },\n  ],\n  output: { target: 'web' },\n}",
      ),
    },
  },
  {
    page: 'guide/start/quick-start.mdx',
    section: 'output',
    files: {
      'rslib.config.ts': configFile(
        "{\n  lib: [\n    { format: 'esm', syntax: 'es2021', dts: true },\n    { format: 'cjs', syntax: 'es2021' },\n  ],\n}",
      ),
    },
  },
  {
    page: 'config/lib/dts.mdx',
    section: 'dtsdistpath',
    ownSources: true,
    files: {
      'src/index.ts': "export { sum } from './utils/math';\n",
      'src/utils/math.ts': 'export const sum = (a: number, b: number): number => a + b;\n',
      'rslib.config.ts': configFile(
        "{\n  lib: [{ format: 'esm', bundle: false, dts: { distPath: './dist/types' } }],\n}",
      ),
    },
  },
  {
    page: 'guide/advanced/dts.md',
    section: 'bundleless',
    ownSources: true,
    files: {
      'src/index.ts': "export { helper } from './utils/helper';\n",
      'src/utils/helper.ts': 'export const helper = (n: number): number => n + 1;\n',
      'rslib.config.ts': configFile("{\n  lib: [{ format: 'esm', dts: true }],\n}"),
    },
  },
  {
    page: 'guide/solution/react.mdx',
    section: 'why-bundleless',
    ownSources: true,
    files: {
      'src/index.ts': "export { Button } from './Button';\n",
      'src/Button/index.tsx':
        'import styles from \'./index.module.css\';\n\nexport const Button = () => <button type="button" className={styles.button} />;\n',
      'src/Button/index.module.css': '.button { color: red; }\n',
      'tsconfig.json': REACT_TSCONFIG,
      'src/env.d.ts': TYPE_DECLARATIONS,
      'rslib.config.ts': configFile(
        "{\n  lib: [{ format: 'esm', bundle: false, dts: true }],\n  output: { target: 'web' },\n  plugins: [pluginReact()],\n}",
      ).replace(
        'import { defineConfig }',
        "import { pluginReact } from '@rsbuild/plugin-react';\nimport { defineConfig }",
      ),
    },
  },
  {
    page: 'guide/advanced/static-assets.md',
    section: 'bundleless',
    ownSources: true,
    files: {
      'src/index.ts':
        "import logo from './assets/logo.png';\nimport './styles/index.css';\n\nexport { logo };\n",
      'src/assets/logo.png': 'not really a PNG: the build copies the bytes',
      'src/styles/index.css': 'body { margin: 0; }\n',
      'src/env.d.ts': "declare module '*.png' { const url: string; export default url; }\n",
      'rslib.config.ts': configFile(
        "{\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n}",
      ),
    },
  },
  {
    page: 'guide/advanced/svgr-files.mdx',
    section: 'bundleless',
    ownSources: true,
    files: {
      'src/index.tsx':
        'import logoUrl, { ReactComponent as Logo } from \'./assets/logo.svg\';\n\nexport const Icon = () => <Logo title="Logo" />;\nexport { logoUrl };\n',
      'src/assets/logo.svg':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
      'tsconfig.json': REACT_TSCONFIG,
      'src/env.d.ts':
        "declare module '*.svg' {\n  import type { FC, SVGProps } from 'react';\n  export const ReactComponent: FC<SVGProps<SVGSVGElement> & { title?: string }>;\n  const url: string;\n  export default url;\n}\n",
      'rslib.config.ts': `import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSvgr } from '@rsbuild/plugin-svgr';
import { defineConfig } from '@rslib/core';


export default defineConfig({
  lib: [{ format: 'esm', bundle: false, dts: true }],
  output: { target: 'web' },
  plugins: [
    pluginReact(),
    pluginSvgr({ mixedImport: true, svgrOptions: { icon: true, titleProp: true } }),
  ],
});
`,
    },
  },
  {
    page: 'guide/basic/cli.md',
    section: 'inspect',
    args: ['inspect'],
    files: {
      'rslib.config.ts': configFile("{\n  lib: [{ format: 'esm' }, { format: 'cjs' }],\n}"),
    },
  },
];

test.concurrent.for(
  SCENARIOS.map((scenario) => [`${scenario.page}#${scenario.section}`, scenario] as const),
)('the tree of %s is what the build writes', async ([name, scenario]) => {
  const dir = sampleCopy(`tree-${name.replace(/[^a-z0-9]+/gi, '-')}`, scenario.files, scenario);
  await runRslibOk(dir, scenario.args);
  expectDrawnTrees(scenario.page, scenario.section, dir);
});

/**
 * Sections that name the output files of their config block in prose, built against the sample:
 * the JavaScript files, or the files `outputs` matches.
 */
const NAMED_OUTPUTS: {
  page: string;
  section: string;
  files: Record<string, string>;
  outputs?: RegExp;
}[] = [
  {
    page: 'config/lib/bundle.mdx',
    section: 'example-bundle',
    files: { 'src/cli.ts': CLI_SCRIPT },
  },
  {
    page: 'guide/migration/rollup.mdx',
    section: 'example',
    files: {
      'package.json': jsonFile({
        name: 'acme-utils',
        version: '1.0.0',
        type: 'module',
        peerDependencies: { react: '>=18' },
      }),
    },
    outputs: /\.(c?js|d\.ts)$/,
  },
  {
    // A component that imports its Less file: the page names what the ESM item writes for it,
    // the CommonJS module and every file of the UMD item.
    page: 'guide/migration/father.mdx',
    section: 'example',
    files: {
      'package.json': jsonFile({
        name: 'acme-ui',
        version: '1.0.0',
        sideEffects: ['**/*.less'],
        peerDependencies: { react: '>=18', 'react-dom': '>=18' },
      }),
      'src/index.ts': "export { Button } from './button';\n",
      'src/button/index.tsx':
        'import \'./style/index.less\';\n\nexport const Button = () => <button type="button" className="acme-btn" />;\n',
      'src/button/style/index.less': '@primary: #1677ff;\n\n.acme-btn {\n  color: @primary;\n}\n',
      'tsconfig.json': REACT_TSCONFIG,
    },
    outputs: /^esm\/button\/(index\.js|style\/)|^cjs\/button\/index\.js$|^umd\//,
  },
];

test.concurrent.for(
  NAMED_OUTPUTS.map((named) => [`${named.page}#${named.section}`, named] as const),
)('the JavaScript files %s names are what its block builds', async ([name, named]) => {
  // The same block in both languages is built once.
  const built = new Map<string, string[]>();
  for (const lang of LANGUAGES) {
    const file = `docs/${lang}/${named.page}`;
    const source = pageSource(lang, named.page);
    const [block] = configBlocksIn(source, named.section);
    expect(block, `a whole config block in ${file}#${named.section}`).toBeDefined();
    const files = { ...named.files, [block?.title ?? 'rslib.config.ts']: block?.code ?? '' };
    const key = JSON.stringify(files);
    let outputs = built.get(key);
    if (!outputs) {
      const dir = sampleCopy(`names-${lang}-${name.replace(/[^a-z0-9]+/gi, '-')}`, files);
      await buildOk(dir);
      const kept = named.outputs ?? /\.js$/;
      outputs = filesUnder(path.join(dir, 'dist')).filter((output) => kept.test(output));
      built.set(key, outputs);
    }
    expect(
      distFilesNamedIn(source, named.section),
      `the files named in ${file}#${named.section}`,
    ).toEqual(outputs);
  }
});
