/**
 * Ranking, modelled on the hosted DocSearch index settings (ranking `words, typo, attribute,
 * exact, custom`, custom ranking by record level then position, `distinct` on the URL), with
 * changes for questions: fillers do not count, and the words a record's page holds count too.
 *
 * Every record that holds a query word is a result, one hit per section, ordered by:
 *
 * 1. evidence: the query words the record holds plus those its page holds anywhere (title,
 *    headings, text). A record holding every word comes first; a section on a page that holds
 *    most of the words comes before a section holding as few on a page that holds no more.
 *    Fillers (`question.ts`) and words the index does not hold count for nothing: they neither
 *    empty the results nor decide them. A pair of Chinese characters that straddles two words
 *    (`tokenize.ts`) counts half. (Weighing words by their rarity was tried and ranked
 *    the real questions worse: a rare word a question uses in passing took over.);
 * 2. fewer typos (a word's typos are its closest match's; see `fuzzy.ts`), so words spelt
 *    as the reader typed them come before words reached despite a typo;
 * 3. where the query matched: the page title (lvl1) above section headings (lvl2–lvl6)
 *    above body text. A heading's words describe every record in its section, as the
 *    hosted records carry their whole hierarchy. For several words, the level that holds
 *    them all counts: "bundle mode" puts a heading "Bundle mode" above a paragraph that
 *    says "mode" on a page titled "lib.bundle";
 * 4. more words matched as typed rather than as a prefix, another form or a synonym;
 * 5. more words matched in higher levels (sum over words of the level's weight);
 * 6. the record's own depth: a page before its sections, a heading before its text;
 * 7. page order.
 * Records sharing a URL (a heading and the text under it) give one hit: the best of them.
 * DocSearch shows the hits grouped by page, each page where its best hit ranks, so every hit of
 * a page comes before the next page however weak it is. A page therefore gives at most
 * `MAX_HITS_PER_PAGE` hits, and its later hits only when they hold as many of the query's words
 * as its best: a weak section no longer pushes the next page's answer off the first screen.
 */
import { MAX_INDEX_RECORDS } from './constants';
import type { IndexStructure } from './index-format';

/**
 * The postings of the index terms one query term matched: itself, its prefix expansions and
 * the words it reaches despite `typos` typos.
 */
export type TermPostings = { ids: Int32Array; exact: boolean; typos: number }[];

export interface RankedRecords {
  /** Best record of each of the best `limit` URLs, best first. */
  ids: number[];
  /** Distinct URLs that matched. */
  nbHits: number;
  /** Whether a record holds every query word that is not a filler. */
  allWords: boolean;
}

/** Weight of a match by structure level: content 0, lvl6 1 … lvl2 5, page title 6. */
const LEVEL_WEIGHT = [0, 6, 5, 4, 3, 2, 1];
const TITLE_WEIGHT = 6;
const RECORD_BITS = MAX_INDEX_RECORDS + 1;
/** Typos counted per record; more rank the same, so the ranking key stays an exact integer. */
const MAX_COUNTED_TYPOS = 15;
/** Hits one page gives at most (see above). */
const MAX_HITS_PER_PAGE = 2;
/** `termTypos` of a record the current term has not reached yet. */
const NO_MATCH = 255;

/** Set bits of a 32-bit mask (a population count without a loop: it runs per candidate). */
function bitCount(mask: number): number {
  let n = mask - ((mask >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** How each query term takes part (`lookup.ts`); by default every term is a word. */
export interface TermRoles {
  /** Only says how the reader asks: neither finds nor ranks a record. */
  fillers?: readonly boolean[];
  /** A pair of characters across two words: must match, but is not a word of the query. */
  straddles?: readonly boolean[];
}

/**
 * The terms that take part: those asked for (not fillers, see `question.ts`), or every term
 * when the query is fillers alone. `wanted` has a bit per such term (`allWords` needs them);
 * `counted` leaves out the pairs that straddle two words, which evidence does not count.
 */
function takingPart(terms: readonly TermPostings[], { fillers = [], straddles = [] }: TermRoles) {
  const onlyFillers = terms.every((_, index) => fillers[index]);
  const counts = terms.map((_, index) => onlyFillers || !fillers[index]);
  let wanted = 0;
  let counted = 0;
  counts.forEach((takes, index) => {
    if (!takes) return;
    wanted += 2 ** index;
    if (!straddles[index]) counted += 2 ** index;
  });
  return { counts, wanted, counted };
}

export function rankRecords(
  structure: IndexStructure,
  terms: readonly TermPostings[],
  limit: number,
  roles: TermRoles = {},
): RankedRecords {
  const { level, sectionEnd, groupOf, pageOf } = structure;
  const count = level.length;
  const mask = new Uint32Array(count);
  const tier = new Uint8Array(count);
  const exactWords = new Uint8Array(count);
  const levelSum = new Uint16Array(count);
  const typoSum = new Uint8Array(count);
  // The current query term's fewest typos, and the best weight (+1, so 0 means "not
  // matched") and exactness among its matches with that many.
  const termWeight = new Uint8Array(count);
  const termExact = new Uint8Array(count);
  const termTypos = new Uint8Array(count).fill(NO_MATCH);
  const candidates: number[] = [];
  const { counts, wanted, counted } = takingPart(terms, roles);
  terms.forEach((postings, index) => {
    // A filler neither finds nor ranks a record; it is still highlighted.
    if (!counts[index]) return;
    const touched: number[] = [];
    for (const { ids, exact, typos } of postings) {
      for (const id of ids) {
        if (id >= count) continue;
        const own = level[id] ?? 0;
        const weight = (LEVEL_WEIGHT[own] ?? 0) + 1;
        const end = own === 0 ? id + 1 : (sectionEnd[id] ?? id + 1);
        for (let record = id; record < end; record++) {
          if (termWeight[record] === 0) touched.push(record);
          // The match with the fewest typos decides where the word matched: a misspelt
          // word's exact reading in the text outranks a weaker reading in the title.
          const fewer = typos < (termTypos[record] ?? NO_MATCH);
          if (fewer || typos === termTypos[record]) {
            if (fewer || weight > (termWeight[record] ?? 0)) termWeight[record] = weight;
            if (fewer) termExact[record] = 0;
            if (exact) termExact[record] = 1;
            termTypos[record] = typos;
          }
        }
      }
    }
    const bit = 2 ** index;
    for (const record of touched) {
      if (mask[record] === 0) candidates.push(record);
      mask[record] = (mask[record] ?? 0) + bit;
      const weight = (termWeight[record] ?? 1) - 1;
      levelSum[record] = (levelSum[record] ?? 0) + weight;
      const termTier = weight === TITLE_WEIGHT ? 3 : weight > 0 ? 2 : 1;
      const before = tier[record] ?? 0;
      if (before === 0 || termTier < before) tier[record] = termTier;
      exactWords[record] = (exactWords[record] ?? 0) + (termExact[record] ?? 0);
      typoSum[record] = Math.min(
        MAX_COUNTED_TYPOS,
        (typoSum[record] ?? 0) + (termTypos[record] ?? 0),
      );
      termWeight[record] = 0;
      termExact[record] = 0;
      termTypos[record] = NO_MATCH;
    }
  });
  const pageMask = new Map<number, number>();
  for (const record of candidates) {
    const page = pageOf[record] ?? record;
    pageMask.set(page, ((pageMask.get(page) ?? 0) | (mask[record] ?? 0)) >>> 0);
  }
  const allWords = candidates.some((record) => ((mask[record] ?? 0) & wanted) >>> 0 === wanted);
  // Words count twice, pairs across two words once.
  const weigh = (bits: number) => bitCount(bits & counted) + bitCount(bits & wanted);
  const pageWeight = new Map<number, number>();
  for (const [page, bits] of pageMask) pageWeight.set(page, weigh(bits));
  const keys = new Float64Array(candidates.length);
  candidates.forEach((record, index) => {
    const own = level[record] ?? 0;
    const depth = own === 0 ? 2 * ((level[groupOf[record] ?? 0] ?? 1) - 1) + 1 : 2 * (own - 1);
    let key = weigh(mask[record] ?? 0) + (pageWeight.get(pageOf[record] ?? record) ?? 0);
    key = key * 16 + MAX_COUNTED_TYPOS - (typoSum[record] ?? 0);
    key = key * 4 + (tier[record] ?? 1) - 1;
    key = key * 64 + (exactWords[record] ?? 0);
    key = key * 256 + (levelSum[record] ?? 0);
    key = key * 16 + (15 - depth);
    // The record number rides in the low bits: the sort needs no comparator, and ties
    // resolve to page order.
    keys[index] = key * RECORD_BITS + (MAX_INDEX_RECORDS - record);
  });
  keys.sort();
  const seenGroup = new Uint8Array(count);
  const pageHits = new Uint8Array(count);
  const pageBest = new Uint16Array(count);
  const ids: number[] = [];
  let nbHits = 0;
  for (let index = keys.length - 1; index >= 0; index--) {
    const record = MAX_INDEX_RECORDS - ((keys[index] ?? 0) % RECORD_BITS);
    const group = groupOf[record] ?? record;
    const page = pageOf[record] ?? record;
    if (seenGroup[group]) continue;
    seenGroup[group] = 1;
    nbHits += 1;
    const shown = pageHits[page] ?? 0;
    if (shown >= MAX_HITS_PER_PAGE) continue;
    const evidence = weigh(mask[record] ?? 0);
    if (shown > 0 && evidence < (pageBest[page] ?? 0)) continue;
    if (shown === 0) pageBest[page] = evidence;
    pageHits[page] = shown + 1;
    if (ids.length < limit) ids.push(record);
  }
  return { ids, nbHits, allWords };
}
