/**
 * What readers type, and where they mean to go: for each query, the pages (or, with a
 * `#heading`, the sections) of which at least one must be among the first three results.
 * About half of the queries are Chinese. Shared by the end-to-end run over the built index
 * (`tests/e2e/search-relevance.spec.ts`) and the engine benchmark (`bench/search.ts`).
 */
import { SEARCH_HITS_PER_PAGE } from '#shared/search/constants';

export type Lang = 'en' | 'zh';

/**
 * - `plain`: titles, concepts and identifiers, spelt right;
 * - `typo`: misspelt as fast typists do: one typo in a word of 4 to 7 letters, two in a
 *   longer one, letters swapped, dropped, doubled or replaced;
 * - `cross`: several words that meet only across levels of one section (the option's page,
 *   a heading, the text under it), such as "umd global name";
 * - `option`: an option name as people type it: lower case, run together, split, dotted.
 */
export type RelevanceKind = 'plain' | 'typo' | 'cross' | 'option';

export interface RelevanceCase {
  lang: Lang;
  kind: RelevanceKind;
  query: string;
  /** Route paths; one with `#id` must be that very section. */
  expect: string[];
}

const cases = (lang: Lang, kind: RelevanceKind, list: [string, string[]][]): RelevanceCase[] =>
  list.map(([query, expect]) => ({
    lang,
    kind,
    query,
    expect: lang === 'zh' ? expect.map((url) => `/zh${url}`) : expect,
  }));

const DTS = ['/guide/advanced/dts', '/config/lib/dts'];
const FORMAT = ['/config/lib/format', '/guide/basic/output-format'];
const EXTERNALS = [
  '/guide/advanced/third-party-deps',
  '/config/rsbuild/output#output-externals',
  '/guide/start/glossary#externals',
];
const TSCONFIG = [
  '/guide/basic/typescript#tsconfig',
  '/config/rsbuild/source#source-tsconfig-path',
];
const DUAL = ['/guide/start/glossary#dual-package', '/guide/basic/output-format#dual-package'];
const ALIASES = [
  '/guide/basic/typescript#path-aliases',
  '/guide/advanced/dts#alias',
  '/guide/faq/features#path-aliases',
  '/config/rsbuild/resolve#resolve-alias',
];

export const RELEVANCE_SET: RelevanceCase[] = [
  ...cases('en', 'plain', [
    ['quick start', ['/guide/start/quick-start']],
    ['glossary', ['/guide/start/glossary']],
    ['autoExtension', ['/config/lib/auto-extension']],
    ['umd name', ['/config/lib/umd-name']],
    ['declaration files', DTS],
    ['api extractor', [...DTS, '/guide/start/npm-packages']],
    ['module federation', ['/guide/advanced/module-federation', '/config/lib/format']],
    ['storybook', ['/guide/advanced/storybook']],
    ['svg react component', ['/guide/advanced/svgr-files']],
    ['import json', ['/guide/advanced/json-files']],
    ['migrate from tsup', ['/guide/migration/tsup']],
    ['modern.js module', ['/guide/migration/modernjs-module']],
    ['__dirname', ['/config/lib/shims']],
    ['externalHelpers', ['/config/lib/external-helpers']],
    [
      'peerDependencies external',
      ['/guide/advanced/third-party-deps', '/config/lib/auto-external'],
    ],
    ['command line', ['/guide/basic/cli']],
    ['upgrade rslib', ['/guide/basic/upgrade-rslib']],
    ['bundleless output structure', ['/guide/basic/output-structure', '/config/lib/bundle']],
    ['react component library', ['/guide/solution/react']],
    ['introducing rslib', ['/blog/introducing-rslib']],
  ]),
  ...cases('en', 'typo', [
    ['fromat', FORMAT],
    ['bundel', ['/config/lib/bundle']],
    ['declaraton', DTS],
    ['exteranls', EXTERNALS],
    ['glosary', ['/guide/start/glossary']],
    ['storybok', ['/guide/advanced/storybook']],
    ['typscript', ['/guide/basic/typescript']],
    [
      'decoraters',
      ['/guide/basic/typescript#decorators', '/config/rsbuild/source#source-decorators'],
    ],
    ['polyfil', ['/guide/advanced/output-compatibility#polyfill']],
    ['shebnag', ['/guide/faq/features#cli-shebang']],
    ['module federaton', ['/guide/advanced/module-federation']],
    ['bunldeless', ['/config/lib/bundle#bundleless-mode', '/guide/start/glossary#bundleless-mode']],
    ['sytnax', ['/config/lib/syntax']],
    ['minfy', ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify']],
    ['souremap', ['/config/rsbuild/output#output-source-map']],
    ['extenral helpers', ['/config/lib/external-helpers']],
    ['umd nmae', ['/config/lib/umd-name']],
    ['redirct', ['/config/lib/redirect']],
    ['mirgate tsup', ['/guide/migration/tsup']],
    ['quikc start', ['/guide/start/quick-start']],
    ['optional peer dependecies', ['/guide/start/npm-packages', '/guide/basic/upgrade-rslib']],
    ['comand line', ['/guide/basic/cli']],
    ['enviroment variables', ['/guide/advanced/env-vars', '/guide/basic/cli#env']],
    ['outbsae', ['/config/lib/out-base']],
    ['autoextenison', ['/config/lib/auto-extension']],
    ['tsconifg', TSCONFIG],
    ['shmis', ['/config/lib/shims']],
    ['banenr', ['/config/lib/banner']],
    ['compatability', ['/guide/advanced/output-compatibility']],
  ]),
  ...cases('en', 'cross', [
    ['dts bundle', ['/config/lib/dts#dtsbundle']],
    ['umd global name', ['/config/lib/umd-name#global-value']],
    [
      'externals peer',
      [
        '/config/lib/auto-external#autoexternalpeerdependencies',
        '/guide/advanced/third-party-deps',
      ],
    ],
    ['react jsx transform', ['/guide/solution/react#jsx-transform']],
    ['vue declaration files', ['/guide/solution/vue#declaration-files']],
    ['banner license', ['/config/lib/banner#license-header']],
    ['syntax browserslist', ['/config/lib/syntax#browserslist-queries']],
    ['json bundleless', ['/guide/advanced/json-files#bundleless-mode']],
    ['tsup option mapping', ['/guide/migration/tsup#option-mapping']],
    ['storybook addon options', ['/guide/advanced/storybook#addon-options']],
    ['rspress documentation site', ['/guide/advanced/rspress']],
    ['NoSSR window is not defined', ['/guide/advanced/rspress#live-components']],
    ['shims cjs import.meta.url', ['/config/lib/shims#shimscjsimportmetaurl']],
  ]),
  ...cases('en', 'option', [
    ['autoexternal', ['/config/lib/auto-external']],
    ['auto external', ['/config/lib/auto-external']],
    ['lib.dts.bundle', ['/config/lib/dts#dtsbundle']],
    ['umdname', ['/config/lib/umd-name']],
    ['external helpers', ['/config/lib/external-helpers']],
    ['outbase', ['/config/lib/out-base']],
    ['output.distpath', ['/config/rsbuild/output#output-dist-path']],
    ['dts.abortonerror', ['/config/lib/dts#dtsabortonerror']],
    ['source.tsconfigpath', ['/config/rsbuild/source#source-tsconfig-path']],
    ['shims.esm.require', ['/config/lib/shims#shimsesmrequire']],
    ['clean dist path', ['/config/rsbuild/output#output-clean-dist-path']],
  ]),
  ...cases('zh', 'plain', [
    ['快速开始', ['/guide/start/quick-start']],
    ['术语表', ['/guide/start/glossary']],
    ['类型声明文件', DTS],
    ['模块联邦', ['/guide/advanced/module-federation', '/config/lib/format']],
    ['产物格式', FORMAT],
    ['产物结构', ['/guide/basic/output-structure']],
    ['命令行工具', ['/guide/basic/cli']],
    ['升级 Rslib', ['/guide/basic/upgrade-rslib']],
    ['第三方依赖', ['/guide/advanced/third-party-deps']],
    ['静态资源', ['/guide/advanced/static-assets']],
    ['组件库 图片', ['/guide/advanced/static-assets']],
    ['产物兼容性', ['/guide/advanced/output-compatibility']],
    ['从 tsup 迁移', ['/guide/migration/tsup']],
    ['引入 JSON', ['/guide/advanced/json-files']],
    ['配置 Rslib', ['/guide/basic/configure-rslib', '/config/']],
    ['npm 包', ['/guide/start/npm-packages']],
    ['解决方案', ['/guide/solution/']],
    ['lib.shims', ['/config/lib/shims']],
    ['Vue 组件库', ['/guide/solution/vue']],
    ['正式亮相', ['/blog/introducing-rslib']],
    ['常见问题', ['/guide/faq/features']],
    ['双格式包', DUAL],
    ['路径别名', ALIASES],
    ['装饰器', ['/guide/basic/typescript#decorators', '/config/rsbuild/source#source-decorators']],
    ['类型检查', ['/guide/basic/typescript#type-checking', '/guide/faq/features#type-check']],
    ['内联小文件', ['/guide/advanced/static-assets#data-uri-limit']],
    ['锁定版本', ['/guide/basic/upgrade-rslib#pinning']],
    ['宿主应用', ['/guide/advanced/module-federation#consume']],
    ['环境变量', ['/guide/advanced/env-vars', '/guide/basic/cli#env']],
    ['合并配置', ['/guide/basic/configure-rslib#merge-configs']],
    ['跨大版本升级', ['/guide/basic/upgrade-rslib#major-upgrade']],
    ['压缩', ['/guide/faq/features#minify', '/config/rsbuild/output#output-minify']],
    [
      '文件后缀',
      [
        '/config/lib/auto-extension',
        '/guide/start/glossary#auto-extension',
        '/guide/basic/output-structure#file-extensions',
      ],
    ],
    ['产物目录', ['/guide/basic/output-structure#dist-folder']],
    ['运行时目标', ['/guide/start/glossary#runtime-target']],
    ['项目引用', ['/guide/advanced/dts#build']],
    ['隔离声明', ['/guide/advanced/dts#isolated']],
    ['编写插件', ['/config/rsbuild/plugins#writing-a-plugin']],
    ['多个入口', ['/guide/faq/features#multiple-entries']],
  ]),
  ...cases('zh', 'typo', [
    ['bundel 模式', ['/config/lib/bundle#bundle-mode', '/guide/start/glossary#bundle-mode']],
    ['storybok', ['/guide/advanced/storybook']],
    ['typscript 装饰器', ['/guide/basic/typescript#decorators']],
    ['exteranls', EXTERNALS],
    ['polyfil', ['/guide/advanced/output-compatibility#polyfill']],
    ['shebnag', ['/guide/faq/features#cli-shebang']],
    ['sytnax', ['/config/lib/syntax']],
    ['tsconifg', TSCONFIG],
    ['minfy', ['/config/rsbuild/output#output-minify', '/guide/faq/features#minify']],
    ['redirct', ['/config/lib/redirect']],
    ['umd nmae', ['/config/lib/umd-name']],
    ['shmis', ['/config/lib/shims']],
    ['banenr', ['/config/lib/banner']],
    ['outbsae', ['/config/lib/out-base']],
    ['autoextenison', ['/config/lib/auto-extension']],
    ['souremap', ['/config/rsbuild/output#output-source-map']],
  ]),
  ...cases('zh', 'cross', [
    ['dts bundle', ['/config/lib/dts#dtsbundle']],
    ['umd 全局变量', ['/config/lib/umd-name#global-value']],
    ['peer 依赖 react', ['/guide/solution/react#peer-dependencies']],
    ['bundleless 组件库', ['/config/lib/bundle#example-bundleless']],
    ['json 类型声明', ['/guide/advanced/json-files#types']],
    ['vue 类型声明文件', ['/guide/solution/vue#declaration-files']],
    ['tsup 选项对照', ['/guide/migration/tsup#option-mapping']],
    ['storybook 插件选项', ['/guide/advanced/storybook#addon-options']],
    ['组件库文档站', ['/guide/advanced/rspress']],
    ['文档站点 样式', ['/guide/advanced/rspress#css']],
    ['__dirname shims', ['/guide/solution/nodejs#shims', '/config/lib/shims']],
    ['许可证 banner', ['/config/lib/banner#license-header']],
  ]),
  ...cases('zh', 'option', [
    ['autoexternal', ['/config/lib/auto-external']],
    ['auto external', ['/config/lib/auto-external']],
    ['lib.dts.bundle', ['/config/lib/dts#dtsbundle']],
    ['umd name', ['/config/lib/umd-name']],
    ['output.distpath', ['/config/rsbuild/output#output-dist-path']],
    ['external helpers', ['/config/lib/external-helpers']],
    ['dts.bundle.bundledpackages', ['/config/lib/dts#dtsbundlebundledpackages']],
    ['umdname', ['/config/lib/umd-name']],
    ['outbase', ['/config/lib/out-base']],
    ['source.tsconfigpath', ['/config/rsbuild/source#source-tsconfig-path']],
  ]),
  // The guides for CSS, workers, WebAssembly, tsc, Svelte, Solid, testing, Rsdoctor, env
  // variables and dual-package exports, each found by its own words.
  ...cases('en', 'plain', [
    ['tailwind css', ['/guide/advanced/css']],
    [
      'css modules namedExport localIdentName',
      ['/guide/advanced/css', '/config/rsbuild/output#output-css-modules'],
    ],
    ['injectStyles bundleless', ['/guide/advanced/css']],
    ['less sass bundleless output', ['/guide/advanced/css']],
    ['postcss config', ['/guide/advanced/css']],
    ['web worker new URL', ['/guide/advanced/web-workers']],
    ['SharedWorker', ['/guide/advanced/web-workers']],
    ['worker_threads', ['/guide/advanced/web-workers']],
    ['import wasm file', ['/guide/advanced/wasm']],
    ['wasm-bindgen wasm-pack', ['/guide/advanced/wasm']],
    // `wasm` is short for the page's title, WebAssembly.
    ['async wasm', ['/guide/advanced/wasm']],
    // The options of other tools for the es/ and lib/ folders: `dir` is short for directory.
    ['esDir libDir', ['/guide/basic/output-format#es-and-lib']],
    ['migrate from tsc', ['/guide/migration/tsc']],
    ['tsc outDir rootDir', ['/guide/migration/tsc']],
    ['svelte component library', ['/guide/solution/svelte']],
    ['svelte2tsx', ['/guide/solution/svelte#declaration-files']],
    ['solid ssr', ['/guide/solution/solid#ssr']],
    ['environment variables', ['/guide/advanced/env-vars']],
    ['loadEnv prefixes', ['/guide/advanced/env-vars']],
    ['withRslibConfig', ['/guide/advanced/testing']],
    ['unit test rslib config', ['/guide/advanced/testing']],
    ['rsdoctor', ['/guide/advanced/rsdoctor']],
    ['d.cts require types', ['/guide/basic/output-format', '/config/lib/dts#dtsautoextension']],
    ['dynamic import commonjs output', ['/guide/advanced/third-party-deps']],
    ['react 19 umd', ['/guide/advanced/third-party-deps']],
    ['json import attributes bundleless', ['/guide/advanced/json-files#import-attributes']],
    ['configDir tsconfig', ['/guide/basic/typescript#config-dir']],
    ['Unable to analyze the export', ['/guide/advanced/dts#bundle-errors']],
    ['splitChunks preset none', ['/config/rsbuild/']],
    ['execArgvExtension NODE_OPTIONS', ['/config/lib/#experiments-exe']],
    ['advancedEsm', ['/guide/basic/upgrade-rslib']],
    ['error messages', ['/guide/faq/errors']],
    ['The following ids are duplicated', ['/guide/faq/errors#duplicate-ids']],
    ['es and lib folders', ['/guide/basic/output-format#es-and-lib']],
    ['libraryTarget', ['/config/lib/format#library-type']],
    ['Invalid hook call linked library', ['/guide/faq/features#duplicate-react']],
    ['npm link watch', ['/guide/faq/features#link-to-an-app']],
    [
      'sideEffects import on demand',
      ['/config/lib/bundle#import-on-demand', '/guide/advanced/css#style-entry'],
    ],
    ['dynamic import chunk', ['/guide/basic/output-structure#dynamic-import']],
    ['vue jsx', ['/guide/solution/vue#jsx-tsx']],
    ['__dirname is not defined in ES module scope', ['/guide/faq/features#dirname-in-esm']],
    ['less theme variables modifyVars', ['/guide/advanced/css#less-theme']],
    ['svg icon package', ['/guide/advanced/svgr-files#icon-package']],
    ["Can't resolve 'fs'", ['/guide/faq/errors#node-builtin-in-web']],
    ['vue3 component library', ['/guide/solution/vue']],
    ['Expect "lib" field to be a non-empty array', ['/guide/faq/errors#lib-empty']],
    ['The following libs are not found', ['/guide/faq/errors#lib-not-found']],
    [
      'The source.entry configuration should be an object',
      ['/guide/faq/errors#source-entry-not-object'],
    ],
    [
      'Duplicate entry which may lead to the incorrect output',
      ['/guide/faq/errors#duplicate-entry'],
    ],
    ['Unsupported ES version', ['/guide/faq/errors#unsupported-es-version']],
    [
      'externalHelpers is enabled, but the @swc/helpers dependency declaration was not found',
      ['/guide/faq/errors#external-helpers-missing'],
    ],
    [
      'format: "mf" should be used with @module-federation/rsbuild-plugin',
      ['/guide/faq/errors#mf-plugin-missing'],
    ],
    [
      'Bundle mode does not support preserving JSX syntax',
      ['/guide/faq/errors#jsx-preserve-in-bundle'],
    ],
    [
      'lib.autoExternal is deprecated, use output.autoExternal instead',
      ['/guide/faq/errors#auto-external-deprecated'],
    ],
    [
      'With `abortOnError` configuration currently disabled, type errors will not fail the build',
      ['/guide/faq/errors#abort-on-error-disabled'],
    ],
    ['Failed to resolve tsconfig file', ['/guide/faq/errors#tsconfig-not-found']],
    ['Please set "declarationDir": "dist"', ['/guide/faq/errors#dts-build-options']],
    // A wildcard pattern is what the pages call a glob.
    ['src/** in bundle mode', ['/guide/faq/errors#glob-in-bundle-mode']],
  ]),
  ...cases('zh', 'plain', [
    ['Tailwind CSS 配置', ['/guide/advanced/css']],
    ['CSS Modules 具名导出', ['/guide/advanced/css']],
    ['bundleless 模式 Less Sass', ['/guide/advanced/css']],
    ['共享 Worker', ['/guide/advanced/web-workers']],
    ['Worker 导入查询', ['/guide/advanced/web-workers']],
    ['导入 .wasm 文件', ['/guide/advanced/wasm']],
    ['WebAssembly 类型声明', ['/guide/advanced/wasm']],
    ['从 tsc 迁移', ['/guide/migration/tsc']],
    ['Svelte 组件库', ['/guide/solution/svelte']],
    ['Solid 服务端渲染', ['/guide/solution/solid#ssr']],
    ['环境变量 PUBLIC_', ['/guide/advanced/env-vars']],
    ['使用 Rstest 测试', ['/guide/advanced/testing']],
    ['构建分析 Rsdoctor', ['/guide/advanced/rsdoctor']],
    ['双格式包 exports', ['/guide/basic/output-format']],
    ['样式文件缺失', ['/guide/advanced/css']],
    ['Node.js 工作线程', ['/guide/advanced/web-workers']],
    ['wasm-bindgen 胶水代码', ['/guide/advanced/wasm']],
    ['tsc 选项对应', ['/guide/migration/tsc#option-mapping']],
    ['svelte 类型声明文件', ['/guide/solution/svelte#declaration-files']],
    ['Solid 组件库', ['/guide/solution/solid']],
    ['env 模式 .env 文件', ['/guide/advanced/env-vars']],
    ['测试 适配器 withRslibConfig', ['/guide/advanced/testing']],
    ['产物体积 分析', ['/guide/advanced/rsdoctor']],
    ['exports 字段 types 顺序', ['/guide/basic/output-format']],
    ['CommonJS 产物 动态 import', ['/guide/advanced/third-party-deps']],
    ['React 19 UMD 全局变量', ['/guide/advanced/third-party-deps']],
    ['导入属性 JSON', ['/guide/advanced/json-files#import-attributes']],
    ['configDir 共享 tsconfig', ['/guide/basic/typescript#config-dir']],
    [
      'API Extractor 报错',
      ['/guide/advanced/dts#bundle-errors', '/guide/faq/errors#api-extractor-missing'],
    ],
    ['报错信息', ['/guide/faq/errors']],
    ['Cannot find config file 报错', ['/guide/faq/errors#config-file-not-found']],
    ['es 和 lib 目录', ['/guide/basic/output-format#es-and-lib']],
    ['按需引入', ['/config/lib/bundle#import-on-demand']],
    ['npm link 开发', ['/guide/faq/features#link-to-an-app']],
    ['Invalid hook call 报错', ['/guide/faq/features#duplicate-react']],
    ['动态导入 拆分', ['/guide/basic/output-structure#dynamic-import']],
    ['Vue JSX', ['/guide/solution/vue#jsx-tsx']],
    ['主题定制 Less 变量', ['/guide/advanced/css#less-theme']],
    ['组件库 样式入口', ['/guide/advanced/css#style-entry']],
    ['声明文件 dist/src', ['/guide/advanced/dts#dist-src']],
    ['构建缓存', ['/config/rsbuild/']],
    ['execArgv 可执行文件', ['/config/lib/#experiments-exe']],
    ['advancedEsm 移除', ['/guide/basic/upgrade-rslib']],
    ['vue3 组件库', ['/guide/solution/vue']],
    ['lib field to be a non-empty array 报错', ['/guide/faq/errors#lib-empty']],
    ['libs are not found', ['/guide/faq/errors#lib-not-found']],
    ['source.entry should be an object 报错', ['/guide/faq/errors#source-entry-not-object']],
    ['Duplicate entry 警告', ['/guide/faq/errors#duplicate-entry']],
    ['Unsupported ES version: es2026', ['/guide/faq/errors#unsupported-es-version']],
    [
      '@swc/helpers dependency declaration was not found',
      ['/guide/faq/errors#external-helpers-missing'],
    ],
    [
      'should be used with @module-federation/rsbuild-plugin',
      ['/guide/faq/errors#mf-plugin-missing'],
    ],
    ['preserving JSX syntax 报错', ['/guide/faq/errors#jsx-preserve-in-bundle']],
    ['autoExternal is deprecated 警告', ['/guide/faq/errors#auto-external-deprecated']],
    [
      'With abortOnError configuration currently disabled',
      ['/guide/faq/errors#abort-on-error-disabled'],
    ],
    ['Tsconfig not found', ['/guide/faq/errors#tsconfig-not-found']],
    [
      'Can not set "dts.bundle: true" when "dts.build: true"',
      ['/guide/faq/errors#dts-build-options'],
    ],
    ['bundle 模式 src/**', ['/guide/faq/errors#glob-in-bundle-mode']],
  ]),
];

/** Hits the modal shows under one page heading (its `maxResultsPerGroup`). */
const DOCSEARCH_HITS_PER_GROUP = SEARCH_HITS_PER_PAGE;

/**
 * Result URLs in the order a reader sees them: the modal groups the hits by page (DocSearch
 * groups by `lvl0`, which `groupedByPage` sets to the page title), each group where its page's
 * first hit was.
 */
export function shownOrder(urls: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const url of urls) {
    const page = url.replace(/#.*$/, '');
    const group = groups.get(page) ?? [];
    if (group.length < DOCSEARCH_HITS_PER_GROUP) group.push(url);
    groups.set(page, group);
  }
  return [...groups.values()].flat();
}

/** Whether one of the first three results, as shown, is where the case means to go. */
function findsExpected(relevanceCase: RelevanceCase, urls: readonly string[]): boolean {
  return shownOrder(urls)
    .slice(0, 3)
    .some((url) => {
      const page = url.replace(/#.*$/, '');
      return relevanceCase.expect.some((expected) =>
        expected.includes('#') ? url === expected : page === expected,
      );
    });
}

/**
 * Runs the set through a search (its hit URLs, best first) and returns a line for each query
 * that misses, naming what came instead.
 */
export async function relevanceMisses(
  search: (lang: Lang, query: string) => Promise<string[]>,
  set: readonly RelevanceCase[] = RELEVANCE_SET,
): Promise<string[]> {
  const misses: string[] = [];
  for (const relevanceCase of set) {
    const urls = await search(relevanceCase.lang, relevanceCase.query);
    if (!findsExpected(relevanceCase, urls)) {
      const top = shownOrder(urls).slice(0, 3);
      misses.push(
        `[${relevanceCase.lang}] "${relevanceCase.query}": got ${top.join(', ') || 'nothing'}`,
      );
    }
  }
  return misses;
}
