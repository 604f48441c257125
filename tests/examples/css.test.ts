/**
 * What guide/advanced/css says about styles in a library, held against real builds: the trees it
 * draws (in both languages), CSS Modules, Less and Sass in bundleless mode, injected styles,
 * `?inline` and `?raw`, `@import` from packages, the style entries and UMD stylesheet of a
 * component library, PostCSS and Tailwind CSS v4, and the reasons a stylesheet goes missing;
 * also the failed Less import guide/advanced/storybook describes for stories without the addon.
 * Tailwind CSS v3 is not built here: the repository installs v4 under the name `tailwindcss`, so
 * the page's v3 block is marked partial.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LANGUAGES } from '#shared/locale-path';
import { pageSource } from '../support/docs';
import { treesInSection } from './output-trees';
import {
  configFile,
  ESM_CONFIG,
  filesUnder,
  jsonFile,
  poolBuilds,
  readText,
  runNode,
  runRslib,
  sampleCopy,
  samplePackage,
} from './run-rslib';

const buildOk = poolBuilds();

const PAGE = 'guide/advanced/css.md';

const WEB_BUNDLELESS = configFile(
  "{\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n}",
);

/** The files of every tree the page draws in `section`, in English and in Chinese. */
function drawnTrees(section: string): string[][] {
  return LANGUAGES.flatMap((lang) =>
    treesInSection(pageSource(lang, PAGE), section).map((tree) => tree.files),
  );
}

async function build(name: string, files: Record<string, string>): Promise<string> {
  const dir = sampleCopy(name, files, { ownSources: true });
  await buildOk(dir);
  return dir;
}

const CSS_MODULES_SOURCES = {
  'src/index.ts':
    "import styles from './button.module.css';\nimport './global.css';\n\nexport const buttonClass = styles.primary;\nexport { styles };\n",
  'src/button.module.css':
    '.primary {\n  color: white;\n  background: blue;\n}\n.icon-left {\n  margin-right: 4px;\n}\n',
  'src/global.css': ':root {\n  --brand: blue;\n}\n',
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
};

test.concurrent('guide/advanced/css: a CSS Module becomes a class-name module and a _module.css file in bundleless mode', async () => {
  const dir = await build('css-modules-bundleless', {
    ...CSS_MODULES_SOURCES,
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  const written = filesUnder(path.join(dir, 'dist'));
  const trees = drawnTrees('css-modules');
  expect(trees).toHaveLength(2);
  for (const tree of trees) expect(tree).toEqual(written);
  const classMap = readText(dir, 'dist/button.module.js');
  expect(classMap).toContain('import "./button_module.css";');
  expect(classMap).toContain('primary: "primary-wxFXg9"');
  expect(classMap).toContain('iconLeft: "icon-left-qB98_E"');
  const index = readText(dir, 'dist/index.js');
  expect(index).toContain('from "./button.module.js"');
  expect(index).toContain('import "./global.css";');
});

test.concurrent('guide/advanced/css: bundle mode inlines the class map and writes one index.css the JavaScript does not import', async () => {
  const dir = await build('css-modules-bundle', {
    ...CSS_MODULES_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web' },\n}",
    ),
  });
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.css', 'index.js']);
  const index = readText(dir, 'dist/index.js');
  expect(index).toContain('primary: "primary-wxFXg9"');
  expect(index).not.toContain('.css');
  const css = readText(dir, 'dist/index.css');
  expect(css).toContain('.primary-wxFXg9');
  expect(css).toContain('--brand: blue');
});

test.concurrent('guide/advanced/css: namedExport and localIdentName shape the class-name module', async () => {
  const dir = await build('css-modules-named', {
    'src/index.ts':
      "import * as styles from './button.module.css';\n\nexport const buttonClass = styles.primary;\n",
    'src/button.module.css': CSS_MODULES_SOURCES['src/button.module.css'],
    'src/env.d.ts':
      "declare module '*.module.css' {\n  const classes: Readonly<Record<string, string>>;\n  export = classes;\n}\n",
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm', bundle: false }],\n  output: {\n    target: 'web',\n    cssModules: { namedExport: true, localIdentName: 'acme-[local]-[hash:base64:4]' },\n  },\n}",
    ),
  });
  const classMap = readText(dir, 'dist/button.module.js');
  expect(classMap).toContain('var _3 = "acme-primary-wxFX";');
  expect(classMap).toContain('export { _1 as "icon-left", _2 as iconLeft, _3 as primary };');
  expect(classMap).not.toContain('export default');
  expect(readText(dir, 'dist/button_module.css')).toContain('.acme-primary-wxFX');
});

const LESS_SOURCES = {
  'src/index.ts': "export { Button } from './button';\n",
  'src/button/index.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module that has a template literal
    'import \'./button.less\';\nimport styles from \'./icon.module.less\';\n\nexport const Button = (label: string): string =>\n  `<button class="btn"><i class="${styles.icon}"></i>${label}</button>`;\n',
  'src/button/button.less':
    "@import '../styles/vars.less';\n\n.btn {\n  color: @brand;\n  &:hover {\n    color: darken(@brand, 10%);\n  }\n}\n",
  'src/button/icon.module.less': '@size: 16px;\n.icon {\n  width: @size;\n  height: @size;\n}\n',
  'src/styles/vars.less': '@brand: #1677ff;\n',
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
};

test.concurrent('guide/advanced/css: Less in bundleless mode gives .css files, redirected imports and no file for variables', async () => {
  const dir = await build('css-less-bundleless', {
    ...LESS_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  plugins: [pluginLess()],\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n}",
      "import { pluginLess } from '@rsbuild/plugin-less';\n",
    ),
  });
  const written = filesUnder(path.join(dir, 'dist'));
  const trees = drawnTrees('less-sass');
  expect(trees).toHaveLength(2);
  for (const tree of trees) expect(tree).toEqual(written);
  const button = readText(dir, 'dist/button/index.js');
  expect(button).toContain('import "./button.css";');
  expect(button).toContain('from "./icon.module.js"');
  expect(readText(dir, 'dist/button/button.css')).toContain('color: #1677ff');
});

test.concurrent('guide/advanced/storybook: without @rsbuild/plugin-less, a .less import fails with Module parse failed', async () => {
  // Storybook's builder and Rslib compile with the same Rsbuild; this is the build the addon's
  // plugins save stories from.
  const dir = sampleCopy(
    'css-less-without-plugin',
    { ...LESS_SOURCES, 'rslib.config.ts': ESM_CONFIG },
    { ownSources: true },
  );
  const run = await runRslib(dir, ['build']);
  expect(run.exitCode, run.output).not.toBe(0);
  expect(run.output).toContain('Module parse failed');
  expect(run.output).toContain('.less');
});

test.concurrent('guide/advanced/css: declaration files keep the import of a Less file as written', async () => {
  const dir = await build('css-less-dts', {
    ...LESS_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  plugins: [pluginLess()],\n  lib: [{ format: 'esm', bundle: false, dts: true }],\n  output: { target: 'web' },\n}",
      "import { pluginLess } from '@rsbuild/plugin-less';\n",
    ),
  });
  expect(readText(dir, 'dist/button/index.d.ts')).toContain("import './button.less';");
});

test.concurrent('guide/advanced/css: a Sass partial of variables gives no file in bundleless mode', async () => {
  const dir = await build('css-sass-bundleless', {
    'src/index.ts': "export { Card } from './card';\n",
    'src/card/index.ts':
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module that has a template literal
      'import \'./card.scss\';\n\nexport const Card = (body: string): string => `<div class="card">${body}</div>`;\n',
    'src/card/card.scss': "@use '../styles/tokens' as t;\n\n.card {\n  padding: t.$space;\n}\n",
    'src/styles/_tokens.scss': '$space: 8px;\n',
    'rslib.config.ts': configFile(
      "{\n  plugins: [pluginSass()],\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n}",
      "import { pluginSass } from '@rsbuild/plugin-sass';\n",
    ),
  });
  expect(filesUnder(path.join(dir, 'dist'))).toEqual([
    'card/card.css',
    'card/index.js',
    'index.js',
  ]);
  expect(readText(dir, 'dist/card/card.css')).toContain('padding: 8px');
});

test.concurrent('guide/advanced/css: injectStyles in bundle mode puts the CSS in index.js, which Node.js imports without a DOM', async () => {
  const dir = await build('css-inject-bundle', {
    ...CSS_MODULES_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web', injectStyles: true },\n}",
    ),
  });
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  const index = readText(dir, 'dist/index.js');
  expect(index).toContain('.primary-wxFXg9');
  expect(index).toContain('--brand: blue');
  expect(index).toContain('.bind(null, "head")');
  const run = await runNode(dir, [
    '--input-type=module',
    '-e',
    "const lib = await import('./dist/index.js'); console.log(lib.buttonClass);",
  ]);
  expect(run.exitCode, run.output).toBe(0);
  expect(run.output.trim()).toBe('primary-wxFXg9');
});

test.concurrent('guide/advanced/css: injectStyles in bundleless mode drops global stylesheets and keeps their import', async () => {
  const dir = await build('css-inject-bundleless', {
    ...CSS_MODULES_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web', injectStyles: true },\n}",
    ),
  });
  const written = filesUnder(path.join(dir, 'dist'));
  const trees = drawnTrees('inject-styles');
  expect(trees).toHaveLength(2);
  for (const tree of trees) expect(tree).toEqual(written);
  expect(readText(dir, 'dist/index.js')).toContain('import "./global.css";');
  expect(readText(dir, 'dist/button.module.js')).toContain('.primary-wxFXg9');
  expect(written.some((file) => readText(dir, `dist/${file}`).includes('--brand'))).toBe(false);
});

const INLINE_SOURCES = {
  'src/index.ts':
    "import compiled from './theme.css?inline';\nimport source from './theme.css?raw';\n\nexport const styles = { compiled, source };\n",
  'src/theme.css': '.card {\n  color: white;\n  user-select: none;\n}\n',
  'src/env.d.ts': '/// <reference types="@rslib/core/types" />\n',
};

test.concurrent('guide/advanced/css: ?inline gives the compiled CSS and ?raw the source, in bundle mode, for web and node', async () => {
  const dir = await build('css-inline-raw-bundle', {
    ...INLINE_SOURCES,
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', output: { target: 'web' } },\n    { format: 'esm', output: { target: 'node', distPath: './dist-node' } },\n  ],\n}",
    ),
  });
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  for (const file of ['dist/index.js', 'dist-node/index.js']) {
    const run = await runNode(dir, [
      '--input-type=module',
      '-e',
      `const { styles } = await import('./${file}'); console.log(JSON.stringify(styles));`,
    ]);
    expect(run.exitCode, run.output).toBe(0);
    const styles = JSON.parse(run.output) as { compiled: string; source: string };
    expect(styles.compiled, file).toContain('color: #fff');
    expect(styles.compiled, file).toContain('-webkit-user-select: none');
    expect(styles.source, file).toBe(INLINE_SOURCES['src/theme.css']);
  }
});

test.concurrent('guide/advanced/css: ?inline and ?raw become an import of a missing theme.js in bundleless mode', async () => {
  const dir = await build('css-inline-raw-bundleless', {
    ...INLINE_SOURCES,
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  expect(readText(dir, 'dist/index.js')).toContain('from "./theme.js"');
  expect(existsSync(path.join(dir, 'dist/theme.js'))).toBe(false);
});

const PACKAGE_CSS = {
  'node_modules/some-pkg/package.json': '{ "name": "some-pkg", "version": "1.0.0" }\n',
  'node_modules/some-pkg/style.css': '.reset { margin: 0; }\n',
  'src/styles/index.css':
    "@import 'some-pkg/style.css';\n@import './tokens.css';\n\n.app {\n  color: var(--text);\n}\n",
  'src/styles/tokens.css': ':root { --text: #222; }\n',
};

test.concurrent('guide/advanced/css: @import from a package is inlined in bundle mode and kept in bundleless mode', async () => {
  const dir = await build('css-import-package', {
    ...PACKAGE_CSS,
    'src/index.ts': "import './styles/index.css';\n\nexport const theme = 'light';\n",
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm' },\n    { format: 'esm', bundle: false, output: { distPath: './dist-bundleless' } },\n  ],\n  output: { target: 'web' },\n}",
    ),
  });
  const bundled = readText(dir, 'dist/index.css');
  const order = ['.reset', '--text', '.app'].map((text) => bundled.indexOf(text));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  expect(filesUnder(path.join(dir, 'dist-bundleless'))).toEqual([
    'index.js',
    'styles/index.css',
    'styles/tokens.css',
  ]);
  const kept = readText(dir, 'dist-bundleless/styles/index.css');
  expect(kept).toContain('@import "some-pkg/style.css";');
  expect(kept).toContain('@import "./tokens.css";');
});

test.concurrent.for([
  { list: 'dependencies', external: true },
  { list: 'devDependencies', external: false },
])(
  'guide/advanced/css: a JavaScript import of package CSS from $list stays an import in bundle mode: $external',
  async ({ list, external }) => {
    const dir = await build(`css-import-package-js-${list}`, {
      ...PACKAGE_CSS,
      'package.json': samplePackage({
        private: true,
        [list]: { 'some-pkg': '^1.0.0' },
      }),
      'src/index.ts': "import 'some-pkg/style.css';\n\nexport const theme = 'light';\n",
      'rslib.config.ts': configFile(
        "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web' },\n}",
      ),
    });
    expect(readText(dir, 'dist/index.js').includes('import "some-pkg/style.css";')).toBe(external);
    const css = path.join(dir, 'dist/index.css');
    expect(existsSync(css) && readText(css).includes('.reset')).toBe(!external);
  },
);

const TAILWIND_SOURCES = {
  'src/index.ts': "import './index.css';\n\nexport { Button } from './button';\n",
  'src/button/index.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module that has a template literal
    'export const Button = (label: string): string =>\n  `<button class="rounded-lg bg-sky-500 px-4 py-2 text-white">${label}</button>`;\n',
};
const TAILWIND_CLASSES = ['.rounded-lg', '.bg-sky-500', '.px-4', '.py-2', '.text-white'];

test.concurrent('guide/advanced/css: Tailwind CSS v4 through tools.postcss writes the classes src uses', async () => {
  const dir = await build('css-tailwind-v4', {
    ...TAILWIND_SOURCES,
    'src/index.css': "@import 'tailwindcss' source('.');\n",
    'rslib.config.ts': configFile(
      "{\n  lib: [\n    { format: 'esm', bundle: false },\n    { format: 'esm', output: { distPath: './dist-bundle' } },\n  ],\n  output: { target: 'web' },\n  tools: {\n    postcss: (_options, { addPlugins }) => {\n      addPlugins(tailwindcss());\n    },\n  },\n}",
      "import tailwindcss from '@tailwindcss/postcss';\n",
    ),
  });
  const written = filesUnder(path.join(dir, 'dist'));
  const trees = drawnTrees('tailwind-v4');
  expect(trees).toHaveLength(2);
  for (const tree of trees) expect(tree).toEqual(written);
  for (const css of ['dist/index.css', 'dist-bundle/index.css']) {
    const text = readText(dir, css);
    for (const name of TAILWIND_CLASSES) expect(text, css).toContain(`${name} {`);
    expect(text, css).not.toContain("@import 'tailwindcss'");
    expect(text, css).toContain('box-sizing');
  }
  expect(readText(dir, 'dist/index.js')).toContain('import "./index.css";');
  expect(readText(dir, 'dist/button/index.js')).not.toContain('.css');
  expect(readText(dir, 'dist-bundle/index.js')).not.toContain('.css');
});

test.concurrent('guide/advanced/css: postcss.config.mjs is picked up, and theme plus utilities leave Preflight out', async () => {
  const dir = await build('css-tailwind-v4-postcss-config', {
    ...TAILWIND_SOURCES,
    'postcss.config.mjs':
      "export default {\n  plugins: {\n    '@tailwindcss/postcss': {},\n  },\n};\n",
    'src/index.css':
      "@layer theme, base, components, utilities;\n@import 'tailwindcss/theme.css' layer(theme);\n@import 'tailwindcss/utilities.css' layer(utilities) source('.');\n",
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  const css = readText(dir, 'dist/index.css');
  for (const name of TAILWIND_CLASSES) expect(css).toContain(`${name} {`);
  expect(css).not.toContain('box-sizing');
});

test.concurrent('guide/advanced/css: prefix(tw) prefixes the generated classes', async () => {
  const dir = await build('css-tailwind-v4-prefix', {
    'src/index.ts': "import './index.css';\n\nexport const button = 'tw:bg-sky-500';\n",
    'src/index.css': "@import 'tailwindcss' prefix(tw) source('.');\n",
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm', bundle: false }],\n  output: { target: 'web' },\n  tools: {\n    postcss: (_options, { addPlugins }) => {\n      addPlugins(tailwindcss());\n    },\n  },\n}",
      "import tailwindcss from '@tailwindcss/postcss';\n",
    ),
  });
  expect(readText(dir, 'dist/index.css')).toContain('.tw\\:bg-sky-500 {');
});

test.concurrent('guide/advanced/css: with the node target, bundleless output imports CSS files that are not written', async () => {
  const dir = await build('css-missing-node-target', {
    'src/index.ts': "import './a.css';\n\nexport const a = 1;\n",
    'src/a.css': '.a { color: red; }\n',
    'rslib.config.ts': configFile("{ lib: [{ format: 'esm', bundle: false }] }"),
  });
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js']);
  expect(readText(dir, 'dist/index.js')).toContain('import "./a.css";');
});

test.concurrent('guide/advanced/css: a CSS file with only comments is not written, and bundleless output still imports it', async () => {
  const dir = await build('css-missing-empty', {
    'src/index.ts': "import './empty.css';\n\nexport const a = 1;\n",
    'src/empty.css': '/* nothing yet */\n',
    'src/orphan.css': '.orphan { color: green; }\n',
    'rslib.config.ts': WEB_BUNDLELESS,
  });
  // An unimported stylesheet in the entry glob is written; the empty one is not.
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.js', 'orphan.css']);
  expect(readText(dir, 'dist/index.js')).toContain('import "./empty.css";');
});

test.concurrent('guide/advanced/css: an unused TypeScript import takes the CSS of its module out of the bundle', async () => {
  const dir = await build('css-missing-elided-import', {
    'src/index.ts': "import { helper } from './b';\nimport './a.css';\n\nexport const a = 1;\n",
    'src/b.ts': "import './b.css';\n\nexport const helper = 'b';\n",
    'src/a.css': '.a { color: red; }\n',
    'src/b.css': '.b { color: blue; }\n',
    'rslib.config.ts': configFile(
      "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web' },\n}",
    ),
  });
  const css = readText(dir, 'dist/index.css');
  expect(css).toContain('.a {');
  expect(css).not.toContain('.b {');
});

test.concurrent.for([
  { sideEffects: undefined, unusedKept: true, inlinedKept: true },
  { sideEffects: false, unusedKept: false, inlinedKept: false },
  { sideEffects: ['**/*.css'], unusedKept: false, inlinedKept: false },
  { sideEffects: ['**/*.css', '**/*.ts'], unusedKept: true, inlinedKept: true },
])(
  'guide/advanced/css: with sideEffects $sideEffects, bundle mode keeps the CSS of a module with unused exports: $unusedKept',
  async ({ sideEffects, unusedKept, inlinedKept }) => {
    const name = `css-missing-side-effects-${JSON.stringify(sideEffects ?? 'unset').replace(/\W+/g, '-')}`;
    const dir = await build(name, {
      'package.json': samplePackage({
        private: true,
        ...(sideEffects === undefined ? {} : { sideEffects }),
      }),
      'src/index.ts': "export { render } from './lib';\nexport { size } from './sizes';\n",
      // `helper` is re-exported by lib.ts but never used by the entry.
      'src/lib.ts':
        "import './lib.css';\n\nexport { helper } from './helper';\nexport const render = (): string => 'lib';\n",
      'src/helper.ts': "import './helper.css';\n\nexport const helper = (): string => 'helper';\n",
      // A module whose only used export is a constant that Rspack inlines.
      'src/sizes.ts': "import './sizes.css';\n\nexport const size = 1;\n",
      'src/lib.css': '.lib { color: red; }\n',
      'src/helper.css': '.helper { color: blue; }\n',
      'src/sizes.css': '.sizes { color: green; }\n',
      'rslib.config.ts': configFile(
        "{\n  lib: [{ format: 'esm' }],\n  output: { target: 'web' },\n}",
      ),
    });
    const css = readText(dir, 'dist/index.css');
    expect(css).toContain('.lib {');
    expect(css.includes('.helper {')).toBe(unusedKept);
    expect(css.includes('.sizes {')).toBe(inlinedKept);
  },
);

/** The component library of the page's `component-library` section: a component, its style entry, shared Less. */
const STYLE_ENTRY_SOURCES = {
  'package.json': jsonFile({
    name: 'acme-ui',
    version: '1.0.0',
    private: true,
    type: 'module',
    sideEffects: ['**/*.css', '**/*.less', '**/style/*'],
  }),
  'src/index.ts': "export { Button } from './button';\n",
  'src/umd.ts': "import './button/style';\n\nexport * from './index';\n",
  'src/button/index.ts':
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a module that has a template literal
    'export const Button = (label: string): string =>\n  `<button class="acme-btn">${label}</button>`;\n',
  'src/button/style/index.ts': "import '../../styles/base.less';\nimport './index.less';\n",
  'src/button/style/index.less':
    "@import '../../styles/variables.less';\n\n.@{prefix}-btn {\n  background: @primary-color;\n}\n",
  'src/styles/base.less':
    "@import './variables.less';\n\n.@{prefix}-reset {\n  box-sizing: border-box;\n}\n",
  'src/styles/variables.less': '@prefix: acme;\n@primary-color: #1677ff;\n',
};

test.concurrent('guide/advanced/css: style entries import compiled CSS next to copied Less sources, and a UMD item bundles every style', async () => {
  const dir = await build('css-component-library', {
    ...STYLE_ENTRY_SOURCES,
    'rslib.config.ts': configFile(
      `{
  plugins: [pluginLess()],
  lib: [
    {
      format: 'esm',
      bundle: false,
      source: { entry: { index: ['./src/**', '!./src/umd.ts'] } },
      output: { distPath: './es', copy: [{ from: '**/*.less', context: 'src' }] },
    },
    {
      format: 'umd',
      umdName: 'AcmeUI',
      source: { entry: { index: './src/umd.ts' } },
      output: { distPath: './dist' },
    },
  ],
  output: { target: 'web' },
}`,
      "import { pluginLess } from '@rsbuild/plugin-less';\n",
    ),
  });
  // The page draws the ESM layout under `dist`; with the UMD item beside it, it is written to `es`.
  const trees = drawnTrees('style-entry');
  expect(trees).toHaveLength(2);
  for (const tree of trees) expect(tree).toEqual(filesUnder(path.join(dir, 'es')));
  expect(readText(dir, 'es/button/style/index.js')).toBe(
    'import "../../styles/base.css";\nimport "./index.css";\n',
  );
  expect(readText(dir, 'es/button/index.js')).not.toContain('.css');
  expect(readText(dir, 'es/button/style/index.css')).toContain(
    '.acme-btn {\n  background: #1677ff;',
  );
  expect(readText(dir, 'es/button/style/index.less')).toBe(
    STYLE_ENTRY_SOURCES['src/button/style/index.less'],
  );
  expect(filesUnder(path.join(dir, 'dist'))).toEqual(['index.css', 'index.js']);
  const umdCss = readText(dir, 'dist/index.css');
  expect(umdCss).toContain('.acme-reset {');
  expect(umdCss).toContain('.acme-btn {');
  expect(readText(dir, 'dist/index.js')).toContain('root["AcmeUI"]');
});
