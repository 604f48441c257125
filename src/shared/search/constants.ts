/** The numbers of the local search, named after what they mean (targets and decisions in README.md). */

/** Hits returned per query, like the hosted DocSearch request (`hitsPerPage`). */
export const SEARCH_HITS_PER_PAGE = 20;
/** The most hits one request may ask for (the hosted service's own ceiling). */
export const SEARCH_MAX_HITS_PER_PAGE = 1000;
/** Words of context in a snippet on wide screens. */
export const SNIPPET_WORDS = 10;
/** Words of context in a snippet at widths up to 768 px (the caller passes it). */
export const SNIPPET_WORDS_NARROW = 5;
/** A query is cut to this many characters before it is read; the longest query the dialog accepts. */
export const SEARCH_QUERY_MAX_CHARS = 512;

/** Highlight and ellipsis defaults, the values DocSearch sends to the hosted service. */
export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';
export const SNIPPET_ELLIPSIS = '…';

/**
 * Distinct query terms a query is scored on. Matched terms are tracked as bits of a 32-bit
 * mask per record, so this is also the ceiling; longer queries keep their first terms.
 */
export const MAX_QUERY_TERMS = 32;
/** The last query word is read as a prefix from this length on: one letter matches too much. */
export const MIN_PREFIX_CHARS = 2;
/** A prefix expands to at most this many index terms (the most frequent ones). */
export const MAX_PREFIX_EXPANSIONS = 64;
/** Typo tolerance, as hosted DocSearch has it: one typo from 4 letters, two from 8. */
export const MIN_WORD_CHARS_FOR_ONE_TYPO = 4;
export const MIN_WORD_CHARS_FOR_TWO_TYPOS = 8;
/** Longer query words are taken as typed: nobody misspells a pasted hash. */
export const MAX_FUZZY_WORD_CHARS = 32;
/**
 * Typos are looked for when the words as typed find fewer hits than this, or no record with
 * all of them: fewer than one screen of results. Widening every query would cost a lookup
 * on every keystroke to add results below the ones a reader is looking at.
 */
export const MIN_HITS_BEFORE_TYPOS = 10;
/** A misspelt word expands to at most this many index terms (the closest ones). */
export const MAX_FUZZY_EXPANSIONS = 16;
/** Query words whose typo matches a client remembers (a session types far fewer). */
export const MAX_CACHED_TYPO_WORDS = 512;
/** Longer tokens (hashes, long URLs) are not indexed whole; their parts still are. */
export const MAX_TERM_CHARS = 64;
/**
 * Han and kana characters per snippet "word": a Chinese word is about two characters,
 * so a 10-word snippet shows about 20 of them.
 */
export const CJK_CHARS_PER_SNIPPET_WORD = 2;

/**
 * Raw size a term shard grows to before the next one starts. Small enough that a query
 * fetches a few tens of kB; a single very frequent term may still get a larger shard.
 */
export const TERM_SHARD_TARGET_BYTES = 32 * 1024;
/** Records per document chunk: a hit costs one chunk of this many records' display text. */
export const DOC_CHUNK_RECORDS = 24;
/**
 * Records one index may hold: the record number is packed into the low bits of a ranking
 * key that must stay an exact integer in a double (see `rank.ts`).
 */
export const MAX_INDEX_RECORDS = 2 ** 21 - 1;

/**
 * How long a failed search waits for the page to hide before it counts as a failure: Firefox
 * cancels a page's fetches as a navigation starts, before `pagehide`, and a query cancelled so is
 * no failure (src/client/search-failures.ts).
 */
export const SEARCH_FAILURE_GRACE_MS = 1000;
