/**
 * Reading a query typed as a question ("how to externalize react", "为什么 类型声明 没有生成"):
 *
 * - **fillers**: question words, pronouns, particles, greetings and the words of a complaint
 *   or a request ("not working", "error", "any plans"; 怎么, 没有, 报错, 谢谢) that say how
 *   someone asks, not what about. They are optional: a result need not hold them, and holding
 *   them counts for little. A query of fillers alone is read as typed;
 * - **inflections**: English plural and verb forms share a stem (externals, externalize,
 *   externalized → external), so one form finds the others;
 * - **a name with its major version run together** (vue3, react18, webpack5) also finds the
 *   name, which the pages write apart from its version or without one;
 * - **words a query implies without holding them**: a wildcard pattern is a glob.
 *
 * Synonyms are in `synonyms.ts`.
 */

/**
 * Patterns of the query as typed, each with the word it asks for after its own words. A wildcard
 * pattern as readers paste it from a config or an error (`./src/**`, `*.ts`, `src/*`) is what
 * the pages call a glob. A row must name what the pages say and the pattern never holds.
 */
const IMPLIED_WORDS: readonly (readonly [pattern: RegExp, word: string])[] = [
  [/\*\*|\*\.\w|[\w/]\/\*/, 'glob'],
];

/** The words `query` implies (see `IMPLIED_WORDS`), in table order. */
export function impliedWords(query: string): string[] {
  return IMPLIED_WORDS.filter(([pattern]) => pattern.test(query)).map(([, word]) => word);
}

/** English fillers, folded as the tokenizer folds them (apostrophes split words: don't → don, t). */
const LATIN_FILLERS = new Set(
  (
    'a about after also am an and any are as at be been before but by can cannot cant could ' +
    'did didn do does doesn doing don done each error errors even expected fail failed fails ' +
    'failing for from get gets got had has have help how i if in incorrect incorrectly instead ' +
    'into is isn issue issues it its just may me might must my need no not of on or our please ' +
    'problem problems properly correctly s should so some still support supported supports t ' +
    'than that the their them then there these they this those to unexpected use used uses ' +
    'using want was way we were what when where whether which while who why will with without ' +
    'won work worked working works would wrong you your take takes taken effect via like ' +
    'occur occurs occurred happen happens happened found ' +
    'hope hoping plan plans planned possible ask asking anyone thanks thank hi hello wonder ' +
    'wondering able'
  ).split(' '),
);

/** Chinese fillers: index terms (pairs of characters) that ask rather than name. */
const CJK_FILLERS = new Set([
  '怎么',
  '怎样',
  '如何',
  '为何',
  '为什',
  '什么',
  '没有',
  '报错',
  '错误',
  '问题',
  '不能',
  '无法',
  '失败',
  '依然',
  '还是',
  '可以',
  '能否',
  '是否',
  '这些',
  '这个',
  '那个',
  '一个',
  '我们',
  '请问',
  '一下',
  '时候',
  '不了',
  '不到',
  '不行',
  '生效',
  // The Chinese of the English fillers above: support, want, use, need, occur, can, properly,
  // correctly, should, then, but, so, if, or, and, already.
  '支持',
  '希望',
  '使用',
  '需要',
  '出现',
  '发生',
  '能够',
  '正常',
  '正确',
  '应该',
  '然后',
  '但是',
  '所以',
  '如果',
  '或者',
  '并且',
  '已经',
  '你好',
  '谢谢',
  '大家',
  '麻烦',
  // Adverbs of manner: directly, conveniently.
  '直接',
  '方便',
]);

/** A pair of characters holding one of these particles is a filler (的, 了, 吗 …). */
const CJK_PARTICLES = /[的了吗呢吧啊么着过呀哦嘛我你他她它]/u;

/** Whether a query term only says how the reader asks (see above). */
export function isFiller(term: string): boolean {
  return LATIN_FILLERS.has(term) || CJK_FILLERS.has(term) || CJK_PARTICLES.test(term);
}

/** Suffixes stripped from an English word, longest first; a stem keeps at least 4 letters. */
const SUFFIXES: readonly [suffix: string, replacement: string][] = [
  ['izations', ''],
  ['ization', ''],
  ['izing', ''],
  ['ized', ''],
  ['izes', ''],
  ['ize', ''],
  ['ies', 'y'],
  ['ied', 'y'],
  ['ing', ''],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
];
const MIN_STEM_CHARS = 4;

/**
 * Word families whose forms differ before their inflections, each with the stem its forms
 * share, a prefix of every form: analysis, analyze and analyzer (`analy`); minify, minified,
 * minifier and minification (`minif`); configuration and configure (`configur`), compilation
 * and compile, declaration and declare. Porter's stemmer (the `stemmer` package) was measured in
 * their place: it joins neither of the first two families, and found fewer answering pages on
 * the tuning half of the real questions and the regression set (`bench/README.md`).
 */
const DERIVATIONS: readonly RegExp[] = [
  /^(\w{3,}y)(?:sis|ses|zes|zed|zing|zers|zer|ze|sed|sing|sers|ser|se)$/,
  /^(\w{3,}if)(?:ications?|iers?|ied|ies|ying|y)$/,
  // Not -ization, which the inflections below strip with -ize.
  /^(\w{3,}(?:[^z]|[^i]z))ations?$/,
];

/**
 * The stem two forms of a word share: externals, externalize and externalized give
 * `external`; bundle, bundled and bundling give `bundl` (a final `e` is dropped, so the forms
 * that drop it meet); a family in `DERIVATIONS`, its stem there. Words of other than lower-case
 * letters are their own stem.
 */
export function stemOf(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < MIN_STEM_CHARS) return word;
  for (const family of DERIVATIONS) {
    const stem = family.exec(word)?.[1];
    if (stem) return stem;
  }
  let stem = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < MIN_STEM_CHARS) continue;
    if (suffix === 's' && /(ss|us|is|as)$/.test(word)) continue;
    if (suffix === 'es' && !/(ss|x|z|ch|sh)es$/.test(word)) continue;
    stem = word.slice(0, -suffix.length) + replacement;
    break;
  }
  return stem.length > MIN_STEM_CHARS && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

/** A name of three letters or more with a major version of one or two digits run on. */
const NAME_AND_VERSION = /^([a-z]{3,})\d{1,2}$/;

/**
 * The name in a word that runs a major version on (`vue3` → `vue`), or `null`. `es2015` (a
 * year) and `ts5` (an abbreviation) are words of their own.
 */
export function unversioned(word: string): string | null {
  return NAME_AND_VERSION.exec(word)?.[1] ?? null;
}
