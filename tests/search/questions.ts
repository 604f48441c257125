/**
 * Questions people asked, worded as they typed them, and the pages of this site that answer
 * them: the titles (and, where the title is not the question, a sentence a user wrote in the
 * thread) of issues in the trackers of Rslib, Rsbuild, Rspack and Modern.js Module Tools, and in
 * those of other library build tools and component libraries, taken as written
 * except for the tracker's template prefix ("[Bug]: ", "[Feature]: "). Each names its source.
 * The pages were chosen by reading them, then checked by a second reader, never from search
 * results: a question counts as found when one of them is among the first three results as
 * DocSearch shows them, any section of it (a path with `#id` must be that very section; the
 * issue's own measure, `pageRank`, asks only for the page). A section written later joins the
 * pages of the questions it answers, in either half, judged the same way: by reading the
 * question and the section, never from search results.
 *
 * The set grows in batches. Each batch is split once, when it is added and before the engine
 * is changed for it, at random with a fixed seed into a tuning half and a held-out half
 * (`QUESTION_HALVES`): the engine may be tuned on the first, never on a question of the second.
 * Splitting per batch keeps a question in the half it was first given, whatever comes later.
 * The hand-written relevance set (`relevance.ts`) stays the regression set.
 */
import { type Lang, shownOrder } from './relevance';

export interface Question {
  lang: Lang;
  query: string;
  /** Route paths; one with `#id` must be that very section. */
  expect: string[];
  /** Where it was asked: `owner/repo#number`. */
  source: string;
}

const RSLIB = 'web-infra-dev/rslib';
const RSBUILD = 'web-infra-dev/rsbuild';

const DTS_ALIAS = [
  '/config/lib/redirect#redirectdtspath',
  '/guide/advanced/dts#alias',
  '/config/lib/dts#dtsalias',
  '/guide/faq/features#path-aliases',
  '/guide/basic/typescript#path-aliases',
];
const PATH_ALIASES = [
  '/guide/basic/typescript#path-aliases',
  '/guide/faq/features#path-aliases',
  '/config/rsbuild/resolve#resolve-alias',
  '/config/lib/redirect',
];
const DTS_EXTENSION = [
  '/config/lib/redirect#redirectdtsextension',
  '/config/lib/dts',
  '/guide/advanced/dts#bundleless',
];
const BUNDLELESS_ASSETS = [
  '/guide/advanced/static-assets',
  '/guide/faq/features#bundleless-assets-as-is',
];
const CSS = ['/guide/advanced/css', '/guide/faq/features#component-css'];
const SHIMS = ['/config/lib/shims', '/guide/solution/nodejs#shims'];
const VUE_DTS = ['/guide/solution/vue#declaration-files', '/guide/solution/vue'];

type Row = [lang: Lang, query: string, expect: string[], source: string];

/** The first batch: issue titles of Rslib's and Rsbuild's trackers. */
const FIRST_BATCH: Row[] = [
  [
    'en',
    'Inconsistent handling of external dependencies in bundleless mode',
    [
      '/guide/advanced/third-party-deps',
      '/guide/faq/features#bundle-a-dependency',
      '/guide/faq/features#bundleless-bundle-a-dependency',
    ],
    `${RSLIB}#1595`,
  ],
  [
    'en',
    'Add option to automatically externalize dependencies (similar to Rslib’s autoExternal)',
    [
      '/config/rsbuild/output#output-auto-external',
      '/config/lib/auto-external',
      '/guide/advanced/third-party-deps',
      '/guide/faq/features#all-external',
    ],
    `${RSBUILD}#5967`,
  ],
  ['en', 'Support for `createRequire()`', SHIMS, `${RSLIB}#233`],
  [
    'en',
    'ESM format output is incorrect & auto detect entry file fails',
    ['/config/rsbuild/source#source-entry', '/guide/faq/errors#entry-not-found'],
    `${RSLIB}#162`,
  ],
  [
    'en',
    'The CommonJS bundle can not be consumed by `import()` in Node.js',
    ['/guide/basic/output-format', '/guide/faq/features#cjs-default-undefined'],
    `${RSLIB}#351`,
  ],
  [
    'en',
    'Support experimental tsgo to generate declaration files',
    ['/config/lib/dts#dtstsgo', '/guide/advanced/dts#tsgo'],
    `${RSLIB}#1103`,
  ],
  [
    'en',
    'wrong tsconfig.json#paths output when `bundle: false`',
    [
      '/config/lib/redirect',
      '/guide/basic/typescript#path-aliases',
      '/guide/faq/features#path-aliases',
    ],
    `${RSLIB}#407`,
  ],
  ['en', 'alias configuration does not take effect', PATH_ALIASES, `${RSLIB}#553`],
  ['en', 'DTS generate incorrect output when using tsconfig.json#paths', DTS_ALIAS, `${RSLIB}#406`],
  ['zh', '构建后的 .d.ts 文件依然使用了别名导入模块', DTS_ALIAS, `${RSLIB}#686`],
  [
    'zh',
    '在tsconfig.json文件中添加alias别名，构建出来的.d.ts文件里路径没有解析',
    DTS_ALIAS,
    `${RSLIB}#686`,
  ],
  ['en', 'dts not covert alias path', DTS_ALIAS, `${RSLIB}#586`],
  [
    'en',
    '`dts.alias` does not work as expected',
    [
      '/config/lib/redirect#redirectdtspath',
      '/guide/advanced/dts#alias',
      '/config/lib/dts#dtsalias',
    ],
    `${RSLIB}#1390`,
  ],
  [
    'en',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the reader typed tsconfig's `${configDir}`
    'can not resolve path alias from tsconfig when using `${configDir}` template variable',
    ['/guide/basic/typescript#config-dir'],
    `${RSLIB}#897`,
  ],
  ['en', 'Support for DTS paths replacement', DTS_ALIAS, `${RSLIB}#409`],
  [
    'en',
    'skip the preprocessing of Less / Sass files in bundleless mode',
    [
      '/guide/faq/features#bundleless-styles-as-is',
      '/guide/advanced/css#less-sass',
      '/config/lib/redirect#redirectstyleextension',
    ],
    `${RSLIB}#868`,
  ],
  [
    'en',
    'Generated `styles.css` is not imported in root `index.js` in bundled mode',
    CSS,
    `${RSLIB}#1448`,
  ],
  [
    'en',
    '.css file stays within source folder after build',
    [
      '/guide/advanced/css',
      '/guide/faq/features#component-css',
      '/config/rsbuild/output#output-emit-css',
    ],
    `${RSLIB}#783`,
  ],
  ['en', 'Support CSS and css-modules in `bundle: false`', CSS, `${RSLIB}#182`],
  [
    'en',
    'Support watch `rslib.config` to rebuild',
    ['/guide/basic/cli#build', '/guide/basic/cli'],
    `${RSLIB}#138`,
  ],
  ['en', 'umdName support Array', ['/config/lib/umd-name'], `${RSLIB}#1017`],
  [
    'en',
    'if I don’t set minify to true, the code after building is not compressed',
    ['/guide/faq/features#minify', '/config/rsbuild/output#output-minify'],
    `${RSLIB}#626`,
  ],
  ['en', 'Incorrect `import.meta.url` shim for CJS', SHIMS, `${RSLIB}#274`],
  ['en', 'Support for Module Federation', ['/guide/advanced/module-federation'], `${RSLIB}#212`],
  [
    'en',
    "should not set `target: 'es5'` when using `syntax`",
    ['/config/lib/syntax'],
    `${RSLIB}#209`,
  ],
  [
    'en',
    '`.browserslistrc` can not take effect',
    ['/config/lib/syntax', '/guide/advanced/output-compatibility'],
    `${RSLIB}#1004`,
  ],
  [
    'en',
    'treat `engines` field within `package.json` as `target` or browsersList for synatx downgrading',
    [
      '/config/lib/syntax',
      '/guide/basic/upgrade-rslib#v1-engines',
      '/guide/solution/nodejs#runtime-target',
      '/guide/advanced/output-compatibility#syntax',
    ],
    `${RSLIB}#1404`,
  ],
  [
    'en',
    'SVG assets not preserve "import" when using "?url" via SVGR.',
    ['/guide/advanced/svgr-files'],
    `${RSLIB}#803`,
  ],
  ['en', 'Import and export of assets in bundleless outputs', BUNDLELESS_ASSETS, `${RSLIB}#230`],
  ['en', 'Support import asset in bundleless mode', BUNDLELESS_ASSETS, `${RSLIB}#217`],
  [
    'en',
    'generate seperate js for svgr in bundleless mode',
    ['/guide/advanced/svgr-files#bundleless'],
    `${RSLIB}#231`,
  ],
  ['en', 'Support asset module', ['/guide/advanced/static-assets'], `${RSLIB}#570`],
  ['en', 'Design of JavaScript Redirect', ['/config/lib/redirect'], `${RSLIB}#548`],
  [
    'en',
    "Error occurred when packaging UMD files './src/**?__rslib_entry__ not found",
    [
      '/config/lib/bundle',
      '/config/rsbuild/source#source-entry',
      '/guide/faq/errors#glob-in-bundle-mode',
    ],
    `${RSLIB}#632`,
  ],
  [
    'en',
    'Implement the `--copy-files` flag from babel-cli or swc-cli',
    ['/guide/faq/features#copy-files', '/config/rsbuild/output#output-copy'],
    `${RSLIB}#761`,
  ],
  [
    'en',
    'multiple entries mode will compose duplicate files into each entries that imported that file',
    [
      '/guide/faq/features#multiple-entries',
      '/config/rsbuild/source#source-entry',
      '/guide/basic/output-structure#bundle',
      '/guide/basic/output-structure#shared-state',
    ],
    `${RSLIB}#610`,
  ],
  [
    'en',
    'Set `./src/**` as default entry of bundleless mode',
    [
      '/config/rsbuild/source#source-entry',
      '/config/lib/bundle',
      '/guide/basic/output-structure#bundleless',
    ],
    `${RSLIB}#638`,
  ],
  [
    'en',
    'Add docs about Style and Assets',
    ['/guide/advanced/css', '/guide/advanced/static-assets'],
    `${RSLIB}#629`,
  ],
  [
    'zh',
    'jsxFactory设置为了h ，但是编译后的文件依然使用了React.createElement',
    ['/guide/solution/vue', '/guide/solution/react#jsx-transform', '/guide/migration/tsc#jsx'],
    `${RSLIB}#574`,
  ],
  ['en', 'Vue template configures dts and runs build error', VUE_DTS, `${RSLIB}#990`],
  [
    'zh',
    '我只是加了个 dts: true, 想导出 vue 组件的实例类型，props 类型这些',
    VUE_DTS,
    `${RSLIB}#990`,
  ],
  ['zh', '编写 vue 组件提示 ts 提示类型编译失败', VUE_DTS, `${RSLIB}#991`],
  ['en', "generated .d.ts not handle imports' extensions correctly", DTS_EXTENSION, `${RSLIB}#678`],
  [
    'en',
    "Imports/exports of generated DTS don't have file extensions",
    DTS_EXTENSION,
    `${RSLIB}#1052`,
  ],
  [
    'en',
    'not generating .d.ts properly',
    ['/guide/advanced/dts', '/config/lib/dts'],
    `${RSLIB}#1083`,
  ],
  ['en', 'build vue tsx error', ['/guide/solution/vue'], `${RSLIB}#1073`],
  ['en', 'Preserving directive in output', ['/guide/faq/features#use-client'], `${RSLIB}#381`],
];

/**
 * The second batch: titles, and sentences of threads, from the trackers of Rslib, Rsbuild, Rspack
 * and Modern.js Module Tools.
 */
const SECOND_BATCH: Row[] = [
  [
    'en',
    'Bundleless mode ouput files outside of the specified entries',
    ['/guide/faq/features#exclude-from-dts', '/config/lib/dts#output-scope'],
    `${RSLIB}#498`,
  ],
  [
    'en',
    '`__filename` is broken in CJS output',
    ['/config/lib/shims', '/guide/solution/nodejs#shims'],
    `${RSLIB}#425`,
  ],
  [
    'en',
    'Adding js extensions for index resolution',
    ['/config/lib/redirect', '/guide/start/glossary#redirect'],
    `${RSLIB}#238`,
  ],
  [
    'en',
    '`experiments.advancedEsm` default value `true` causes `__webpack_require__` runtime in ESM output and build failures',
    [
      '/guide/basic/upgrade-rslib#v1-removed-options',
      '/guide/basic/output-structure#bundle',
      '/guide/faq/features#esm-runtime',
    ],
    `${RSLIB}#1487`,
  ],
  [
    'en',
    'ESM/CJS interop broken for externals with __esModule but no default export',
    [
      '/guide/advanced/third-party-deps#cjs-default-import',
      '/guide/faq/features#cjs-default-undefined',
    ],
    `${RSLIB}#1692`,
  ],
  [
    'en',
    'react ui lib build to Module Federation by esmodule cant be work',
    ['/guide/advanced/module-federation#esm-remote-entry'],
    `${RSLIB}#1003`,
  ],
  [
    'en',
    'set the syntax es6, rspack not match the API schema',
    ['/config/lib/syntax', '/guide/start/glossary#syntax-target'],
    `${RSLIB}#322`,
  ],
  [
    'en',
    'PROCESS.ENV.ASSET_PREFIX is replaced with "auto"',
    ['/config/rsbuild/source#source-define', '/guide/advanced/env-vars#what-is-replaced'],
    `${RSLIB}#774`,
  ],
  [
    'en',
    'Unable to generate bundle DTS',
    ['/guide/advanced/dts#bundle-errors', '/config/lib/dts#dtsbundlebundledpackages'],
    `${RSLIB}#506`,
  ],
  [
    'en',
    'Using `dts.bundle: true` does not fully bundle.',
    [
      '/config/lib/dts#dtsbundlebundledpackages',
      '/guide/advanced/dts#bundle',
      '/guide/faq/features#single-dts',
      '/guide/start/npm-packages#api-extractor',
    ],
    `${RSLIB}#470`,
  ],
  [
    'en',
    'extension of js request is not correct when using `autoExtension: false` along with `output.filename.js`',
    [
      '/config/lib/auto-extension#interaction',
      '/config/rsbuild/output#output-filename',
      '/guide/basic/output-structure#file-extensions',
    ],
    `${RSLIB}#362`,
  ],
  [
    'en',
    '`output.filename.js` is not working even when `autoExtension` is `false`',
    [
      '/config/rsbuild/output#output-filename',
      '/config/lib/auto-extension',
      '/guide/basic/output-structure#file-extensions',
    ],
    `${RSLIB}#106`,
  ],
  [
    'en',
    'json import attribute not removed in bundleless mode',
    ['/guide/advanced/json-files#import-attributes'],
    `${RSLIB}#1076`,
  ],
  ['en', 'Vue bundleless support', ['/guide/solution/vue#configuration'], `${RSLIB}#985`],
  ['en', 'Cannot build fonts', ['/guide/advanced/static-assets#css'], `${RSLIB}#558`],
  [
    'en',
    'Error using url(...) in css file',
    ['/guide/advanced/static-assets#css', '/guide/advanced/static-assets#css-ignore'],
    `${RSLIB}#641`,
  ],
  [
    'en',
    'Test files are included in the build output',
    [
      '/config/rsbuild/source#source-entry',
      '/guide/faq/features#exclude-from-dts',
      '/guide/basic/output-structure#bundleless',
      '/config/lib/dts#output-scope',
    ],
    `${RSLIB}#786`,
  ],
  [
    'en',
    'Add an option to automatically generate exports fields in package.json',
    ['/guide/basic/output-format#dual-package-exports'],
    `${RSLIB}#1291`,
  ],
  [
    'en',
    'Zero-Configuration Rslib',
    [
      '/guide/basic/cli#build',
      '/guide/basic/configure-rslib#config-file',
      '/guide/start/quick-start#cli',
    ],
    `${RSLIB}#62`,
  ],
  [
    'en',
    'dts not generated in monorepo',
    ['/guide/basic/typescript#config-dir', '/guide/basic/typescript#tsconfig-path'],
    `${RSLIB}#779`,
  ],
  [
    'en',
    'Failed to generate DTS when running build twice',
    ['/config/lib/dts#dtsbuild', '/guide/advanced/dts#build'],
    `${RSLIB}#404`,
  ],
  [
    'en',
    'Question: Can you output ESM?',
    ['/guide/basic/output-format#esm', '/config/lib/format'],
    'web-infra-dev/rspack#2418',
  ],
  [
    'en',
    'Externals config object does not work in librarytarget "umd"',
    ['/guide/advanced/third-party-deps#umd', '/config/rsbuild/output#output-externals'],
    'web-infra-dev/rspack#7542',
  ],
  [
    'en',
    'support preserveModules like roolup',
    [
      '/config/lib/bundle#bundleless-mode',
      '/guide/basic/output-structure#bundleless',
      '/guide/start/glossary#bundleless-mode',
      '/guide/migration/rollup#option-mapping',
    ],
    'web-infra-dev/rspack#10025',
  ],
  [
    'en',
    'Support specify more config of `build` command',
    ['/guide/basic/cli#build', '/guide/start/quick-start#cli'],
    `${RSLIB}#454`,
  ],
  [
    'en',
    'Error with dts bundle enabled with multiple tsconfig includes',
    [
      '/guide/basic/typescript#include',
      '/guide/basic/output-structure#declaration-files',
      '/guide/advanced/dts#dist-src',
    ],
    `${RSLIB}#385`,
  ],
  [
    'en',
    'Support for Isolated Declarations in TS 5.5',
    ['/config/lib/dts#dtsisolated', '/guide/advanced/dts#isolated'],
    `${RSLIB}#211`,
  ],
  [
    'en',
    'Should remove the comments of types',
    ['/guide/faq/features#keep-comments', '/config/rsbuild/output#output-minify'],
    `${RSLIB}#210`,
  ],
  [
    'en',
    'Support clearing the entire dist folder directly before packaging instead of just clearing the set distPath',
    ['/config/rsbuild/output#output-clean-dist-path'],
    `${RSLIB}#1137`,
  ],
  ['en', 'Svelte library support', ['/guide/solution/svelte'], `${RSLIB}#1360`],
  [
    'en',
    'tsconfigPath for dts configuration',
    [
      '/guide/faq/features#exclude-from-dts',
      '/config/rsbuild/source#source-tsconfig-path',
      '/config/lib/dts#dtsbundletsconfigpath',
      '/guide/basic/typescript#tsconfig-path',
    ],
    `${RSLIB}#1452`,
  ],
  [
    'en',
    'Unable to properly build React application as a consumable UMD library',
    [
      '/guide/basic/output-format#umd',
      '/config/lib/umd-name',
      '/guide/advanced/third-party-deps#umd',
    ],
    'web-infra-dev/rspack#9616',
  ],
  [
    'en',
    'Provide an umd plugin',
    ['/guide/basic/output-format#umd', '/config/lib/format'],
    `${RSBUILD}#70`,
  ],
  [
    'en',
    'rs-build 1.1.0 umd externals not working.',
    ['/guide/advanced/third-party-deps#umd', '/config/rsbuild/output#output-externals'],
    `${RSBUILD}#3957`,
  ],
  [
    'en',
    "When you define an external rslib config file with the `-c` parameter, it can't find the package.json anymore.",
    [
      '/guide/basic/cli#common-options',
      '/guide/basic/configure-rslib#config-file',
      '/guide/faq/errors#entry-not-found',
    ],
    `${RSLIB}#360`,
  ],
  [
    'en',
    'Rslib build breaks shebang line in bin file',
    ['/guide/faq/features#cli-shebang', '/guide/solution/nodejs#cli'],
    `${RSLIB}#166`,
  ],
  ['en', 'Support web-worker', ['/guide/advanced/web-workers'], `${RSLIB}#929`],
  [
    'en',
    'dts no longer respects output.distPath.root since v0.5.1',
    [
      '/config/lib/dts#dtsdistpath',
      '/guide/advanced/dts#dist-path',
      '/guide/basic/output-structure#declaration-files',
      '/guide/basic/typescript#declaration-files',
    ],
    `${RSLIB}#785`,
  ],
  [
    'en',
    'Failed to clean DTS output path',
    ['/config/lib/dts#dtsdistpath', '/config/lib/dts#output-scope'],
    `${RSLIB}#405`,
  ],
  [
    'en',
    'Failed to rename declaration file, rslib only generates one of `d.ts` and `d.mts`.',
    [
      '/config/lib/dts#dtsautoextension',
      '/guide/basic/output-format#dual-package',
      '/guide/advanced/dts#dist-path',
    ],
    `${RSLIB}#861`,
  ],
  [
    'zh',
    'bundleless模式下，希望为src每个ts生成单独的d.ts，并且以文件夹形式输出demo/(index.js + index.d.ts)',
    [
      '/guide/advanced/dts#bundleless',
      '/config/lib/dts',
      '/guide/basic/output-structure#declaration-files',
    ],
    'web-infra-dev/modern.js#5158',
  ],
  [
    'zh',
    '打包未生产ts文件',
    ['/guide/advanced/dts', '/config/lib/dts'],
    'web-infra-dev/rspack#4566',
  ],
  [
    'zh',
    '如何打包npm 组件',
    ['/guide/start/', '/guide/start/quick-start', '/guide/solution/'],
    'web-infra-dev/rspack#4861',
  ],
  [
    'zh',
    '官网只给了 web 打包方案没看到如何打包组件库',
    ['/guide/start/', '/guide/solution/react', '/guide/solution/'],
    'web-infra-dev/rspack#4861',
  ],
  [
    'zh',
    'externals 配置在umd模式下编译报错',
    ['/guide/advanced/third-party-deps#umd', '/config/rsbuild/output#output-externals'],
    'web-infra-dev/rspack#4060',
  ],
  [
    'zh',
    'win10下, 启用可选功能, 启动Storybook V7 出错',
    ['/guide/advanced/storybook'],
    'web-infra-dev/modern.js#5477',
  ],
  [
    'zh',
    'modern.js 开启 storybook 能力之后启动storybook报错',
    ['/guide/advanced/storybook'],
    'web-infra-dev/modern.js#5967',
  ],
  [
    'zh',
    '打包时，是否能将css打包到js中去？',
    ['/guide/advanced/css#inject-styles', '/config/rsbuild/output#output-inject-styles'],
    'web-infra-dev/rspack#4776',
  ],
  [
    'zh',
    '不希望生成 index.css,index.js 这种，只要生成 index.js ,css 由js动态创建出来',
    ['/guide/advanced/css#inject-styles', '/config/rsbuild/output#output-inject-styles'],
    'web-infra-dev/rspack#4776',
  ],
  [
    'zh',
    '无法识别`node:path`',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/config/rsbuild/output#output-target',
      '/guide/solution/nodejs#externals',
      '/guide/start/glossary#runtime-target',
      '/guide/advanced/third-party-deps#node-builtins-web',
      '/guide/faq/errors#node-builtin-in-web',
    ],
    'web-infra-dev/modern.js#3972',
  ],
  [
    'zh',
    '尝试使用`moduleTools`替代我的开源库`tsup`构建失败，求帮助',
    ['/guide/migration/tsup'],
    'web-infra-dev/modern.js#3245',
  ],
  [
    'zh',
    'devDependencies 中的依赖未被打包进产物中',
    [
      '/guide/advanced/third-party-deps',
      '/guide/advanced/dts#bundle',
      '/config/lib/dts#dtsbundlebundledpackages',
    ],
    `${RSLIB}#469`,
  ],
  [
    'zh',
    '查看打包产物 dist/index.d.ts 中可以发现 `type-fest` 未被打包进去',
    [
      '/guide/advanced/dts#bundle',
      '/config/lib/dts#dtsbundlebundledpackages',
      '/config/lib/dts#dtsbundle',
      '/guide/faq/features#single-dts',
      '/guide/start/npm-packages#api-extractor',
    ],
    `${RSLIB}#469`,
  ],
  [
    'zh',
    '单一代码库多个包之间的相互引用，构建报错 cannit find module',
    [
      '/config/lib/dts#dtsalias',
      '/guide/advanced/dts#alias',
      '/config/lib/dts#dtsbuild',
      '/guide/faq/features#monorepo',
    ],
    `${RSLIB}#1140`,
  ],
  [
    'zh',
    'rsbuild.inspectConfig 的 outputPath（指定输出路径），这个值为什么要拼接 `output.distPath.root` ？',
    ['/guide/basic/cli#inspect'],
    `${RSBUILD}#3023`,
  ],
  [
    'zh',
    'modern.js module 按照官网示例添加tailwindcss和storybook后不生效',
    [
      '/guide/advanced/css#tailwind',
      '/guide/advanced/storybook',
      '/guide/advanced/css#tailwind-v3',
      '/guide/advanced/css#tailwind-v4',
    ],
    'web-infra-dev/modern.js#5732',
  ],
  [
    'zh',
    'Module Tools 支持构建 Vue3 组件',
    ['/guide/solution/vue'],
    'web-infra-dev/modern.js#3227',
  ],
  [
    'zh',
    'Modern.js Module 打包支持 模块联邦',
    ['/guide/advanced/module-federation', '/config/lib/format#module-federation'],
    'web-infra-dev/modern.js#6401',
  ],
  [
    'zh',
    '我这里的场景是 开发ui组件库，在开启了 StoryBook 以后执行 `yarn dev`，即 `modern dev` 报错。',
    ['/guide/advanced/storybook'],
    'web-infra-dev/modern.js#291',
  ],
  [
    'zh',
    '另外虽然打包成require，但是这个require not defined 呀',
    ['/guide/advanced/third-party-deps#umd', '/config/rsbuild/output#output-externals'],
    'web-infra-dev/rspack#3940',
  ],
];

/**
 * The third batch: more of Rslib's, Rsbuild's and Rspack's trackers, and Chinese questions about
 * building a library asked in the trackers of other library build tools (father, icepkg, dumi).
 */
const THIRD_BATCH: Row[] = [
  [
    'en',
    'Support using tslib as helper',
    ['/config/lib/external-helpers', '/guide/advanced/output-compatibility#external-helpers'],
    `${RSLIB}#950`,
  ],
  ['en', 'Integration with Rsdoctor', ['/guide/advanced/rsdoctor'], `${RSLIB}#270`],
  [
    'en',
    'I hope rslib can export multiple config in one rslib.config.ts',
    ['/guide/basic/configure-rslib', '/config/lib/id'],
    `${RSLIB}#900`,
  ],
  ['en', 'unexpected wasmLoading `fetch`', ['/guide/advanced/wasm'], `${RSLIB}#1173`],
  ['en', 'incorrect ESM output with async wasm', ['/guide/advanced/wasm'], `${RSLIB}#1355`],
  [
    'en',
    'Error occur when import css file from node_modules package',
    ['/guide/advanced/css#import-from-packages'],
    `${RSLIB}#617`,
  ],
  [
    'en',
    "rslib run storybook can't parse *.less file and *jsx file",
    ['/guide/advanced/storybook', '/guide/advanced/storybook#how-it-works'],
    `${RSLIB}#530`,
  ],
  [
    'en',
    '`npx create-rslib --template` is broken',
    ['/guide/start/quick-start#skip-the-prompts'],
    `${RSLIB}#426`,
  ],
  [
    'en',
    'Multiple export (entry points)',
    [
      '/guide/faq/features#multiple-entries',
      '/guide/basic/output-structure',
      '/config/rsbuild/source#source-entry',
    ],
    `${RSLIB}#575`,
  ],
  [
    'en',
    'the minify options `comments: "some"` does not preserve pure annotation',
    ['/config/rsbuild/output#output-minify', '/guide/faq/features#keep-comments'],
    `${RSLIB}#418`,
  ],
  [
    'en',
    'Error when calling build via JavaScript API',
    [
      '/guide/basic/configure-rslib#load-config',
      '/guide/basic/configure-rslib#rslib-instance',
      '/guide/start/npm-packages#javascript-api',
    ],
    `${RSLIB}#356`,
  ],
  [
    'en',
    'Use Rslib to bundle the API of Rsbuild',
    [
      '/guide/advanced/third-party-deps',
      '/config/lib/auto-external',
      '/config/rsbuild/output#output-auto-external',
    ],
    `${RSLIB}#957`,
  ],
  [
    'en',
    'May I ask when there are plans to support node api',
    [
      '/guide/basic/configure-rslib#load-config',
      '/guide/basic/configure-rslib#rslib-instance',
      '/guide/start/npm-packages#javascript-api',
    ],
    `${RSLIB}#637`,
  ],
  [
    'en',
    "output.library.type = 'module' not outputting ESM correctly",
    ['/config/lib/format', '/guide/basic/output-format'],
    'web-infra-dev/rspack#2293',
  ],
  [
    'en',
    'How to configure the generation of .d.ts files?',
    ['/guide/advanced/dts', '/config/lib/dts'],
    'web-infra-dev/rspack#2135',
  ],
  [
    'en',
    '`builtins.define` not support dynamic process.env.NODE_ENV?',
    [
      '/config/rsbuild/source#source-define',
      '/guide/advanced/env-vars#define',
      '/guide/advanced/env-vars#what-is-replaced',
    ],
    'web-infra-dev/rspack#3489',
  ],
  [
    'en',
    '`--env-mode` can‘t change the `process.env.NODE_ENV` environment variable.',
    ['/guide/advanced/env-vars#env-mode'],
    `${RSBUILD}#2904`,
  ],
  [
    'en',
    'Rspack build product contains es6 syntax class',
    ['/config/rsbuild/source#source-include', '/guide/advanced/output-compatibility'],
    'web-infra-dev/rspack#5274',
  ],
  [
    'en',
    'Externals exclusion only works on direct matches',
    ['/config/rsbuild/output#output-auto-external', '/guide/advanced/third-party-deps'],
    'web-infra-dev/rspack#2382',
  ],
  [
    'en',
    'fails to properly inject core-js via browserslistrc configuration',
    [
      '/guide/advanced/output-compatibility',
      '/config/lib/syntax',
      '/config/rsbuild/output#output-polyfill',
    ],
    `${RSBUILD}#5131`,
  ],
  [
    'en',
    'getLocalIdent function support for css modules',
    [
      '/config/rsbuild/tools#other-tools',
      '/config/rsbuild/output#output-css-modules',
      '/guide/advanced/css#css-modules',
    ],
    `${RSBUILD}#3554`,
  ],
  [
    'en',
    'And does rspack have any options to control whether extract css or inject it into dom.',
    ['/config/rsbuild/output#output-inject-styles', '/guide/advanced/css#inject-styles'],
    'web-infra-dev/rspack#3319',
  ],
  [
    'en',
    'Add support for extensionAlias configuration',
    ['/config/rsbuild/resolve', '/guide/basic/typescript#how-it-works'],
    'web-infra-dev/rspack#2993',
  ],
  [
    'en',
    'Support extensionAlias field',
    ['/config/rsbuild/resolve', '/guide/basic/typescript#how-it-works'],
    'web-infra-dev/rspack#2257',
  ],
  [
    'en',
    'Module not found: Can\'t resolve "...xxxx./xxx.js"',
    ['/guide/basic/typescript#how-it-works', '/config/rsbuild/resolve'],
    'web-infra-dev/rspack#7145',
  ],
  [
    'en',
    "RSPack can't resolve the TypeScript alias",
    [
      '/guide/basic/typescript#path-aliases',
      '/guide/faq/features#path-aliases',
      '/config/rsbuild/resolve#resolve-alias-strategy',
    ],
    'web-infra-dev/rspack#8123',
  ],
  [
    'en',
    'rspack how to use the emitDecoratorData',
    ['/config/rsbuild/source#source-decorators', '/guide/basic/typescript#decorators'],
    'web-infra-dev/rspack#9258',
  ],
  [
    'en',
    'BannerPlugin not working with the default stage PROCESS_ASSETS_STAGE_ADDITIONS',
    ['/config/lib/banner'],
    'web-infra-dev/rspack#7898',
  ],
  [
    'en',
    'Support esm configuration file',
    ['/guide/basic/configure-rslib#config-file', '/guide/start/quick-start#configuration-file'],
    'web-infra-dev/rspack#2124',
  ],
  [
    'en',
    'Write rspack config in typescript',
    ['/guide/basic/configure-rslib#config-file', '/guide/start/quick-start#configuration-file'],
    'web-infra-dev/rspack#2188',
  ],
  [
    'en',
    'rspack 2 beta version: `import.meta.dirname` is undefined in CJS context',
    [
      '/config/lib/shims#shimscjsimportmetadirname',
      '/guide/solution/nodejs#shims',
      '/guide/start/glossary#shims',
      '/guide/basic/output-format#cjs',
    ],
    'web-infra-dev/rspack#13420',
  ],
  [
    'en',
    "Webpack's output.clean supports the useful option to optionally keep some files around",
    ['/config/rsbuild/output#output-clean-dist-path'],
    'web-infra-dev/rspack#7822',
  ],
  [
    'en',
    'output.clean does not support keep configuration',
    ['/config/rsbuild/output#output-clean-dist-path'],
    'web-infra-dev/rspack#8333',
  ],
  [
    'en',
    'Support `output.clean`',
    ['/config/rsbuild/output#output-clean-dist-path', '/guide/basic/output-structure#dist-folder'],
    'web-infra-dev/rspack#2577',
  ],
  [
    'en',
    'CopyRspackPlugin is not wokring',
    ['/config/rsbuild/output#output-copy', '/guide/faq/features#copy-files'],
    'web-infra-dev/rspack#6574',
  ],
  [
    'en',
    'Rspack compatibility with IgnorePlugin (webpack)',
    ['/config/rsbuild/resolve#resolve-alias'],
    'web-infra-dev/rspack#2788',
  ],
  [
    'en',
    'Make externalsPresets.node obey externalsType option',
    ['/config/rsbuild/output#output-externals', '/guide/basic/upgrade-rslib#v1-externals'],
    'web-infra-dev/rspack#3446',
  ],
  [
    'en',
    'External dependencies being set as web instead node target',
    [
      '/config/rsbuild/output#output-target',
      '/config/rsbuild/resolve#resolve-condition-names',
      '/config/rsbuild/resolve#resolve-main-fields',
    ],
    'web-infra-dev/rspack#2741',
  ],
  [
    'en',
    'when set target to node, should external all nodejs builtin modules by default',
    [
      '/config/rsbuild/output#output-target',
      '/guide/solution/nodejs#externals',
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/start/glossary#runtime-target',
      '/guide/faq/features#all-external',
    ],
    'web-infra-dev/rspack#712',
  ],
  [
    'en',
    '1.0.1-beta.15 production rename function name , Class too',
    ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify'],
    'web-infra-dev/rspack#7659',
  ],
  [
    'en',
    "import classes from './index.module.scss', classes is undefined",
    ['/guide/advanced/css#css-modules', '/config/rsbuild/output#output-css-modules'],
    'web-infra-dev/rspack#6659',
  ],
  [
    'en',
    'Support `publicPath: auto` in asset module',
    ['/guide/advanced/static-assets#esm-cjs', '/config/rsbuild/output#other-defaults'],
    'web-infra-dev/rspack#8748',
  ],
  [
    'en',
    'publicPath in css calculated differently than in webpack',
    ['/guide/advanced/static-assets#css'],
    'web-infra-dev/rspack#4713',
  ],
  [
    'zh',
    'es与lib下没有生成 d.ts',
    ['/guide/advanced/dts', '/config/lib/dts', '/guide/basic/output-format#es-and-lib'],
    'umijs/father#219',
  ],
  [
    'zh',
    'father v4 是否可以指定 d.ts 声明文件的输出路径',
    [
      '/config/lib/dts#dtsdistpath',
      '/guide/advanced/dts#dist-path',
      '/guide/basic/output-structure#declaration-files',
      '/guide/basic/typescript#declaration-files',
    ],
    'umijs/father#510',
  ],
  [
    'zh',
    '打包完并未生成 .d.ts 声明文件',
    ['/guide/advanced/dts', '/config/lib/dts'],
    'umijs/father#505',
  ],
  [
    'zh',
    '请问下esm或者cjs模式下可以把less转换成css吗',
    [
      '/guide/advanced/css#less-sass',
      '/guide/solution/react#sass-and-less',
      '/guide/migration/father#defaults',
    ],
    'umijs/father-next#50',
  ],
  [
    'zh',
    'father build无法打包Less样式',
    [
      '/guide/advanced/css#less-sass',
      '/guide/advanced/css',
      '/guide/faq/features#component-css',
      '/guide/solution/react#sass-and-less',
      '/guide/migration/father',
    ],
    'umijs/father#551',
  ],
  [
    'zh',
    '可以在esm和cjs模式下使用 Bundle 构建模式吗？',
    ['/config/lib/bundle', '/guide/basic/output-structure'],
    'umijs/father#583',
  ],
  [
    'zh',
    'umd 模式打包，配置了externals 后，引入umd, 报错',
    ['/guide/advanced/third-party-deps#umd', '/config/rsbuild/output#output-externals'],
    'umijs/father#616',
  ],
  [
    'zh',
    'father 4.x 在umd模式下不会自动 将peerDependencies 进行 external',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#umd',
      '/config/rsbuild/output#output-auto-external',
      '/guide/start/glossary#externals',
      '/guide/migration/father#defaults',
    ],
    'umijs/father#582',
  ],
  [
    'zh',
    'umd 模式打包，配置了externals 后，引入umd, window.xxxx = undefined',
    ['/guide/advanced/third-party-deps#umd', '/config/lib/umd-name'],
    'umijs/father#615',
  ],
  [
    'zh',
    '我希望打包的时候css3transform（是一个node包）可以被打包到dist中',
    [
      '/guide/faq/features#bundle-a-dependency',
      '/guide/advanced/third-party-deps#bundle-a-dependency',
      '/config/rsbuild/output#output-auto-external',
    ],
    'umijs/father#173',
  ],
  [
    'zh',
    'father能够打包静态资源文件吗？',
    [
      '/guide/advanced/static-assets',
      '/guide/faq/features#bundleless-assets-as-is',
      '/guide/faq/features#copy-files',
      '/guide/migration/father#defaults',
    ],
    'umijs/father#699',
  ],
  [
    'zh',
    '无法将别名路径中的文件打包到项目中',
    [
      '/guide/faq/features#path-aliases',
      '/config/rsbuild/resolve#resolve-alias',
      '/guide/basic/typescript#path-aliases',
    ],
    'umijs/father#262',
  ],
  [
    'zh',
    '但是打包出来的.js文件并不是走的相对路径而是直接替换',
    [
      '/config/lib/redirect#redirectjspath',
      '/guide/basic/typescript#path-aliases',
      '/config/lib/redirect',
      '/guide/faq/features#path-aliases',
      '/config/rsbuild/resolve#resolve-alias',
    ],
    'umijs/father-next#46',
  ],
  [
    'zh',
    '组件工程支持将 scss/less 等样式文件转换为 css 文件',
    ['/guide/advanced/css#less-sass', '/guide/solution/react#sass-and-less'],
    'ice-lab/icepkg#258',
  ],
  [
    'zh',
    '生成的 .d.ts 文件不支持 alias',
    [
      '/guide/advanced/dts#alias',
      '/config/lib/dts#dtsalias',
      '/config/lib/redirect#redirectdtspath',
      '/guide/faq/features#path-aliases',
      '/guide/basic/typescript#path-aliases',
    ],
    'ice-lab/icepkg#204',
  ],
  [
    'zh',
    'dumi2.0如何在build时将.less文件转成css，并压缩',
    [
      '/guide/advanced/css#less-sass',
      '/config/rsbuild/output#output-minify',
      '/guide/faq/features#minify',
    ],
    'umijs/dumi#1350',
  ],
  [
    'zh',
    '打包发布后，less文件的样式丢失',
    ['/guide/advanced/css#missing-css', '/guide/advanced/css#less-sass'],
    'umijs/father#171',
  ],
  ['zh', 'rollup打包，less样式丢失', ['/guide/advanced/css#missing-css'], 'umijs/father#422'],
  [
    'zh',
    '打包编译时，less能不能不编译成css',
    ['/guide/faq/features#bundleless-styles-as-is', '/config/lib/redirect#redirectstyleextension'],
    'umijs/dumi#567',
  ],
  [
    'zh',
    '如何可以直接在组件库中配置打包好样式，无需在项目中再次配置按需引入，可以直接使用呢?',
    [
      '/config/rsbuild/source#source-transform-import',
      '/guide/advanced/css#style-entry',
      '/guide/advanced/css#component-library',
      '/guide/faq/features#component-css',
      '/guide/faq/features#wrap-component-library',
    ],
    'umijs/father#390',
  ],
  [
    'zh',
    '组件中引入的less文件在father build时无法被识别',
    [
      '/guide/advanced/css#less-sass',
      '/guide/solution/react#sass-and-less',
      '/guide/advanced/css#css-modules',
      '/guide/migration/father',
    ],
    'umijs/father#70',
  ],
  [
    'zh',
    'npm打包发布后，在安装使用组件库时，组件中引用的静态文件地址依然是根路径下的地址导致访问不到，该如何解决',
    [
      '/guide/advanced/static-assets#esm-cjs',
      '/guide/advanced/static-assets',
      '/guide/advanced/static-assets#umd',
    ],
    'umijs/dumi#1017',
  ],
  [
    'zh',
    '指定targets里chrome的版本号，构建出来的polyfill支持的chrome版本号没变',
    [
      '/guide/advanced/output-compatibility',
      '/config/lib/syntax',
      '/config/rsbuild/output#output-polyfill',
    ],
    'umijs/father#613',
  ],
];

/**
 * The fourth batch: Chinese questions about building a component or utility library, asked in
 * the trackers of libraries and of Vite, Rollup and webpack plugins.
 */
const FOURTH_BATCH: Row[] = [
  [
    'zh',
    '插件中将vue作为依赖,打包后出现异常',
    ['/guide/solution/vue#peer-dependencies', '/guide/advanced/third-party-deps'],
    'sherwinshen/vue3-text-clamp#3',
  ],
  [
    'zh',
    '遇到了一个重复调用vue的问题',
    [
      '/guide/solution/vue#peer-dependencies',
      '/guide/advanced/third-party-deps',
      '/guide/faq/features#duplicate-react',
    ],
    'fuchengwei/vue-form-create#20',
  ],
  [
    'zh',
    'webpack打包后样式丢失',
    ['/guide/advanced/css#missing-css'],
    'vueComponent/pro-components#103',
  ],
  [
    'zh',
    '打包后自定义样式丢失问题',
    ['/guide/advanced/css#missing-css', '/guide/solution/vue#styles'],
    'wocwin/t-ui-plus#20',
  ],
  [
    'zh',
    '希望能把css文件打包到js文件中',
    ['/guide/advanced/css#inject-styles', '/config/rsbuild/output#output-inject-styles'],
    'zTree/zTree_v3#382',
  ],
  [
    'zh',
    '针对.vue文件的类型声明文件的生成，vue组件的类型缺失问题！',
    ['/guide/solution/vue#declaration-files'],
    'qmhc/unplugin-dts#454',
  ],
  [
    'zh',
    '打包出来的 js 不是 ES5 ，有箭头函数',
    [
      '/config/rsbuild/source#source-include',
      '/config/lib/syntax',
      '/guide/advanced/output-compatibility#syntax',
    ],
    'wangeditor-team/wangEditor-v5#284',
  ],
  [
    'zh',
    '希望继续加强按需引入，方便最后打包的时候tree shaking',
    [
      '/guide/solution/react#why-bundleless',
      '/config/lib/bundle#bundleless-mode',
      '/guide/start/glossary#bundleless-mode',
      '/config/lib/bundle#import-on-demand',
    ],
    'guokaigdg/animal-island-ui#28',
  ],
  [
    'zh',
    '@galacean/xxx umd 产物全局变量名调整',
    [
      '/config/lib/umd-name',
      '/guide/basic/output-format#umd',
      '/guide/advanced/third-party-deps#umd',
    ],
    'galacean/engine#1458',
  ],
  [
    'zh',
    'npm 包 缺少 TypeScript 的声明文件',
    ['/guide/advanced/dts', '/config/lib/dts'],
    'jd-opensource/taro-ui#25',
  ],
  [
    'zh',
    'npm package 缺少类型文件声明',
    ['/guide/advanced/dts', '/config/lib/dts'],
    'forsigner/stamen#19',
  ],
  [
    'zh',
    '打包后的CSS文件，找不到引用的静态资源路径。',
    ['/guide/advanced/static-assets#css', '/guide/basic/output-structure#css-and-assets'],
    'growingio/gio-design#248',
  ],
  [
    'zh',
    '为啥要把vue打包到dist里面，感觉要优化下实现和构建',
    ['/guide/solution/vue#peer-dependencies', '/guide/advanced/third-party-deps'],
    'mirari/v-viewer#193',
  ],
  [
    'zh',
    '你好，我看到打包后的压缩文件也有 35kb 左右的大小，那是包括了 `vue-property-decorator` 依赖的吗？',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#dependency-types',
    ],
    'jkchao/vue-loading#24',
  ],
  [
    'zh',
    'vue-cli构建Library时能否减小生成的文件体积',
    ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify'],
    'vuejs/vue-cli#5888',
  ],
  [
    'zh',
    'webpack默认配置的libraryTarget为var，导致编译结果无法导出',
    ['/guide/basic/output-format', '/config/lib/format'],
    'hardfist/stackoverflow#34',
  ],
  [
    'zh',
    '@antmjs/vantui构建包括es和lib目录，看起来完全一样，那有什么区别呢？',
    [
      '/guide/basic/output-format',
      '/guide/start/glossary#output-format',
      '/guide/start/glossary#dual-package',
    ],
    'AntmJS/vantui#203',
  ],
  [
    'zh',
    'esDir和libDir有什么区别，为什么要分成两个目录',
    [
      '/guide/basic/output-format',
      '/guide/start/glossary#output-format',
      '/guide/start/glossary#dual-package',
    ],
    'ant-design/antd-tools#82',
  ],
  [
    'zh',
    '请教：lib文件夹和es文件夹的区别',
    [
      '/guide/basic/output-format',
      '/guide/start/glossary#output-format',
      '/guide/start/glossary#dual-package',
    ],
    'ant-design/ant-design#17079',
  ],
  [
    'zh',
    '能不能提供一个UMD版本',
    ['/guide/basic/output-format#umd', '/config/lib/format#browser-bundle', '/config/lib/umd-name'],
    '07akioni/xicons#876',
  ],
];

/**
 * The fifth batch: Chinese questions about building a library asked in the trackers of UI
 * component libraries, utility libraries and their build tools.
 */
const FIFTH_BATCH: Row[] = [
  [
    'zh',
    '使用vant-cli脚手架如何在build后生成.d.ts文件？',
    [
      '/guide/solution/vue#declaration-files',
      '/guide/advanced/dts',
      '/config/lib/dts',
      '/guide/basic/typescript#declaration-files',
      '/guide/start/glossary#declaration-files',
    ],
    'youzan/vant#9416',
  ],
  [
    'zh',
    '是酱紫的，俺执行yarn build:lib，然后看到生成有lib和es文件目录，请问lib目录和es目录哪个才是真正vant运行时需要的文件夹？还是都需要呢？还有打包时间蛮长的哦。谢谢。',
    [
      '/guide/basic/output-format#dual-package',
      '/guide/basic/output-format#dual-package-exports',
      '/guide/start/glossary#dual-package',
      '/guide/solution/nodejs#esm-or-dual',
      '/guide/basic/output-format#es-and-lib',
    ],
    'youzan/vant#3211',
  ],
  [
    'zh',
    '将elment-plus作为组件打包成一个前端库时：输出iife格式 ， 包里面含有process.env.NODE_ENV代码引发报错。',
    [
      '/guide/advanced/env-vars#what-is-replaced',
      '/guide/basic/output-format#comparison',
      '/config/rsbuild/source#source-define',
      '/guide/advanced/env-vars#define',
    ],
    'element-plus/element-plus#10686',
  ],
  [
    'zh',
    'vue3 引入为什么是 lib 目录？',
    [
      '/guide/basic/output-format#dual-package-exports',
      '/guide/basic/output-format#dual-package',
      '/guide/basic/output-format#es-and-lib',
    ],
    'element-plus/element-plus#9262',
  ],
  [
    'zh',
    '通过vant-cli去开发组件库，如果依赖vant，可以按需加载打包vant吗？',
    [
      '/config/rsbuild/source#source-transform-import',
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/faq/features#wrap-component-library',
    ],
    'youzan/vant#5897',
  ],
  [
    'zh',
    '打包库模式，怎么从打包结果中移除element-ui的部分？',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#externals',
      '/config/rsbuild/output#output-externals',
      '/guide/start/glossary#externals',
      '/guide/faq/features#all-external',
    ],
    'vuejs/vue-cli#3566',
  ],
  [
    'zh',
    '打包后的文件el-data-table.min.js会把element-ui的代码打包进来吗',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#umd',
      '/guide/basic/output-format#umd',
    ],
    'FEMessage/el-data-table#316',
  ],
  [
    'zh',
    'vant-cli打包后按需与全量引入一样的效果',
    [
      '/config/lib/bundle#bundleless-mode',
      '/guide/solution/react#why-bundleless',
      '/guide/start/glossary#bundleless-mode',
      '/guide/solution/svelte#bundle-or-bundleless',
      '/config/lib/bundle#import-on-demand',
    ],
    'youzan/vant#9836',
  ],
  [
    'zh',
    '所以想问问，是否加个配置将style打包进当前组件的js里面',
    [
      '/guide/advanced/css#inject-styles',
      '/config/rsbuild/output#output-inject-styles',
      '/guide/faq/features#component-css',
    ],
    'varletjs/varlet#462',
  ],
  [
    'zh',
    '在package.json增加exports项，原生支持node的esm功能',
    [
      '/guide/basic/output-format#dual-package-exports',
      '/guide/basic/output-format#dual-package',
      '/guide/solution/nodejs#package-json',
      '/guide/basic/publish#package-json',
    ],
    'Tencent/tdesign-vue-next#1295',
  ],
  [
    'zh',
    'build 支持生成ES5的组件',
    [
      '/config/lib/syntax',
      '/guide/advanced/output-compatibility#syntax',
      '/guide/start/glossary#syntax-target',
    ],
    'youzan/vant-weapp#1125',
  ],
  [
    'zh',
    '是否有编译后的es5版本',
    [
      '/config/lib/syntax',
      '/guide/advanced/output-compatibility#syntax',
      '/guide/start/glossary#syntax-target',
    ],
    'youzan/vant-weapp#1469',
  ],
  [
    'zh',
    '如图 打包包含了 es6 箭头函数导致最近的项目ie 浏览器有问题',
    [
      '/config/lib/syntax',
      '/guide/advanced/output-compatibility#syntax',
      '/guide/advanced/output-compatibility#checklist',
      '/guide/start/glossary#syntax-target',
    ],
    'dominictobias/react-image-crop#420',
  ],
  [
    'zh',
    '发布的时候将 less 编译成 css',
    ['/guide/advanced/css#less-sass', '/guide/solution/react#sass-and-less'],
    'react-component/calendar#4',
  ],
  [
    'zh',
    '您好，想请教一下如何打包发布时想一并打包css和scss',
    [
      '/guide/faq/features#component-css',
      '/guide/advanced/css#inject-styles',
      '/guide/advanced/css',
      '/guide/solution/react#sass-and-less',
    ],
    'longtian/react-component-example#1',
  ],
  [
    'zh',
    'valet-cli打包的时候如何排除第三方包？',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#externals',
      '/config/rsbuild/output#output-externals',
      '/guide/start/glossary#externals',
      '/guide/faq/features#all-external',
    ],
    'varletjs/varlet#1123',
  ],
  [
    'zh',
    '建议每个release版本除了源码同时给出编译好的.css和.js文件',
    [
      '/config/lib/format#browser-bundle',
      '/guide/basic/output-format#umd',
      '/guide/advanced/css#umd-stylesheet',
    ],
    'ElemeFE/element#1394',
  ],
  [
    'zh',
    '打包输出 umd 格式，需增加全局变量，供 CDN 引入使用',
    ['/config/lib/umd-name', '/guide/basic/output-format#umd', '/config/lib/format#browser-bundle'],
    'wangeditor-team/wangEditor-v5#16',
  ],
  [
    'zh',
    '和ant一起用会重复打包ant-desgn-vue/es',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#externals',
      '/guide/advanced/third-party-deps#dependency-types',
      '/guide/start/glossary#externals',
      '/guide/advanced/third-party-deps#externals-subpaths',
      '/guide/faq/features#wrap-component-library',
    ],
    'vueComponent/pro-components#218',
  ],
  [
    'zh',
    '关于【@vant/cli】组件库内部自带图片的引用？',
    ['/guide/advanced/static-assets'],
    'youzan/vant#7657',
  ],
  [
    'zh',
    '请问下，你在外部项目引用自己的组件库中使用了react-hooks组件的时候有没有出现过 Invalid hook call这种情况？',
    [
      '/guide/solution/react#peer-dependencies',
      '/guide/advanced/third-party-deps#dependency-types',
      '/guide/faq/features#duplicate-react',
    ],
    'leitingting08/sum-react#5',
  ],
  [
    'zh',
    'packages下的组件是否可以做单元测试，例如vitest等工具',
    ['/guide/advanced/testing'],
    'wocwin/t-ui-plus#11',
  ],
  [
    'zh',
    '样式无法做到按需引入',
    [
      '/guide/faq/features#component-css',
      '/guide/advanced/css#bundle-and-bundleless',
      '/guide/solution/svelte#bundle-or-bundleless',
      '/guide/solution/react#why-bundleless',
      '/guide/basic/output-structure#css-and-assets',
      '/config/lib/bundle#import-on-demand',
      '/guide/advanced/css#style-entry',
      '/guide/advanced/css#component-library',
    ],
    'ikun-svelte/ikun-ui#353',
  ],
  [
    'zh',
    '如果想每次引入单个组件的时候不引入样式文件如何修改打包策略',
    [
      '/guide/faq/features#component-css',
      '/guide/advanced/css#bundle-and-bundleless',
      '/guide/basic/output-structure#css-and-assets',
      '/guide/solution/react#why-bundleless',
      '/guide/advanced/css#style-entry',
    ],
    'wangyewei/design-06k4#3',
  ],
  [
    'zh',
    '发布到npm上后引入。样式不生效',
    [
      '/guide/advanced/css#missing-css',
      '/guide/basic/output-structure#css-and-assets',
      '/guide/solution/vue#styles',
    ],
    'wei-design/web-vue#2',
  ],
  [
    'zh',
    'monorepo模式下打包后`.d.ts`输出路径问题',
    [
      '/guide/basic/output-structure#declaration-files',
      '/guide/basic/typescript#config-dir',
      '/guide/advanced/dts#dist-path',
      '/config/lib/dts#dtsdistpath',
      '/guide/basic/typescript#include',
      '/guide/advanced/dts#dist-src',
    ],
    'qmhc/unplugin-dts#219',
  ],
  [
    'zh',
    'declarationDir配置后无法生成d.ts文件',
    [
      '/guide/advanced/dts#dist-path',
      '/config/lib/dts#dtsdistpath',
      '/guide/basic/typescript#declaration-files',
      '/guide/basic/output-structure#declaration-files',
    ],
    'qmhc/unplugin-dts#27',
  ],
  [
    'zh',
    'vite怎么才能分离出css呢',
    [
      '/guide/faq/features#component-css',
      '/guide/advanced/css#bundle-and-bundleless',
      '/guide/advanced/css#inject-styles',
      '/guide/basic/output-structure#css-and-assets',
      '/guide/solution/react#why-bundleless',
    ],
    'vitejs/vite#11629',
  ],
  [
    'zh',
    '使用库模式lib打包时怎么一起打包依赖库比如element-ui？',
    [
      '/guide/advanced/third-party-deps#bundle-a-dependency',
      '/guide/faq/features#bundle-a-dependency',
      '/config/rsbuild/output#output-auto-external',
    ],
    'vuejs/vue-cli#7099',
  ],
  [
    'zh',
    'vue-cli3 使用lib模式打包公共代码vue.js 被自动external',
    [
      '/guide/advanced/third-party-deps#bundle-a-dependency',
      '/guide/advanced/third-party-deps#default-behavior',
      '/config/lib/auto-external',
      '/config/rsbuild/output#output-auto-external',
    ],
    'vuejs/vue-cli#5298',
  ],
  [
    'zh',
    '基于antd 4.x 封装组件库时报错 Invalid hook call.',
    [
      '/guide/solution/react#peer-dependencies',
      '/guide/advanced/third-party-deps#dependency-types',
      '/guide/faq/features#duplicate-react',
    ],
    'ant-design/ant-design#26245',
  ],
  [
    'zh',
    '如何打一个既支持cjs，又支持esm的npm包？',
    [
      '/guide/basic/output-format#dual-package',
      '/config/lib/format#dual-package',
      '/guide/solution/nodejs#esm-or-dual',
      '/config/lib/auto-extension#dual-package',
      '/guide/start/glossary#dual-package',
    ],
    'FrankKai/FrankKai.github.io#266',
  ],
  [
    'zh',
    '为什么要把babel-runtime放到dependencies？',
    [
      '/config/lib/external-helpers#external',
      '/guide/advanced/output-compatibility#external-helpers',
    ],
    'somonus/react-echarts#16',
  ],
  [
    'zh',
    '从1.2.1版本以后好像就不支持commonjs了',
    [
      '/guide/basic/output-format#choosing',
      '/guide/solution/nodejs#esm-or-dual',
      '/guide/basic/output-format#dual-package',
    ],
    'pengzhanbo/vite-plugin-mock-dev-server#116',
  ],
  [
    'zh',
    '为什么打包后类型会丢失呢',
    [
      '/guide/advanced/dts#bundle',
      '/config/lib/dts#dtsbundle',
      '/guide/advanced/dts',
      '/guide/faq/features#single-dts',
    ],
    'zeroanonx/atom-module-tools#7',
  ],
  [
    'zh',
    '为什么typescript写的发布的包里面不生成d.ts 方便typescript 直接用。',
    [
      '/guide/advanced/dts',
      '/config/lib/dts',
      '/guide/basic/typescript#declaration-files',
      '/guide/start/glossary#declaration-files',
    ],
    'Sloaix/qiniu4js#7',
  ],
  [
    'zh',
    '组件库如何做按需加载？',
    [
      '/guide/solution/react#why-bundleless',
      '/guide/faq/features#component-css',
      '/config/lib/bundle#bundleless-mode',
      '/guide/start/glossary#bundleless-mode',
      '/guide/solution/svelte#bundle-or-bundleless',
      '/config/lib/bundle#import-on-demand',
    ],
    'qappleh/Interview#215',
  ],
  [
    'zh',
    'build-plugin-component构建时加载字体，用相对路径引用时打包报错',
    ['/guide/advanced/static-assets#css', '/guide/advanced/static-assets#css-ignore'],
    'ice-lab/icepkg#43',
  ],
  [
    'zh',
    'npm 打包的时候font文件的地址是错的',
    ['/guide/advanced/static-assets#css', '/guide/advanced/static-assets'],
    'jiangyoucai/vue-editor#9',
  ],
  [
    'zh',
    '编写组件的时候用到了svgr,但是打包时svgr并没有被编译，导致发包的时候报错',
    [
      '/guide/advanced/svgr-files#bundleless',
      '/guide/advanced/svgr-files',
      '/guide/solution/react#svg',
    ],
    'umijs/dumi#1363',
  ],
  [
    'zh',
    'dumi 启动文档，svg 图标正常显示，项目中引用 xx组件，svg 图标报错：（svg 没被导出成组件）',
    ['/guide/advanced/svgr-files', '/guide/solution/react#svg'],
    'umijs/father#739',
  ],
  [
    'zh',
    '如何在开发模式下打包（watch 模式），并输出到磁盘，供 npm link 使用。',
    [
      '/guide/basic/cli#build',
      '/guide/start/quick-start#build-the-library',
      '/guide/faq/features#link-to-an-app',
    ],
    'ant-design/pro-components#6702',
  ],
];

/**
 * The sixth batch: English questions about building a library asked in the trackers of other
 * build tools (tsup, esbuild, microbundle, Vite's library mode, API Extractor, unbuild and
 * others), and Chinese ones in those of father, dumi and component libraries.
 */
const SIXTH_BATCH: Row[] = [
  [
    'en',
    "Declaration files don't work with multiple entrypoints",
    ['/config/lib/dts#dtsbundle', '/guide/advanced/dts#bundle', '/guide/advanced/dts#bundleless'],
    'egoist/tsup#316',
  ],
  [
    'en',
    'Can css be styleInjected in library mode?',
    ['/guide/advanced/css#inject-styles', '/config/rsbuild/output#output-inject-styles'],
    'vitejs/vite#1579',
  ],
  [
    'en',
    'Add extract css false option in lib build mode',
    ['/guide/advanced/css#inject-styles', '/config/rsbuild/output#output-inject-styles'],
    'vitejs/vite#4345',
  ],
  [
    'en',
    'rollup .d.ts include not declare module',
    ['/guide/advanced/dts#bundle-module-augmentation'],
    'microsoft/rushstack#2090',
  ],
  [
    'en',
    '.d.ts rollup generation will remove global type extension',
    ['/guide/advanced/dts#bundle-module-augmentation'],
    'microsoft/rushstack#1709',
  ],
  [
    'en',
    'Ability to bundle types into .d.ts rollup.',
    [
      '/config/lib/dts#dtsbundlebundledpackages',
      '/guide/advanced/dts#bundle',
      '/guide/faq/features#single-dts',
    ],
    'microsoft/rushstack#1532',
  ],
  [
    'en',
    'Keeping directory structure',
    [
      '/config/lib/bundle#bundleless-mode',
      '/guide/basic/output-structure#bundleless',
      '/guide/start/glossary#bundleless-mode',
    ],
    'developit/microbundle#724',
  ],
  [
    'en',
    'how to keep original directory structure？',
    [
      '/config/lib/bundle#bundleless-mode',
      '/guide/basic/output-structure#bundleless',
      '/guide/start/glossary#bundleless-mode',
    ],
    'egoist/tsup#728',
  ],
  [
    'en',
    "'use client' directive for Client Components",
    [
      '/guide/faq/features#use-client',
      '/config/lib/banner#use-client',
      '/guide/solution/react#why-bundleless',
    ],
    'rollup/rollup#4699',
  ],
  [
    'en',
    "Can't Bundle a Dependency to Build Output, or is it Even Possible?",
    [
      '/guide/faq/features#bundle-a-dependency',
      '/guide/advanced/third-party-deps#bundle-a-dependency',
    ],
    'unjs/unbuild#355',
  ],
  [
    'en',
    'allow inlining specified dependencies',
    [
      '/guide/advanced/third-party-deps#bundle-a-dependency',
      '/guide/faq/features#bundle-a-dependency',
      '/config/rsbuild/output#output-auto-external',
    ],
    'unjs/unbuild#479',
  ],
  [
    'en',
    'merge *.d.ts into index.d.ts',
    ['/guide/faq/features#single-dts', '/guide/advanced/dts#bundle', '/config/lib/dts#dtsbundle'],
    'qmhc/unplugin-dts#198',
  ],
  [
    'en',
    'aliases not working on declaration files in dist/',
    [
      '/guide/advanced/dts#alias',
      '/config/lib/dts#dtsalias',
      '/guide/faq/features#path-aliases',
      '/config/lib/redirect#redirectdtspath',
      '/guide/basic/typescript#path-aliases',
    ],
    'qmhc/unplugin-dts#221',
  ],
  [
    'en',
    'Including 3rd Party CSS dependencies?',
    ['/guide/advanced/css#import-from-packages'],
    'developit/microbundle#498',
  ],
  [
    'en',
    'Less support',
    [
      '/guide/advanced/css#less-sass',
      '/guide/advanced/css',
      '/guide/advanced/css#less-from-packages',
      '/config/rsbuild/plugins#common-plugins',
    ],
    'developit/microbundle#753',
  ],
  [
    'en',
    'react + css module not generated',
    ['/guide/advanced/css#missing-css', '/guide/advanced/css#css-modules'],
    'developit/microbundle#922',
  ],
  [
    'en',
    'Add support for css preprocessors',
    [
      '/guide/advanced/css#less-sass',
      '/guide/faq/features#bundleless-styles-as-is',
      '/guide/advanced/css',
    ],
    'developit/microbundle#699',
  ],
  ['en', 'Svelte support', ['/guide/solution/svelte'], 'developit/microbundle#728'],
  [
    'en',
    '--compress true - is it a good default?',
    ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify'],
    'developit/microbundle#66',
  ],
  [
    'en',
    'The packaging result of the Vite library mode is the css of the entire project',
    ['/guide/advanced/css#tailwind-v4', '/guide/advanced/css#tailwind'],
    'tailwindlabs/tailwindcss#17009',
  ],
  ['en', 'WebWorker support?', ['/guide/advanced/web-workers'], 'evanw/esbuild#312'],
  [
    'en',
    'Option to treat all node modules as external',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#auto-external',
      '/config/rsbuild/output#output-auto-external',
      '/config/lib/auto-external',
      '/guide/faq/features#all-external',
    ],
    'evanw/esbuild#619',
  ],
  [
    'en',
    'Is there any harm in marking all my dependencies and devDependencies from my package.json set to "external"?',
    [
      '/guide/advanced/third-party-deps#dependency-types',
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/faq/features#all-external',
    ],
    'evanw/esbuild#2297',
  ],
  [
    'en',
    "How to set all node internal modules and project's dependency modules to external",
    [
      '/guide/solution/nodejs#externals',
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/faq/features#all-external',
    ],
    'evanw/esbuild#346',
  ],
  [
    'en',
    'Allow to customize output extension',
    [
      '/config/lib/auto-extension',
      '/guide/basic/output-structure#file-extensions',
      '/config/rsbuild/output#output-filename',
    ],
    'evanw/esbuild#281',
  ],
  [
    'en',
    'import.meta.url support',
    [
      '/config/lib/shims#shimscjsimportmetaurl',
      '/guide/solution/nodejs#shims',
      '/config/lib/shims',
    ],
    'evanw/esbuild#1492',
  ],
  [
    'en',
    'wasm filetype loader',
    ['/guide/advanced/wasm', '/guide/advanced/wasm#import'],
    'evanw/esbuild#408',
  ],
  [
    'en',
    'Will it also be possible to make it generate .js for ESM and .cjs for CJS? so we can use `"type": "module"`?',
    [
      '/config/lib/auto-extension#rules',
      '/config/lib/auto-extension',
      '/guide/basic/output-structure#file-extensions',
    ],
    'egoist/tsup#68',
  ],
  [
    'en',
    'Setting NODE_ENV to "production" without --minify',
    [
      '/guide/advanced/env-vars#define',
      '/guide/advanced/env-vars#what-is-replaced',
      '/config/rsbuild/source#source-define',
    ],
    'egoist/tsup#678',
  ],
  [
    'en',
    'add option to preserve jsx',
    ['/guide/solution/react#preserve-jsx', '/guide/solution/react#jsx-transform'],
    'egoist/tsup#573',
  ],
  [
    'en',
    'React is not defined / JSX runtime not automatically injected',
    ['/guide/solution/react#jsx-transform'],
    'egoist/tsup#792',
  ],
  [
    'en',
    'Copy static files',
    [
      '/guide/faq/features#copy-files',
      '/config/rsbuild/output#output-copy',
      '/guide/advanced/static-assets#public-dir',
    ],
    'egoist/tsup#278',
  ],
  [
    'en',
    'Watch mode for linking?',
    ['/guide/faq/features#link-to-an-app', '/guide/basic/cli#build'],
    'aakashns/create-component-lib#6',
  ],
  [
    'en',
    'Invalid hook call when using yarn link',
    ['/guide/faq/features#duplicate-react'],
    'insin/nwb#548',
  ],
  [
    'en',
    'Error with hooks when using npm link',
    ['/guide/faq/features#duplicate-react'],
    'facebook/react#15812',
  ],
  [
    'en',
    'tsup kills import.meta.url in cjs build',
    [
      '/config/lib/shims#shimscjsimportmetaurl',
      '/guide/solution/nodejs#shims',
      '/config/lib/shims',
    ],
    'laynezh/vite-plugin-lib-assets#31',
  ],
  [
    'en',
    "add an option to not to inline assets in library mode when format is 'es'",
    ['/guide/advanced/static-assets#esm-cjs', '/guide/advanced/static-assets#data-uri-limit'],
    'vitejs/vite#4454',
  ],
  [
    'en',
    'Unable to control which assets are inlined when `build.lib` is set',
    ['/guide/advanced/static-assets#data-uri-limit', '/guide/advanced/static-assets#esm-cjs'],
    'vitejs/vite#7656',
  ],
  [
    'en',
    "library mode can't extract static assets",
    ['/guide/advanced/static-assets#css', '/guide/advanced/static-assets#esm-cjs'],
    'vitejs/vite#3295',
  ],
  [
    'en',
    'ES5 Support',
    [
      '/config/lib/syntax#ecmascript-versions',
      '/config/lib/syntax',
      '/guide/advanced/output-compatibility#syntax',
    ],
    'rolldown/tsdown#546',
  ],
  [
    'en',
    'Please support multiple entry points for library mode',
    ['/guide/faq/features#multiple-entries', '/config/rsbuild/source#source-entry'],
    'vitejs/vite#4530',
  ],
  [
    'en',
    'In Library Mode, I want to input entry path and Location to build from cli',
    ['/guide/basic/cli#build', '/config/rsbuild/source#source-entry'],
    'vitejs/vite#2953',
  ],
  [
    'en',
    'Use `vue-tsc` to generate dts for Vue SFC',
    ['/guide/solution/vue#declaration-files'],
    'unjs/mkdist#22',
  ],
  [
    'zh',
    'esm或cjs如何切换为bundle模式？',
    ['/config/lib/bundle#bundle-mode', '/config/lib/bundle', '/guide/start/glossary#bundle-mode'],
    'umijs/father#603',
  ],
  [
    'zh',
    '为什么 esm 和 cjs 只能打包 src 目录下的文件',
    [
      '/config/rsbuild/source#source-entry',
      '/config/lib/bundle#bundleless-mode',
      '/guide/migration/father#option-mapping',
    ],
    'umijs/father#795',
  ],
  [
    'zh',
    '当构建的包用于node环境下, 需要区分 `type` 类型, 如果只在根目录下的 package.json 配置一种 type, 那么无法运行时区分 esm, cjs 目录下 `.js` 文件的模块类型.',
    [
      '/config/lib/auto-extension',
      '/guide/basic/output-format#dual-package',
      '/guide/basic/output-structure#file-extensions',
      '/config/lib/auto-extension#rules',
      '/guide/basic/output-format#es-and-lib',
      '/guide/migration/father#defaults',
    ],
    'umijs/father#512',
  ],
  [
    'zh',
    '打包之后没有声明文件',
    [
      '/guide/advanced/dts#how-to-generate-declaration-files-in-rslib',
      '/guide/advanced/dts',
      '/config/lib/dts',
    ],
    'tjx666/react-typescript-boilerplate#5',
  ],
  [
    'zh',
    '构建时可以支持生成sourceMap吗',
    ['/config/rsbuild/output#output-source-map', '/guide/advanced/css#source-maps'],
    'umijs/father#120',
  ],
  [
    'zh',
    'esm or cjs 的rollup 模式构建能支持生成sourcemap么',
    [
      '/config/rsbuild/output#output-source-map',
      '/guide/migration/rollup',
      '/guide/migration/father#option-mapping',
    ],
    'umijs/father#444',
  ],
  [
    'zh',
    '如果将某一个文件 直接copy到dist下',
    ['/guide/faq/features#copy-files', '/config/rsbuild/output#output-copy'],
    'umijs/father#653',
  ],
  [
    'zh',
    'dumi打包内容，没有生成index.d.ts类型声明文件，应如何生成呢？',
    [
      '/guide/advanced/dts#how-to-generate-declaration-files-in-rslib',
      '/guide/advanced/dts',
      '/config/lib/dts',
      '/guide/faq/features#single-dts',
    ],
    'umijs/dumi#890',
  ],
  [
    'zh',
    '求助 .fatherrc 如何配置可以把 react和antd这些 源码一起编译到umd.js中',
    [
      '/guide/advanced/third-party-deps#umd',
      '/guide/basic/output-format#umd',
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/migration/father#defaults',
    ],
    'umijs/father#281',
  ],
  [
    'zh',
    '请问一下，支持IE11的情况下，产物还是有?? 语法',
    [
      '/guide/advanced/output-compatibility#syntax',
      '/config/lib/syntax',
      '/config/lib/syntax#ecmascript-versions',
    ],
    'umijs/father#528',
  ],
  [
    'zh',
    'browserslist设置无效',
    [
      '/config/lib/syntax#default-value',
      '/guide/advanced/output-compatibility#syntax',
      '/config/lib/syntax',
    ],
    'umijs/father#452',
  ],
  [
    'zh',
    '如何设置 babel 不支持 ie 11？设置 targets 为空对象也会被设置成默认 ie 11',
    [
      '/config/lib/syntax',
      '/config/lib/syntax#default-value',
      '/guide/advanced/output-compatibility#syntax',
      '/guide/migration/father#defaults',
    ],
    'umijs/father#632',
  ],
  [
    'zh',
    '能不能支持sass呢，急求~',
    [
      '/guide/advanced/css#less-sass',
      '/guide/advanced/css',
      '/guide/solution/react#sass-and-less',
      '/config/rsbuild/plugins#common-plugins',
    ],
    'umijs/father#268',
  ],
  [
    'zh',
    'babel模式下如何支持sass',
    [
      '/guide/advanced/css#less-sass',
      '/guide/solution/react#sass-and-less',
      '/guide/faq/features#bundleless-styles-as-is',
    ],
    'umijs/father#562',
  ],
  [
    'zh',
    'cssModules为true，打包的组件应用的时候，样式没了',
    ['/guide/advanced/css#missing-css', '/guide/advanced/css#css-modules'],
    'umijs/father#481',
  ],
  [
    'zh',
    '开发组件库使用图片但是打包的文件中无法使用图片',
    [
      '/guide/advanced/static-assets#css',
      '/guide/advanced/static-assets',
      '/guide/advanced/static-assets#esm-cjs',
    ],
    'umijs/dumi#675',
  ],
  [
    'zh',
    '一些开源类库中想保留对方的开源协议说明，但是打包后里面所有的注释都没了，这样挺纠结的，能不能像Yui的打包工具一样，这种注释开头的就保留',
    ['/guide/faq/features#keep-comments', '/config/rsbuild/output#output-legal-comments'],
    'spmjs/spm#334',
  ],
  [
    'zh',
    'esm模式下的input支持多入口吗？',
    ['/guide/faq/features#multiple-entries', '/config/rsbuild/source#source-entry'],
    'umijs/father#556',
  ],
  [
    'zh',
    '如何实现某些单独组件，单独打包。',
    ['/guide/faq/features#multiple-entries', '/config/rsbuild/source#source-entry'],
    'HeroCloudy/vue3-component-library-archetype#5',
  ],
  [
    'zh',
    '想问下 组件库样式方案global.scss打包时的样式怎么处理的？是否支持按需加载？',
    [
      '/guide/advanced/css#component-library',
      '/guide/faq/features#component-css',
      '/guide/advanced/css#bundle-and-bundleless',
      '/config/lib/bundle#import-on-demand',
    ],
    'wskang12138/wskco#2',
  ],
  [
    'zh',
    '这块是否可以优化一下，打包组件库的时候style/index.js 可以直接引用css文件吗？？？',
    ['/guide/advanced/css#style-entry', '/config/lib/redirect#redirectstyle'],
    '3lang3/react-vant#243',
  ],
  [
    'zh',
    '怎么能打成这种格式的呢？一个组件对应一个css文件',
    [
      '/guide/advanced/css#bundle-and-bundleless',
      '/config/lib/bundle#bundleless-mode',
      '/guide/faq/features#component-css',
    ],
    'wangyewei/design-06k4#4',
  ],
  [
    'zh',
    '打包是怎么将less 保留  js  自动引入',
    ['/guide/faq/features#bundleless-styles-as-is', '/config/lib/redirect#redirectstyleextension'],
    'opensumi/core#3682',
  ],
  [
    'zh',
    '打的包太大了，有没有办法配置成输出单文件和压缩的程度高一点',
    [
      '/guide/faq/features#minify',
      '/config/rsbuild/output#output-minify',
      '/config/lib/bundle#bundle-mode',
    ],
    'umijs/father#666',
  ],
  [
    'zh',
    'build的产物不会压缩嘛',
    ['/guide/faq/features#minify', '/config/rsbuild/output#output-minify'],
    'umijs/father#557',
  ],
  [
    'zh',
    'umd 是否可以只生成压缩版本',
    [
      '/config/rsbuild/output#output-minify',
      '/config/rsbuild/output#output-filename',
      '/guide/migration/father',
    ],
    'umijs/father#442',
  ],
  [
    'zh',
    'father build umd 时如何控制生成的文件名字?',
    ['/config/rsbuild/output#output-filename', '/guide/migration/father'],
    'umijs/father#532',
  ],
  [
    'zh',
    '引入部分组件，但是最后的webpack打包结果为引入了整个库，tree shaking失效',
    [
      '/config/lib/bundle#import-on-demand',
      '/guide/solution/react#why-bundleless',
      '/guide/basic/output-format#dual-package-exports',
    ],
    'ElemeFE/element#19805',
  ],
  [
    'zh',
    '打包平台默认node，希望添加一个配置可以改成浏览器端',
    ['/config/rsbuild/output#output-target', '/guide/start/glossary#runtime-target'],
    'ice-lab/icepkg#650',
  ],
  [
    'zh',
    'father 打包时会使用 tsconfig 里的 path，更改源码里的内容',
    [
      '/config/lib/redirect#redirectjspath',
      '/config/lib/redirect#redirectdtspath',
      '/guide/basic/typescript#path-aliases',
      '/config/rsbuild/resolve#resolve-alias-strategy',
      '/config/lib/redirect#externals',
      '/guide/faq/features#path-aliases',
    ],
    'umijs/father-next#60',
  ],
  [
    'zh',
    '为什么自己写的组件库被引用总是报错——详解webpack的library和libraryTarget',
    ['/config/lib/format#library-type', '/config/lib/format', '/guide/basic/output-format'],
    'lequ7.com/wei-shen-me-zi-ji-xie-de-zu-jian-ku-bei-yin-yong-zong-shi-bao-cuo-xiang-jie-webpack-de-library-he-libraryTarget.html',
  ],
];

/**
 * The seventh batch: English questions from the trackers of library build tools (tsup, tsdown,
 * microbundle, unbuild, Rollup, esbuild, Vite's library mode, TypeScript, rollup-plugin-dts) and
 * Rslib's, and Chinese ones from father, dumi, Vant's CLI and component-library trackers.
 */
const SEVENTH_BATCH: Row[] = [
  [
    'en',
    'Is it possible to build a react component with css.module ?',
    [
      '/guide/faq/features#component-css',
      '/guide/advanced/css#css-modules',
      '/guide/advanced/css#bundle-and-bundleless',
      '/guide/advanced/css#missing-css',
      '/guide/solution/react#styles',
    ],
    'egoist/tsup#1101',
  ],
  [
    'en',
    'Generate `index.d.mts` and `index.d.cts` when using `mkdist` entries.',
    [
      '/config/lib/dts#dtsautoextension',
      '/guide/advanced/dts#dist-path',
      '/guide/basic/output-format#dual-package',
    ],
    'unjs/unbuild#390',
  ],
  [
    'en',
    'UMD bundle support',
    ['/guide/basic/output-format#umd', '/config/lib/format#values', '/config/lib/umd-name'],
    'evanw/esbuild#507',
  ],
  [
    'en',
    '__dirname shim does ot replicate import.meta.dirname behavior',
    ['/config/lib/shims#shimsesm__dirname', '/guide/faq/features#dirname-in-esm'],
    'rolldown/tsdown#572',
  ],
  [
    'en',
    'SVG imports with same filename as JS import cause issues in bundleless',
    ['/guide/advanced/static-assets#same-base-name', '/guide/faq/errors#duplicate-entry'],
    `${RSLIB}#1007`,
  ],
  [
    'en',
    'Support `?raw` and `?inline` in bundlelss mode',
    ['/guide/advanced/css#inline-raw', '/guide/advanced/static-assets#raw'],
    `${RSLIB}#899`,
  ],
  [
    'en',
    'How to disable css soucemap?',
    ['/guide/advanced/css#source-maps', '/config/rsbuild/output#output-source-map'],
    'developit/microbundle#944',
  ],
  [
    'en',
    'typescript definitions directory',
    ['/config/lib/dts#dtsdistpath', '/guide/advanced/dts#dist-path'],
    'developit/microbundle#331',
  ],
  [
    'en',
    'Typescript declaration files gets built in incorrect directory',
    ['/guide/advanced/dts#dist-src', '/guide/advanced/dts#ts5011'],
    'developit/microbundle#854',
  ],
  [
    'en',
    '`onSuccess` as a function',
    [
      '/guide/faq/features#after-build',
      '/guide/migration/tsup#option-mapping',
      '/guide/migration/tsup#example',
    ],
    'egoist/tsup#637',
  ],
  [
    'en',
    'Embed Environment Variables into the build',
    [
      '/guide/advanced/env-vars#public-variables',
      '/guide/advanced/env-vars#env-files',
      '/guide/advanced/env-vars#define',
    ],
    'egoist/tsup#1030',
  ],
  [
    'en',
    'Support opt out external package deps.',
    [
      '/guide/advanced/third-party-deps#auto-external',
      '/config/rsbuild/output#output-auto-external',
      '/guide/faq/features#bundle-a-dependency',
    ],
    'egoist/tsup#1344',
  ],
  [
    'en',
    'Unbundle does not emit .css imports',
    [
      '/guide/advanced/css#bundle-and-bundleless',
      '/guide/faq/features#component-css',
      '/guide/solution/react#why-bundleless',
    ],
    'rolldown/tsdown#842',
  ],
  [
    'en',
    'Honor "external" options.',
    ['/config/lib/dts#dtsbundlebundledpackages', '/guide/advanced/dts#bundle'],
    'Swatinem/rollup-plugin-dts#70',
  ],
  [
    'en',
    'Does not bundle adjacent monorepo dependencies',
    ['/config/lib/dts#dtsbundlebundledpackages'],
    'Swatinem/rollup-plugin-dts#192',
  ],
  [
    'en',
    'Missing declaration in output when importing .d.ts module and using --outdir',
    ['/guide/advanced/dts#handwritten-dts'],
    'microsoft/TypeScript#32624',
  ],
  [
    'en',
    "[tsc] error TS5011: The common source directory of 'tsconfig.json' is './src'. The 'rootDir' setting must be explicitly set to this or another path to adjust your output's file layout.",
    ['/guide/advanced/dts#ts5011'],
    `${RSLIB}#1588`,
  ],
  [
    'en',
    "Any item outside of the tsconfig.include option from the 'src' root will move dts files around in dist",
    ['/guide/advanced/dts#dist-src'],
    'qmhc/unplugin-dts#191',
  ],
  [
    'en',
    'How to fix "Dynamic require of "os" is not supported"',
    [
      '/config/rsbuild/output#output-externals',
      '/guide/faq/features#dirname-in-esm',
      '/config/lib/shims#shimsesmrequire',
    ],
    'evanw/esbuild#1921',
  ],
  [
    'en',
    '(crl fork) where is the css output for sass?',
    ['/guide/advanced/css#bundle-and-bundleless', '/guide/advanced/css#missing-css'],
    'developit/microbundle#718',
  ],
  [
    'en',
    'Library Mode replaces "process.env.NODE_ENV"',
    ['/guide/advanced/env-vars#what-is-replaced', '/guide/basic/output-format#comparison'],
    'vitejs/vite#3229',
  ],
  [
    'en',
    '`process.env.NODE_ENV` should be replace to "production" when library mode.',
    [
      '/guide/advanced/env-vars#what-is-replaced',
      '/guide/advanced/env-vars#define',
      '/guide/basic/output-format#comparison',
    ],
    'vitejs/vite#11730',
  ],
  [
    'en',
    'Build not respecting `peerDependencies`',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/config/rsbuild/output#output-auto-external',
      '/config/lib/auto-external#autoexternalpeerdependencies',
    ],
    'vitejs/vite#1150',
  ],
  [
    'en',
    'how to preserve license or first comment in root file',
    [
      '/config/lib/banner#license-header',
      '/config/rsbuild/output#output-legal-comments',
      '/guide/faq/features#keep-comments',
    ],
    'rollup/rollup#490',
  ],
  [
    'en',
    "Can't bundle a CLI project",
    ['/guide/faq/features#cli-shebang', '/guide/solution/nodejs#cli'],
    'rollup/rollup#831',
  ],
  ['en', 'How to build Vue component library?', ['/guide/solution/vue'], 'unjs/unbuild#80'],
  ['en', 'Generate TSX with Solid factory', ['/guide/solution/solid'], 'unjs/unbuild#325'],
  [
    'en',
    'No commonjs export names annotations generated',
    ['/guide/basic/output-format#cjs', '/guide/faq/features#cjs-runtime'],
    `${RSLIB}#714`,
  ],
  [
    'en',
    'Folder structure is not being preserved in `unbundle` mode',
    ['/config/lib/out-base#default-value', '/guide/basic/output-structure#out-base'],
    'rolldown/tsdown#818',
  ],
  [
    'en',
    'Empty parent directories are not preserved with --outDir',
    ['/guide/migration/tsc#out-base', '/config/lib/out-base#default-value'],
    'microsoft/TypeScript#2644',
  ],
  [
    'en',
    'All CSS-files are treated as CSS Modules',
    ['/guide/advanced/css#css-modules', '/config/rsbuild/output#output-css-modules'],
    'developit/microbundle#653',
  ],
  [
    'en',
    'Ability to disable CSS minification if needed',
    ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify'],
    'developit/microbundle#617',
  ],
  [
    'en',
    'How to support this.constructor.name when building?',
    ['/config/rsbuild/output#output-minify'],
    'evanw/esbuild#908',
  ],
  [
    'en',
    'bundleless DTS failed:No inputs were found in config file',
    ['/guide/advanced/dts#no-inputs'],
    'web-infra-dev/modern.js#4655',
  ],
  [
    'en',
    'Build Vue / React component library with tsdown?',
    ['/guide/solution/react', '/guide/solution/vue', '/guide/solution/'],
    'rolldown/tsdown#128',
  ],
  [
    'en',
    'global var and external dont work.',
    ['/guide/basic/output-format#iife'],
    'rolldown/tsdown#506',
  ],
  ['en', 'Analyze the bundle size', ['/guide/advanced/rsdoctor'], 'egoist/tsup#706'],
  [
    'en',
    'Support building a dependency tree of packages',
    ['/guide/faq/features#monorepo'],
    'egoist/tsup#999',
  ],
  [
    'en',
    'resolve import conditions',
    ['/config/rsbuild/resolve#resolve-condition-names'],
    `${RSBUILD}#6097`,
  ],
  [
    'en',
    'How is tsup handling imports of wasm files?',
    ['/guide/advanced/wasm#import', '/guide/advanced/wasm#bundle-mode'],
    'egoist/tsup#783',
  ],
  [
    'en',
    'proposal: add new setting "externalPackages" for dts rollup',
    ['/config/lib/dts#dtsbundlebundledpackages', '/guide/advanced/dts#bundle'],
    'microsoft/rushstack#3259',
  ],
  [
    'en',
    'ensure consistent output structure of input modules while using `preserveModules`',
    ['/config/lib/out-base', '/guide/basic/output-structure#out-base'],
    'rollup/rollup#3785',
  ],
  [
    'en',
    'The dts file cannot be generated if tsconfig is not in the root directory',
    ['/guide/basic/typescript#tsconfig-path', '/config/rsbuild/source#source-tsconfig-path'],
    'qmhc/unplugin-dts#159',
  ],
  [
    'zh',
    '打包后，发现丢失了 less ？',
    ['/guide/advanced/css#missing-css'],
    'react-component/tour#69',
  ],
  [
    'zh',
    '为什么react依赖用的不是peerDependencies',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/advanced/third-party-deps#dependency-types',
      '/guide/solution/react#peer-dependencies',
    ],
    'umijs/dumi#977',
  ],
  [
    'zh',
    '打包后并没有将所有的ts文件转成.d.ts文件',
    ['/config/lib/dts#output-scope', '/guide/advanced/dts#no-inputs'],
    'qmhc/unplugin-dts#90',
  ],
  [
    'zh',
    '按需加载的组件库，内部引用的组件库没有按需加载',
    [
      '/guide/faq/features#wrap-component-library',
      '/config/rsbuild/source#source-transform-import',
    ],
    'umijs/babel-plugin-import#369',
  ],
  [
    'zh',
    'cssModules设为true，组件classname没有相应更改',
    ['/guide/advanced/css#css-modules', '/config/rsbuild/output#output-css-modules'],
    'umijs/father#186',
  ],
  [
    'zh',
    '打包工具未对组件中引用到的静态资源进行路径转换/转码，应该如何配置？',
    [
      '/guide/advanced/static-assets',
      '/guide/advanced/static-assets#css',
      '/guide/advanced/static-assets#data-uri-limit',
    ],
    'umijs/father#300',
  ],
  [
    'zh',
    '关于css/less/sass中引入资源打包的问题',
    ['/guide/advanced/static-assets#css', '/guide/advanced/static-assets#data-uri-limit'],
    'umijs/umi-plugin-library#81',
  ],
  [
    'zh',
    '如何编写一个tailwindcss 的组件库？根据编tailwindcss 官网进行配置，但是组件demo 样式不生效。',
    [
      '/guide/advanced/css#tailwind',
      '/guide/advanced/css#tailwind-v4',
      '/guide/advanced/css#tailwind-v3',
    ],
    'umijs/dumi#1669',
  ],
  [
    'zh',
    '配置 alias 无法生效',
    [
      '/guide/basic/typescript#path-aliases',
      '/guide/faq/features#path-aliases',
      '/config/rsbuild/resolve#resolve-alias',
    ],
    'umijs/father#595',
  ],
  [
    'zh',
    '有没有办法自定义father打包后的目录，而不是默认的es,lib?',
    ['/config/rsbuild/output#output-dist-path', '/guide/basic/output-structure#dist-folder'],
    'umijs/father#249',
  ],
  [
    'zh',
    "tsx 文件里引用 less, father build 报 `Cannot find module './xxx.less'",
    ['/guide/start/npm-packages#ambient-types'],
    'umijs/father#71',
  ],
  [
    'zh',
    '打包时单独生成css/less文件',
    [
      '/guide/advanced/css#umd-stylesheet',
      '/guide/advanced/css#emit-css',
      '/guide/advanced/css#bundle-and-bundleless',
    ],
    'umijs/father#13',
  ],
  [
    'zh',
    '设置extractCSS为false后，打包时js文件中没有往代码插入css',
    ['/guide/advanced/css#inject-styles', '/guide/advanced/css#missing-css'],
    'umijs/father#479',
  ],
  [
    'zh',
    'vue文件转换',
    ['/guide/solution/vue', '/guide/solution/vue#install-the-plugin'],
    'umijs/father#210',
  ],
  [
    'zh',
    'father从1升级到4，打包后使用svg作为jsx报错',
    ['/guide/advanced/svgr-files', '/guide/advanced/svgr-files#bundleless'],
    'umijs/father#509',
  ],
  [
    'zh',
    '为 package.json 的 exports字段添加 type',
    ['/guide/advanced/dts#package-json', '/guide/basic/output-format#dual-package-exports'],
    'flingyp/vitepress-demo-preview#51',
  ],
  [
    'zh',
    '为什么在打包组件库时候不会打包第三方依赖',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/faq/features#bundle-a-dependency',
    ],
    'umijs/dumi#1470',
  ],
  [
    'zh',
    'dumi +antd 执行father build后，antd样式并没有进行打包',
    [
      '/guide/advanced/third-party-deps#default-behavior',
      '/guide/faq/features#wrap-component-library',
    ],
    'umijs/father#537',
  ],
  [
    'zh',
    '能否指定只打包es产物',
    ['/config/lib/format', '/guide/basic/cli#build'],
    'ice-lab/icepkg#282',
  ],
  [
    'zh',
    '基于antd封装一个私有npm包，但打包后只有Button有样式，其他组件样式丢失',
    [
      '/guide/faq/features#wrap-component-library',
      '/config/rsbuild/source#source-transform-import',
    ],
    'umijs/dumi#956',
  ],
  [
    'zh',
    '基于antd上开发组件 发布到npm 提示babel-plugin-import',
    [
      '/guide/faq/features#wrap-component-library',
      '/config/rsbuild/source#source-transform-import',
    ],
    'ant-design/ant-design#3942',
  ],
  [
    'zh',
    '是否支持打包后直接通过script标签形式来引入？',
    [
      '/guide/basic/output-format#umd',
      '/guide/basic/output-format#iife',
      '/config/lib/format#browser-bundle',
    ],
    'umijs/father#55',
  ],
  [
    'zh',
    '请问怎么配置别名',
    [
      '/guide/advanced/dts#alias',
      '/config/lib/dts#dtsalias',
      '/guide/basic/typescript#path-aliases',
    ],
    'qmhc/unplugin-dts#406',
  ],
  ['zh', '@vant/cli 怎么自定义主题？', ['/guide/advanced/css#less-theme'], 'youzan/vant#8507'],
  [
    'zh',
    'vant cli 如何使用 Less 提供的 modifyVars 对变量进行修改',
    ['/guide/advanced/css#less-theme'],
    'youzan/vant#6029',
  ],
  [
    'zh',
    '默认配置输出的文件为何多了一层"src"目录',
    [
      '/guide/advanced/dts#dist-src',
      '/guide/basic/output-structure#declaration-files',
      '/guide/basic/typescript#include',
    ],
    'qmhc/unplugin-dts#16',
  ],
  [
    'zh',
    '2.1.11版本 react组件库打包出来的umd文件无法使用，报错',
    ['/guide/advanced/third-party-deps#umd', '/guide/basic/output-format#umd'],
    'umijs/dumi#1497',
  ],
  [
    'zh',
    '对于出现regeneratorRuntime is not defined问题的解决',
    ['/guide/advanced/output-compatibility#regenerator-runtime'],
    'MrXujiang/xijs#5',
  ],
  [
    'zh',
    '发布时编译.d.ts失败却可以继续发布',
    ['/guide/advanced/dts#abort-on-error', '/config/lib/dts#dtsabortonerror'],
    'sinoui/ts-lib-scripts#10',
  ],
  [
    'zh',
    '为什么用了antd组件之后，打包结果就很大，antd不是外部依赖的吗？',
    [
      '/guide/advanced/third-party-deps#externals-subpaths',
      '/guide/advanced/third-party-deps#default-behavior',
    ],
    'leitingting08/sum-react#12',
  ],
  [
    'zh',
    '依赖放错了，Vue应该是devDependencies',
    ['/guide/solution/vue#peer-dependencies', '/guide/advanced/third-party-deps#dependency-types'],
    'yansenlei/VJsoneditor#4',
  ],
  [
    'zh',
    '构建时不需要清空指定的 outputPath 目录',
    ['/config/rsbuild/output#output-clean-dist-path'],
    'ant-tool/atool-build#116',
  ],
  [
    'zh',
    '打包后的代码中包含 console.log',
    ['/guide/faq/features#remove-console'],
    'Chimeejs/chimee-kernel-flv#1',
  ],
  [
    'zh',
    '能直接使用css Modules方式在组件中导入样式表吗？',
    ['/guide/advanced/css#css-modules', '/guide/solution/react#styles'],
    'umijs/dumi#1663',
  ],
  [
    'zh',
    'esm模式打包后,node项目使用,本地模块因为没有.js后缀导致报错',
    ['/config/lib/redirect#redirectjsextension', '/config/lib/redirect#redirectjs'],
    'umijs/father#760',
  ],
  [
    'zh',
    "目前在next.js中使用，还必须手动添加'use client'吗",
    ['/guide/faq/features#use-client', '/config/lib/banner#use-client'],
    'Tencent/tdesign-react#3825',
  ],
  [
    'zh',
    'Vant Cli 编译 Less 不支持 javascriptEnabled 选项',
    ['/guide/advanced/css#less-from-packages'],
    'youzan/vant#7784',
  ],
  [
    'zh',
    'vant-cli 在less中引入css文件 在yarn build打包时，引入的css部分不会被编译',
    ['/guide/advanced/css#import-from-packages'],
    'youzan/vant#12914',
  ],
  [
    'zh',
    'build没有错误提示，执行tsc有提示',
    ['/guide/faq/features#type-check', '/guide/basic/typescript#type-checking'],
    'umijs/father-next#63',
  ],
  [
    'zh',
    '如何在cjs中引入esm模块？',
    ['/guide/faq/features#require-esm', '/guide/advanced/third-party-deps#dynamic-import-cjs'],
    'FrankKai/FrankKai.github.io#265',
  ],
  [
    'zh',
    'file.ts exec函数 中使用了 __dirname 在ES中会报错',
    [
      '/guide/faq/features#dirname-in-esm',
      '/config/lib/shims#shimsesm',
      '/guide/solution/nodejs#shims',
    ],
    'uni-ku/pages-json#5',
  ],
  [
    'zh',
    '使用vite-plugin-lib-assets后vue单文件组件中scss中的图片仍然被内联了',
    [
      '/guide/advanced/static-assets#data-uri-limit',
      '/guide/advanced/static-assets#css',
      '/guide/advanced/static-assets#esm-cjs',
    ],
    'laynezh/vite-plugin-lib-assets#2',
  ],
  [
    'zh',
    '`@univerjs/icons@1.4.0` 的 `package.json` 中 `exports` 字段声明的 CJS 入口路径与实际文件不一致',
    ['/config/lib/auto-extension#rules', '/guide/basic/output-format#dual-package-exports'],
    'dream-num/univer-icons#131',
  ],
  [
    'zh',
    '在源码中使用__webpack_require__会被注入相关运行时代码，无法获取原本希望获取的外部运行时代码。',
    ['/guide/faq/features#webpack-variables', '/guide/faq/features#esm-runtime'],
    `${RSLIB}#1434`,
  ],
  [
    'zh',
    '打包时会自动转换 unicode，能否加个配置禁止这个转换。',
    ['/config/rsbuild/output#output-charset'],
    'spmjs/grunt-cmd-transport#105',
  ],
  [
    'zh',
    '请问如何给 scss 注入全局的 additionalData ？',
    ['/guide/advanced/css#global-variables'],
    'utooland/utoo#2133',
  ],
];

const BATCHES: Row[][] = [
  FIRST_BATCH,
  SECOND_BATCH,
  THIRD_BATCH,
  FOURTH_BATCH,
  FIFTH_BATCH,
  SIXTH_BATCH,
  SEVENTH_BATCH,
];

const toQuestion = ([lang, query, expect, source]: Row): Question => ({
  lang,
  query,
  expect: lang === 'zh' ? expect.map((url) => `/zh${url}`) : expect,
  source,
});

/** The seed of the one split into halves; changing it would let the held-out half be chosen. */
const SPLIT_SEED = 29;

/** A fixed pseudo-random order of `items` (Fisher–Yates over a linear congruential generator). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let k = out.length - 1; k > 0; k--) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    const j = state % (k + 1);
    [out[k], out[j]] = [out[j] as T, out[k] as T];
  }
  return out;
}

/**
 * Each batch, and each language within it, is split on its own, so that both halves hold both
 * languages and a new batch never moves a question of an earlier one.
 */
function split(): { tuning: Question[]; heldOut: Question[] } {
  const tuning: Question[] = [];
  const heldOut: Question[] = [];
  for (const batch of BATCHES) {
    for (const lang of ['en', 'zh'] as const) {
      const shuffled = seededShuffle(
        batch.filter(([rowLang]) => rowLang === lang).map(toQuestion),
        SPLIT_SEED,
      );
      const half = Math.ceil(shuffled.length / 2);
      tuning.push(...shuffled.slice(0, half));
      heldOut.push(...shuffled.slice(half));
    }
  }
  return { tuning, heldOut };
}

export const QUESTION_HALVES = split();

/** How many batches the set was added in: each may leave its halves one question apart per language. */
export const QUESTION_BATCH_COUNT = BATCHES.length;

/**
 * The 1-based rank, as DocSearch shows the results, of the first of the top three that answers
 * `question`, or 0 when none of them does.
 */
export function answerRank(question: Question, urls: readonly string[]): number {
  const found = shownOrder(urls)
    .slice(0, 3)
    .findIndex((url) => {
      const page = url.replace(/#.*$/, '');
      return question.expect.some((expected) =>
        expected.includes('#') ? url === expected : page === expected,
      );
    });
  return found + 1;
}

/**
 * The same, where any section of an answering page counts, even when the question names the
 * section: whether the reader is shown the page that answers.
 */
export function pageRank(question: Question, urls: readonly string[]): number {
  return answerRank(
    { ...question, expect: question.expect.map((url) => url.replace(/#.*$/, '')) },
    urls,
  );
}
