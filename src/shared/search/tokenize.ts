/**
 * How text becomes search terms, shared by the index builder, the query side and the
 * highlighter so the three always agree.
 *
 * - Folding: NFKC (full-width `Ａ` → `a`, half-width kana → full), diacritics stripped from
 *   Latin, Greek and Cyrillic letters (`café` → `cafe`; kana keep their voicing marks),
 *   lower-cased. Folding goes character by character and remembers where each folded
 *   character came from, so matches can be highlighted in the original text.
 * - Latin words, digits and identifiers: a run of word characters joined by single `.`, `-`,
 *   `_` or `/` is one identifier. The index gets the whole identifier (`lib.autoextension`),
 *   each joined part (`lib`, `autoextension`) and the camelCase pieces of each part (`auto`,
 *   `extension`), so `lib.autoExtension`, `autoExtension` and `auto extension` all find it.
 *   A query word is looked up whole, and its parts held together by one record or written as
 *   one word count as other forms of it (`web-worker` finds "Web Workers", `rs-build` finds
 *   "Rsbuild"); where the index holds neither the whole nor the joined word, the parts are read
 *   as separate words (`foo-bar` finds "foo … bar").
 * - Han, kana and Hangul have no spaces between words: the index gets every character and
 *   every pair of adjacent characters. A query run of two or more characters becomes its
 *   pairs (all must match, which approximates a phrase); a single character stays itself.
 */
import { MAX_QUERY_TERMS, MAX_TERM_CHARS, MIN_PREFIX_CHARS } from './constants';
import { impliedWords } from './question';

export interface FoldedText {
  /** The folded (normalised, lower-case) text that tokens are cut from. */
  text: string;
  /** For each UTF-16 unit of `text`, where its source character starts in the original. */
  sourceStart: number[];
  /** …and where that source character ends. */
  sourceEnd: number[];
  /** 1 where the source character was upper-case: camelCase boundaries need it. */
  upper: number[];
}

/** A token of folded text: `term` is `text.slice(start, end)`. */
export interface Token {
  term: string;
  start: number;
  end: number;
}

export interface QueryTerm {
  term: string;
  /** Read as a prefix: only the last Latin word of a query, while the user types it. */
  prefix: boolean;
  /** What to look up instead when `term` is not in the index (joined or camelCase parts). */
  parts: string[];
  /**
   * A pair of characters that straddles two words: in a run read as pairs (选项对应 → 选项 项对
   * 对应), 项对 spans the boundary between 选项 and 对应. It must still match, but counts for
   * little (`rank.ts`). Word boundaries are the runtime's (`Intl.Segmenter`'s dictionary); where
   * it has none, every other pair is taken to straddle, as Chinese words are mostly two
   * characters long. Firefox's dictionary differs from ICU's (Node, Chromium) on a few words;
   * `tests/engines/word-boundaries.ts` holds Chinese ranking with it, and with WebKit's, to ICU's.
   */
  straddles?: boolean;
}

interface Span {
  start: number;
  end: number;
}

export type Run =
  | { kind: 'latin'; start: number; end: number; parts: Span[] }
  | { kind: 'cjk'; chars: Span[] };

const OTHER = 0;
const WORD = 1;
const CJK = 2;
const JOINER = 3;
type CharClass = typeof OTHER | typeof WORD | typeof CJK | typeof JOINER;

export const CJK_CHAR = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
const LETTER = /\p{L}/u;
const MARKS = /\p{M}/gu;
const STRIPPABLE_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
const JOINERS = '.-_/';

interface FoldedChar {
  text: string;
  upper: boolean;
  /** A Latin/Greek/Cyrillic base: a combining mark written after it is dropped too. */
  strippable: boolean;
  isMark: boolean;
}

// Characters repeat a lot (every Chinese page reuses a few thousand), and normalising one
// costs far more than a map lookup.
const foldCache = new Map<string, FoldedChar>();
const classCache = new Map<number, CharClass>();

function foldChar(char: string): FoldedChar {
  const cached = foldCache.get(char);
  if (cached) return cached;
  const compatible = char.normalize('NFKC');
  const decomposed = compatible.normalize('NFD');
  const base = decomposed.replace(MARKS, '');
  const strippable = base !== '' && STRIPPABLE_SCRIPT.test(base);
  const kept = strippable ? base : compatible;
  const text = kept.toLowerCase();
  const folded = { text, upper: text !== kept, strippable, isMark: base === '' && char !== '' };
  foldCache.set(char, folded);
  return folded;
}

export function foldText(source: string): FoldedText {
  const chars: string[] = [];
  const sourceStart: number[] = [];
  const sourceEnd: number[] = [];
  const upper: number[] = [];
  let afterStrippable = false;
  for (let i = 0; i < source.length; ) {
    const code = source.charCodeAt(i);
    if (code < 0x80) {
      const isUpper = code >= 65 && code <= 90;
      chars.push(String.fromCharCode(isUpper ? code + 32 : code));
      sourceStart.push(i);
      sourceEnd.push(i + 1);
      upper.push(isUpper ? 1 : 0);
      afterStrippable = isUpper || (code >= 97 && code <= 122);
      i += 1;
      continue;
    }
    const length = (source.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    const folded = foldChar(source.slice(i, i + length));
    const last = chars.length - 1;
    // Folding one character at a time splits a decomposed `か` + voicing mark (or half-width
    // `ｶﾞ`); put them back together so they match the composed `が`.
    const composed =
      folded.isMark && last >= 0 ? `${chars[last]}${folded.text}`.normalize('NFC') : '';
    if (composed.length === 1 && !afterStrippable) {
      chars[last] = composed;
      sourceEnd[last] = i + length;
    } else if (!(folded.isMark && afterStrippable)) {
      for (let k = 0; k < folded.text.length; k++) {
        chars.push(folded.text.charAt(k));
        sourceStart.push(i);
        sourceEnd.push(i + length);
        upper.push(k === 0 && folded.upper ? 1 : 0);
      }
      afterStrippable = folded.strippable;
    }
    i += length;
  }
  return { text: chars.join(''), sourceStart, sourceEnd, upper };
}

function charLength(text: string, index: number): number {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff && index + 1 < text.length ? 2 : 1;
}

function classAt(text: string, index: number): CharClass {
  const code = text.charCodeAt(index);
  if (code < 0x80) {
    const isWord =
      (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    if (isWord) return WORD;
    return JOINERS.includes(text.charAt(index)) ? JOINER : OTHER;
  }
  const point = text.codePointAt(index) ?? 0;
  let charClass = classCache.get(point);
  if (charClass === undefined) {
    const char = String.fromCodePoint(point);
    if (CJK_CHAR.test(char) && LETTER_OR_DIGIT.test(char)) charClass = CJK;
    else charClass = WORD_CHAR.test(char) ? WORD : OTHER;
    classCache.set(point, charClass);
  }
  return charClass;
}

/** Splits folded text into Latin identifier runs and CJK runs; everything else separates. */
export function scanRuns(text: string): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < text.length) {
    const charClass = classAt(text, i);
    if (charClass === WORD) {
      const parts: Span[] = [];
      let partStart = i;
      let j = i;
      for (;;) {
        while (j < text.length && classAt(text, j) === WORD) j += charLength(text, j);
        parts.push({ start: partStart, end: j });
        // One joiner between word characters continues the identifier (`lib.format`);
        // anything else (`a..b`, a full stop ending a sentence) ends it.
        const joined = j + 1 < text.length && classAt(text, j) === JOINER;
        if (!joined || classAt(text, j + 1) !== WORD) break;
        partStart = j + 1;
        j += 1;
      }
      runs.push({ kind: 'latin', start: i, end: j, parts });
      i = j;
    } else if (charClass === CJK) {
      const chars: Span[] = [];
      let j = i;
      while (j < text.length && classAt(text, j) === CJK) {
        const length = charLength(text, j);
        chars.push({ start: j, end: j + length });
        j += length;
      }
      runs.push({ kind: 'cjk', chars });
      i = j;
    } else {
      i += charLength(text, i);
    }
  }
  return runs;
}

/** camelCase pieces of one part: `autoExtension` → auto|Extension, `UMDName` → UMD|Name. */
function camelPieces(folded: FoldedText, part: Span): Span[] {
  const pieces: Span[] = [];
  let start = part.start;
  for (let j = part.start + 1; j < part.end; j++) {
    if (!folded.upper[j]) continue;
    const afterLower = !folded.upper[j - 1];
    const acronymEnd =
      j + 1 < part.end && !folded.upper[j + 1] && LETTER.test(folded.text.charAt(j + 1));
    if (afterLower || acronymEnd) {
      pieces.push({ start, end: j });
      start = j;
    }
  }
  pieces.push({ start, end: part.end });
  return pieces;
}

/** Every token of a text with its position: what the index stores and highlights look for. */
export function tokenize(folded: FoldedText): Token[] {
  const tokens: Token[] = [];
  const push = ({ start, end }: Span) => {
    if (end - start <= MAX_TERM_CHARS)
      tokens.push({ term: folded.text.slice(start, end), start, end });
  };
  for (const run of scanRuns(folded.text)) {
    if (run.kind === 'cjk') {
      run.chars.forEach((char, index) => {
        push(char);
        const next = run.chars[index + 1];
        if (next) push({ start: char.start, end: next.end });
      });
      continue;
    }
    push(run);
    if (run.parts.length > 1) run.parts.forEach(push);
    for (const part of run.parts) {
      const pieces = camelPieces(folded, part);
      if (pieces.length > 1) pieces.forEach(push);
    }
  }
  return tokens;
}

/** The distinct terms a text is indexed under. */
export function indexTerms(text: string): Set<string> {
  return new Set(tokenize(foldText(text)).map((token) => token.term));
}

const wordSegmenter =
  typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('zh', { granularity: 'word' })
    : null;

/**
 * Whether each pair of a CJK run (the pair starting at each character but the last) straddles
 * two words (see `QueryTerm.straddles`).
 */
function straddlingPairs(text: string, chars: readonly Span[]): boolean[] {
  const pairs = chars.length - 1;
  if (!wordSegmenter)
    return Array.from({ length: pairs }, (_, c) => c % 2 === 1 && c !== pairs - 1);
  const from = chars[0]?.start ?? 0;
  const wordStarts = new Set<number>();
  for (const { index } of wordSegmenter.segment(text.slice(from, chars.at(-1)?.end ?? from)))
    wordStarts.add(from + index);
  return Array.from({ length: pairs }, (_, c) => wordStarts.has(chars[c + 1]?.start ?? -1));
}

/**
 * The terms of a query, in order, without duplicates, at most `MAX_QUERY_TERMS`, followed by the
 * words it implies without holding them (`impliedWords`).
 */
export function queryTerms(query: string): QueryTerm[] {
  const folded = foldText(query);
  const runs = scanRuns(folded.text);
  const terms = new Map<string, QueryTerm>();
  const add = (term: QueryTerm) => {
    const seen = terms.get(term.term);
    if (seen) seen.prefix &&= term.prefix;
    else terms.set(term.term, term);
  };
  runs.forEach((run, index) => {
    if (run.kind === 'cjk') {
      if (run.chars.length === 1) {
        const [char] = run.chars;
        if (char) add({ term: folded.text.slice(char.start, char.end), prefix: false, parts: [] });
      }
      straddlingPairs(folded.text, run.chars).forEach((straddles, c) => {
        const start = run.chars[c]?.start ?? 0;
        const end = run.chars[c + 1]?.end ?? start;
        add({ term: folded.text.slice(start, end), prefix: false, parts: [], straddles });
      });
      return;
    }
    const term = folded.text.slice(run.start, run.end);
    const pieces =
      run.parts.length > 1 ? run.parts : (run.parts[0] && camelPieces(folded, run.parts[0])) || [];
    const parts = pieces.length > 1 ? pieces.map((p) => folded.text.slice(p.start, p.end)) : [];
    const prefix = index === runs.length - 1 && term.length >= MIN_PREFIX_CHARS;
    add({ term, prefix, parts });
  });
  for (const term of impliedWords(query)) add({ term, prefix: false, parts: [] });
  return [...terms.values()].slice(0, MAX_QUERY_TERMS);
}
