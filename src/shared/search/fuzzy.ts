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
import { editDistance } from './edit-distance';
import { CJK_CHAR } from './tokenize';

export { editDistance };

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
