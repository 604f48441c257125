/**
 * Typo tolerance as hosted DocSearch has it: a query word of 4 to 7 letters may be one edit
 * away from the word it means, a word of 8 or more two. An edit is an insertion, a deletion,
 * a substitution or a swap of two adjacent letters (`fromat` → `format`).
 *
 * Only words of letters take part: Chinese (and Japanese, Korean) segments are already one or
 * two characters, identifiers with digits (`es2015`) mean exactly what they say, and joined
 * identifiers (`lib.dts.bundle`) are matched through their parts, each forgiven on its own.
 */
import {
  MAX_FUZZY_EXPANSIONS,
  MAX_FUZZY_WORD_CHARS,
  MIN_WORD_CHARS_FOR_ONE_TYPO,
  MIN_WORD_CHARS_FOR_TWO_TYPOS,
} from './constants';
import { CJK_CHAR } from './tokenize';

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

/** The most typos any query word may hold. */
const MAX_TYPOS = 2;

const isWordOfLetters = (term: string) => LETTERS_ONLY.test(term) && !CJK_CHAR.test(term);

/** Whether an index term is one a misspelt query word may reach: letters only, not CJK. */
export function isFuzzyTerm(term: string): boolean {
  return term.length <= MAX_FUZZY_WORD_CHARS + MAX_TYPOS && isWordOfLetters(term);
}

/** How many typos a query word may hold: 0 below 4 letters, 1 up to 7, 2 from 8 on. */
export function typoBudget(term: string): number {
  if (term.length > MAX_FUZZY_WORD_CHARS || !isWordOfLetters(term)) return 0;
  if (term.length >= MIN_WORD_CHARS_FOR_TWO_TYPOS) return MAX_TYPOS;
  return term.length >= MIN_WORD_CHARS_FOR_ONE_TYPO ? 1 : 0;
}

/**
 * Rows of the dynamic-programming table, reused by every call: a query word is compared with
 * thousands of index words per keystroke, and fresh arrays for each made it the search's
 * costliest step. Grown when a longer word comes along.
 */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)] as const;

function rowsFor(width: number) {
  if (rows[0].length < width)
    rows = [new Int32Array(width), new Int32Array(width), new Int32Array(width)];
  return rows;
}

/**
 * The edits between `a` and `b` (optimal string alignment: insertions, deletions,
 * substitutions, adjacent swaps), or `max + 1` as soon as it is known to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows of the table: two back (for swaps), one back, this one.
  let [twoBack, oneBack, row] = rowsFor(width);
  for (let j = 0; j < width; j++) oneBack[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = i;
    const char = a.charCodeAt(i - 1);
    const previousChar = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      const replaced = (oneBack[j - 1] ?? 0) + (char === other ? 0 : 1);
      let value = Math.min((oneBack[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, replaced);
      if (j > 1 && char === b.charCodeAt(j - 2) && previousChar === other)
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [twoBack, oneBack, row] = [oneBack, row, twoBack];
  }
  return Math.min(oneBack[b.length] ?? max + 1, max + 1);
}

export interface FuzzyMatch {
  term: string;
  typos: number;
}

/**
 * The index terms within `budget` typos of `term`, closest first (then alphabetical), at most
 * `MAX_FUZZY_EXPANSIONS`. `wordsOfLength` gives the sorted index terms of one length.
 */
export function fuzzyMatches(
  term: string,
  budget: number,
  wordsOfLength: (length: number) => readonly string[],
): FuzzyMatch[] {
  const found: FuzzyMatch[] = [];
  for (let length = term.length - budget; length <= term.length + budget; length++) {
    for (const word of wordsOfLength(length)) {
      if (word === term) continue;
      const typos = editDistance(term, word, budget);
      if (typos <= budget) found.push({ term: word, typos });
    }
  }
  found.sort((a, b) => a.typos - b.typos || (a.term < b.term ? -1 : 1));
  return found.slice(0, MAX_FUZZY_EXPANSIONS);
}
