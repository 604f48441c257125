/**
 * Questions people asked, worded as they typed them, and the pages of this site that answer
 * them: the titles (and, where the title is not the question, a sentence of the body) of issues
 * in Rslib's tracker and Rsbuild's, taken as written except for the tracker's template prefix
 * ("[Bug]: ", "[Feature]: "). Each names its source. The pages were chosen by reading them: a
 * question counts as found when one of them is among the first three results, any section of it
 * (a path with `#id` must be that very section).
 *
 * The set grows in batches. Each batch is split once, when it is added and before the engine
 * is changed for it, at random with a fixed seed into a tuning half and a held-out half
 * (`QUESTION_HALVES`): the engine may be tuned on the first, never on a question of the second.
 * Splitting per batch keeps a question in the half it was first given, whatever comes later.
 * The hand-written relevance set (`relevance.ts`) stays the regression set.
 */
import type { Lang } from './relevance';

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
];
const PATH_ALIASES = [
  '/guide/basic/typescript#path-aliases',
  '/guide/faq/features#path-aliases',
  '/config/rsbuild/resolve#resolve-alias',
  '/config/lib/redirect',
];
const DTS_EXTENSION = ['/config/lib/redirect#redirectdtsextension', '/config/lib/dts'];
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
    ['/guide/advanced/third-party-deps', '/guide/faq/features#bundle-a-dependency'],
    `${RSLIB}#1595`,
  ],
  [
    'en',
    'Add option to automatically externalize dependencies (similar to Rslib’s autoExternal)',
    [
      '/config/rsbuild/output#output-auto-external',
      '/config/lib/auto-external',
      '/guide/advanced/third-party-deps',
    ],
    `${RSBUILD}#5967`,
  ],
  ['en', 'Support for `createRequire()`', SHIMS, `${RSLIB}#233`],
  [
    'en',
    'ESM format output is incorrect & auto detect entry file fails',
    ['/config/rsbuild/source#source-entry'],
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
    ['/config/lib/redirect', '/guide/basic/typescript#path-aliases'],
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
  ['en', '`dts.alias` does not work as expected', DTS_ALIAS, `${RSLIB}#1390`],
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
    ['/guide/faq/features#bundleless-styles-as-is', '/guide/advanced/css#less-sass'],
    `${RSLIB}#868`,
  ],
  [
    'en',
    'Generated `styles.css` is not imported in root `index.js` in bundled mode',
    CSS,
    `${RSLIB}#1448`,
  ],
  ['en', '.css file stays within source folder after build', CSS, `${RSLIB}#783`],
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
    ['/config/lib/syntax'],
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
    ['/config/lib/bundle', '/config/rsbuild/source#source-entry'],
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
    ['/guide/faq/features#multiple-entries', '/config/rsbuild/source#source-entry'],
    `${RSLIB}#610`,
  ],
  [
    'en',
    'Set `./src/**` as default entry of bundleless mode',
    ['/config/rsbuild/source#source-entry', '/config/lib/bundle'],
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
    ['/guide/solution/vue', '/guide/solution/react#jsx-transform'],
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

const BATCHES: Row[][] = [FIRST_BATCH];

const toQuestion = ([lang, query, expect, source]: Row): Question => ({
  lang,
  query,
  expect: lang === 'zh' ? expect.map((url) => `/zh${url}`) : expect,
  source,
});

/** The seed of the one split into halves; changing it would let the held-out half be chosen. */
const SPLIT_SEED = 29;

/** A fixed pseudo-random order of `items` (Fisher–Yates over a linear congruential generator). */
function seededShuffle<T>(items: readonly T[], seed: number): T[] {
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

/**
 * The 1-based rank of the first of the top three result URLs that answers `question`, or 0 when
 * none of them does.
 */
export function answerRank(question: Question, topUrls: readonly string[]): number {
  const found = topUrls.slice(0, 3).findIndex((url) => {
    const page = url.replace(/#.*$/, '');
    return question.expect.some((expected) =>
      expected.includes('#') ? url === expected : page === expected,
    );
  });
  return found + 1;
}
