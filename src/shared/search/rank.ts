/**
 * Ranking, modelled on the hosted DocSearch index settings (`distinct` on the URL, results
 * grouped by page) with a relevance score made for questions, where a few telling words sit
 * among common ones and words that only say how the reader asks.
 *
 * Every record that holds a query word is a result, one hit per section, ordered by:
 *
 * 1. relevance, the sum over the query's words of each word's rarity (its inverse document
 *    frequency over the site's sections, as BM25 has it), less for a word reached as another
 *    form or a synonym (0.8) or despite typos (0.5 a typo), counted three ways:
 *    - in the record, times where it matched: page title 4, section heading 2, text 1. A
 *      heading's words describe every record in its section, as the hosted records carry their
 *      whole hierarchy;
 *    - in its section (the heading and all the text under it), the same way; these two count
 *      half each;
 *    - in its page, anywhere, once: a section on a page that covers the question outranks a
 *      section holding as much on a page that says nothing else of it. When the query asks for
 *      two words or more, a word counts more on a page the more of its records hold it, by a
 *      quarter for each doubling (`aboutness`): the page that is about "bundleless" says it
 *      again and again, where a page that names it in passing says it once. A single word
 *      is looked up where it stands, in a title or heading, not where it is said most.
 *    Fillers (`question.ts`) and words the index does not hold count for nothing: they neither
 *    empty the results nor decide them. A pair of Chinese characters is a piece of a word, found
 *    inside longer words too, where a Latin word in the same question is whole and names an
 *    option, a tool or a format as the pages do: a pair counts half, and a quarter when it
 *    straddles two words (`tokenize.ts`). A misspelt word counts as its closest readings only;
 *    farther ones still find records, which then rank last;
 * 2. fewer typos (see `fuzzy.ts`);
 * 3. where the query matched: the page title above section headings above body text;
 * 4. the record's own depth: a page before its sections, a heading before its text;
 * 5. page order.
 * Rarity decides where counting words cannot: in "how to test a component, like with vitest", a
 * section that says "test" and "vitest" outranks one that says "component" and "like"
 * (`bench/README.md` has the figures on the real questions, `tests/search/questions.ts`).
 * Records sharing a URL (a heading and the text under it) give one hit: the best of them.
 * The modal shows the hits grouped by page (`groupedByPage`), each page where its best hit
 * ranks, so every hit of a page comes before the next page however weak it is. A page gives at most
 * `MAX_HITS_PER_PAGE` hits, and its later hits only when they hold as many of the query's words
 * as its best and rank before the next page's best hit: grouping never lifts a page's weaker
 * section above a better page, and the next page's answer stays on the first screen. The first
 * `FIRST_PAGES` hits name as many pages, unless a page's later hit holds every word asked that
 * some record holds: the reader whose answer is not on the best page finds it among three.
 */
import { MAX_INDEX_RECORDS, MAX_QUERY_TERMS } from './constants';
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
/** How much a word counts by where it matched (see above). */
const TITLE_SCORE = 4;
const HEADING_SCORE = 2;
const TEXT_SCORE = 1;
/** A word reached as another form or a synonym, not as typed. */
const OTHER_FORM_SCORE = 0.8;
/** Per typo of the closest match. */
const TYPO_SCORE = 0.5;
/** A pair of Chinese characters within a word, and across two words. */
const PIECE_SCORE = 0.5;
const STRADDLE_SCORE = 0.25;
/** Score steps per unit: finer differences are ties, which the later keys break. */
const SCORE_STEPS = 4;
/** The score's ceiling in steps, so the ranking key stays an exact integer (see below). */
const MAX_SCORE_STEPS = 2 ** 16 - 1;
const RECORD_BITS = MAX_INDEX_RECORDS + 1;
/** Typos counted per record; more rank the same, so the ranking key stays an exact integer. */
const MAX_COUNTED_TYPOS = 15;
/** Hits one page gives at most (see above). */
const MAX_HITS_PER_PAGE = 2;
/** The first hits name as many pages, unless a later hit of one holds every word (see above). */
const FIRST_PAGES = 3;
/** How much more a word counts on a page for each doubling of the records holding it. */
const ABOUTNESS_PER_DOUBLING = 0.25;
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
  /** Han, kana or Hangul characters (a pair, or one alone): a piece of a word. */
  pieces?: readonly boolean[];
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

/**
 * How much a word counts on a page that holds it in `records` of its records (see above): a
 * slowly growing weight, as BM25 gives a word's frequency, so a long page's many mentions don't
 * drown a short page that holds every word asked.
 */
function aboutness(records: number): number {
  return 1 + ABOUTNESS_PER_DOUBLING * Math.log2(Math.max(1, records));
}

/** How rare a word is across the index's sections (BM25's inverse document frequency). */
function rarity(sections: number, holding: number): number {
  return Math.log(1 + (sections - holding + 0.5) / (holding + 0.5));
}

/**
 * Per-record working arrays of one index, kept between queries: allocating them for every
 * keystroke cost more than the ranking itself at 10,000 pages (`bench/README.md`). A query
 * leaves them as it found them, resetting only what it touched; the `*Seen` arrays hold the
 * stamp of the query term that last saw a section or page, and stamps only grow.
 */
interface Scratch {
  /** Per record: the query terms it holds (a bit each), its best tier, its typos. */
  mask: Uint32Array;
  tier: Uint8Array;
  typoSum: Uint8Array;
  /**
   * Per record, for the current term: its fewest typos, and the best weight (+1, so 0 means
   * "not matched") and exactness among its matches with that many.
   */
  termWeight: Uint8Array;
  termExact: Uint8Array;
  termTypos: Uint8Array;
  /** The record's own score, its section's and its page's (by heading and title record). */
  score: Float32Array;
  sectionScore: Float32Array;
  pageScore: Float32Array;
  /** The current term's best in each section and page, and the term that last saw them. */
  sectionBest: Float32Array;
  pageBest: Float32Array;
  /** Per page: how many of its records hold the current term. */
  pageHolding: Uint32Array;
  sectionSeen: Int32Array;
  pageSeen: Int32Array;
  stamp: number;
  /** Per section and page, while hits are picked: shown yet, hits given, best's evidence. */
  shownGroup: Uint8Array;
  pageHits: Uint8Array;
  pageEvidence: Uint16Array;
}

const scratches = new WeakMap<IndexStructure, Scratch>();

function scratchFor(structure: IndexStructure): Scratch {
  let scratch = scratches.get(structure);
  const count = structure.level.length;
  if (!scratch || scratch.stamp >= 2 ** 31 - MAX_QUERY_TERMS) {
    scratch = {
      mask: new Uint32Array(count),
      tier: new Uint8Array(count),
      typoSum: new Uint8Array(count),
      termWeight: new Uint8Array(count),
      termExact: new Uint8Array(count),
      termTypos: new Uint8Array(count).fill(NO_MATCH),
      score: new Float32Array(count),
      sectionScore: new Float32Array(count),
      pageScore: new Float32Array(count),
      sectionBest: new Float32Array(count),
      pageBest: new Float32Array(count),
      pageHolding: new Uint32Array(count),
      sectionSeen: new Int32Array(count),
      pageSeen: new Int32Array(count),
      stamp: 0,
      shownGroup: new Uint8Array(count),
      pageHits: new Uint8Array(count),
      pageEvidence: new Uint16Array(count),
    };
    scratches.set(structure, scratch);
  }
  return scratch;
}

export function rankRecords(
  structure: IndexStructure,
  terms: readonly TermPostings[],
  limit: number,
  roles: TermRoles = {},
): RankedRecords {
  const { level, sectionEnd, groupOf, pageOf, sections } = structure;
  const count = level.length;
  const scratch = scratchFor(structure);
  const { mask, tier, typoSum, termWeight, termExact, termTypos } = scratch;
  const { score, sectionScore, pageScore, sectionBest, pageBest, sectionSeen, pageSeen } = scratch;
  const { pageHolding } = scratch;
  const candidates: number[] = [];
  const { counts, wanted, counted } = takingPart(terms, roles);
  // A word's aboutness weighs it against the query's other words (see above).
  const manyWords = bitCount(counted) > 1;
  terms.forEach((postings, index) => {
    // A filler neither finds nor ranks a record; it is still highlighted.
    if (!counts[index]) return;
    // A word not in the index as typed means what its closest matches say: "exteranls" is
    // "externals" (one typo) before "external" (two), whose records follow, scored nothing.
    let closest = NO_MATCH;
    for (const { ids, typos } of postings) if (ids.length > 0) closest = Math.min(closest, typos);
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
    scratch.stamp += 1;
    const { stamp } = scratch;
    const sectionsTouched: number[] = [];
    const pagesTouched: number[] = [];
    for (const record of touched) {
      const section = groupOf[record] ?? record;
      const page = pageOf[record] ?? record;
      if (sectionSeen[section] !== stamp) sectionsTouched.push(section);
      if (pageSeen[page] !== stamp) pagesTouched.push(page);
      sectionSeen[section] = stamp;
      pageSeen[page] = stamp;
    }
    const kind = roles.straddles?.[index]
      ? STRADDLE_SCORE
      : roles.pieces?.[index]
        ? PIECE_SCORE
        : 1;
    const wordScore = rarity(sections, sectionsTouched.length) * kind;
    const bit = 2 ** index;
    for (const record of touched) {
      if (mask[record] === 0) candidates.push(record);
      mask[record] = (mask[record] ?? 0) + bit;
      const weight = (termWeight[record] ?? 1) - 1;
      const termTier = weight === TITLE_WEIGHT ? 3 : weight > 0 ? 2 : 1;
      const before = tier[record] ?? 0;
      if (before === 0 || termTier < before) tier[record] = termTier;
      const typos = termTypos[record] ?? 0;
      typoSum[record] = Math.min(MAX_COUNTED_TYPOS, (typoSum[record] ?? 0) + typos);
      const where = termTier === 3 ? TITLE_SCORE : termTier === 2 ? HEADING_SCORE : TEXT_SCORE;
      const form = termExact[record] ? 1 : OTHER_FORM_SCORE;
      // The page counts a word the same wherever it holds it: its title's words already
      // count where they are, in every record of the page.
      const held = closest > 0 && typos > closest ? 0 : wordScore * form * TYPO_SCORE ** typos;
      score[record] = (score[record] ?? 0) + held * where;
      const section = groupOf[record] ?? record;
      const page = pageOf[record] ?? record;
      sectionBest[section] = Math.max(sectionBest[section] ?? 0, held * where);
      pageBest[page] = Math.max(pageBest[page] ?? 0, held);
      if (held > 0) pageHolding[page] = (pageHolding[page] ?? 0) + 1;
      termWeight[record] = 0;
      termExact[record] = 0;
      termTypos[record] = NO_MATCH;
    }
    for (const section of sectionsTouched) {
      sectionScore[section] = (sectionScore[section] ?? 0) + (sectionBest[section] ?? 0);
      sectionBest[section] = 0;
    }
    for (const page of pagesTouched) {
      const times = manyWords ? aboutness(pageHolding[page] ?? 1) : 1;
      pageScore[page] = (pageScore[page] ?? 0) + (pageBest[page] ?? 0) * times;
      pageBest[page] = 0;
      pageHolding[page] = 0;
    }
  });
  const allWords = candidates.some((record) => ((mask[record] ?? 0) & wanted) >>> 0 === wanted);
  // Words count twice, pairs across two words once.
  const weigh = (bits: number) => bitCount(bits & counted) + bitCount(bits & wanted);
  const keys = new Float64Array(candidates.length);
  // The words asked that some record holds (pairs across two words aside): a later hit of a
  // page among the first results must hold them all. Gathered here rather than in a loop of
  // its own: V8 compiled such a loop on stack replacement and threw the code away at the line
  // after it, hundreds of times in 15 s of typing at 10,000 pages (`--trace-deopt`).
  let held = 0;
  candidates.forEach((record, index) => {
    held = (held | (mask[record] ?? 0)) >>> 0;
    const own = level[record] ?? 0;
    const depth = own === 0 ? 2 * ((level[groupOf[record] ?? 0] ?? 1) - 1) + 1 : 2 * (own - 1);
    const relevance =
      ((score[record] ?? 0) + (sectionScore[groupOf[record] ?? record] ?? 0)) / 2 +
      (pageScore[pageOf[record] ?? record] ?? 0);
    let key = Math.min(MAX_SCORE_STEPS, Math.round(relevance * SCORE_STEPS));
    key = key * 16 + MAX_COUNTED_TYPOS - (typoSum[record] ?? 0);
    key = key * 4 + (tier[record] ?? 1) - 1;
    key = key * 16 + (15 - depth);
    // The record number rides in the low bits: the sort needs no comparator, and ties
    // resolve to page order.
    keys[index] = key * RECORD_BITS + (MAX_INDEX_RECORDS - record);
  });
  keys.sort();
  const { shownGroup, pageHits, pageEvidence } = scratch;
  const whole = (held & counted) >>> 0;
  const ids: number[] = [];
  let nbHits = 0;
  // The page of the latest hit given: a page's later hit must follow its earlier ones.
  let latestPage = -1;
  for (let index = keys.length - 1; index >= 0; index--) {
    const record = MAX_INDEX_RECORDS - ((keys[index] ?? 0) % RECORD_BITS);
    const group = groupOf[record] ?? record;
    const page = pageOf[record] ?? record;
    if (shownGroup[group]) continue;
    shownGroup[group] = 1;
    nbHits += 1;
    const shown = pageHits[page] ?? 0;
    if (shown >= MAX_HITS_PER_PAGE) continue;
    const bits = mask[record] ?? 0;
    const evidence = weigh(bits);
    if (shown > 0 && evidence < (pageEvidence[page] ?? 0)) continue;
    if (shown > 0 && page !== latestPage) continue;
    if (shown > 0 && ids.length < FIRST_PAGES && (bits & whole) >>> 0 !== whole) continue;
    if (shown === 0) pageEvidence[page] = evidence;
    latestPage = page;
    pageHits[page] = shown + 1;
    if (ids.length < limit) ids.push(record);
  }
  for (const record of candidates) {
    const group = groupOf[record] ?? record;
    const page = pageOf[record] ?? record;
    mask[record] = 0;
    tier[record] = 0;
    typoSum[record] = 0;
    score[record] = 0;
    sectionScore[group] = 0;
    pageScore[page] = 0;
    shownGroup[group] = 0;
    pageHits[page] = 0;
    pageEvidence[page] = 0;
  }
  return { ids, nbHits, allWords };
}
