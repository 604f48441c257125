/**
 * Finding a query's terms in the index: which term shards to fetch, prefix expansion, typo
 * tolerance (`fuzzy.ts`), an identifier's other spellings (its parts together, or joined), and
 * the fallback from an identifier the index does not hold in any of them to its parts.
 */
import { MAX_CACHED_TYPO_WORDS, MAX_PREFIX_EXPANSIONS, MAX_QUERY_TERMS } from './constants';
import { type FuzzyMatch, fuzzyMatches, typoBudget } from './fuzzy';
import type { MatchTerm } from './highlight';
import { decodePostings, type IndexManifest } from './index-format';
import { type IndexLoader, type LoadedShard, SearchIndexError } from './index-loader';
import { isFiller, stemOf, unversioned } from './question';
import type { TermPostings } from './rank';
import { synonymsOf } from './synonyms';
import { CJK_CHAR, type QueryTerm } from './tokenize';

export interface ResolvedQuery {
  terms: MatchTerm[];
  postings: TermPostings[];
  /** Per term: whether it only says how the reader asks (`question.ts`). */
  fillers: boolean[];
  /** Per term: whether it is a pair of characters across two words (`tokenize.ts`). */
  straddles: boolean[];
  /** Per term: whether it is Han, kana or Hangul, a piece of a word (`rank.ts`). */
  pieces: boolean[];
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The shards that can hold `term` (or, for a prefix, any term starting with it). */
function shardsFor(firstTerms: readonly string[], term: string, prefix: boolean): number[] {
  if (firstTerms.length === 0) return [];
  // The last shard starting at or before the term; any shard after it starting with the
  // prefix holds more of its expansions.
  const found = lowerBound(firstTerms, term);
  const start = firstTerms[found] === term ? found : Math.max(0, found - 1);
  const shards = [start];
  for (let next = start + 1; prefix && firstTerms[next]?.startsWith(term); next++)
    shards.push(next);
  return shards;
}

function decoded(shard: LoadedShard, position: number): Int32Array {
  const term = shard.terms[position] ?? '';
  let ids = shard.decoded.get(term);
  if (!ids) {
    try {
      ids = decodePostings(shard.postings[position] ?? '');
    } catch (error) {
      throw new SearchIndexError('A search index term shard is corrupt; rebuild the site.', {
        cause: error,
      });
    }
    shard.decoded.set(term, ids);
  }
  return ids;
}

/** The postings of one index term a query word matched. */
interface FoundTerm {
  term: string;
  ids: Int32Array;
  exact: boolean;
  typos: number;
}

async function lookUp(
  loader: IndexLoader,
  manifest: IndexManifest,
  term: string,
  prefix: boolean,
): Promise<FoundTerm[]> {
  const shards = await Promise.all(
    shardsFor(manifest.shards, term, prefix).map((index) => loader.shard(manifest, index)),
  );
  const found: { shard: LoadedShard; position: number; size: number; exact: boolean }[] = [];
  for (const shard of shards) {
    for (let position = lowerBound(shard.terms, term); position < shard.terms.length; position++) {
      const candidate = shard.terms[position] ?? '';
      const exact = candidate === term;
      if (!exact && !(prefix && candidate.startsWith(term))) break;
      found.push({ shard, position, size: shard.postings[position]?.length ?? 0, exact });
    }
  }
  // A short prefix can expand to many terms: keep the exact one and the most frequent.
  found.sort((a, b) => Number(b.exact) - Number(a.exact) || b.size - a.size);
  return found.slice(0, MAX_PREFIX_EXPANSIONS).map(({ shard, position, exact }) => ({
    term: shard.terms[position] ?? '',
    ids: decoded(shard, position),
    exact,
    typos: 0,
  }));
}

/**
 * The words each misspelt query word reached, per index (a manifest read anew after a failed
 * file may name a new build). Typing "tsup option m" re-reads "tsup" and "option" on every
 * keystroke; comparing them with the index's words again each time was most of the cost.
 */
const typoMatches = new WeakMap<IndexManifest, Map<string, FuzzyMatch[]>>();

async function wordsWithinReach(
  loader: IndexLoader,
  manifest: IndexManifest,
  term: string,
  budget: number,
): Promise<FuzzyMatch[]> {
  const cache = typoMatches.get(manifest) ?? new Map<string, FuzzyMatch[]>();
  typoMatches.set(manifest, cache);
  const cached = cache.get(term);
  if (cached) return cached;
  const lengths = manifest.wordLengths.filter((length) => Math.abs(length - term.length) <= budget);
  const lists = await Promise.all(lengths.map((length) => loader.words(manifest, length)));
  const byLength = new Map(lengths.map((length, k) => [length, lists[k] ?? []]));
  const matches = fuzzyMatches(term, budget, (length) => byLength.get(length) ?? []);
  // A long session types many words: start over rather than grow without bound.
  if (cache.size >= MAX_CACHED_TYPO_WORDS) cache.clear();
  cache.set(term, matches);
  return matches;
}

/** The index terms within the word's typo budget, with their postings. */
async function lookUpTypos(
  loader: IndexLoader,
  manifest: IndexManifest,
  term: string,
): Promise<FoundTerm[]> {
  const budget = typoBudget(term);
  if (budget === 0) return [];
  const matches = await wordsWithinReach(loader, manifest, term, budget);
  const found = await Promise.all(
    matches.map((match) => lookUp(loader, manifest, match.term, false)),
  );
  return matches.flatMap((match, k) =>
    (found[k] ?? []).map((hit) => ({ ...hit, exact: false, typos: match.typos })),
  );
}

/**
 * The other forms of a word the index holds (externalized → externals, external, externalize):
 * the index terms that start with its stem and share it; for a name with its version run on
 * (`vue3`), the name.
 */
async function lookUpInflections(
  loader: IndexLoader,
  manifest: IndexManifest,
  term: string,
): Promise<FoundTerm[]> {
  const name = unversioned(term);
  if (name) return lookUp(loader, manifest, name, false);
  if (!/^[a-z]{4,}$/.test(term)) return [];
  const stem = stemOf(term);
  const found = await lookUp(loader, manifest, stem, true);
  return found.filter((hit) => hit.term !== term && stemOf(hit.term) === stem);
}

/** The words of the term's synonym group the index holds (`synonyms.ts`). */
async function lookUpSynonyms(
  loader: IndexLoader,
  manifest: IndexManifest,
  term: string,
): Promise<FoundTerm[]> {
  const found = await Promise.all(
    synonymsOf(term).map((synonym) => lookUp(loader, manifest, synonym, false)),
  );
  return found.flat();
}

/** A query word's matches: as typed (and as a prefix, while typed), its other forms and its
 * synonyms, and with `typos`, the words within its typo budget. */
async function resolveTerm(
  loader: IndexLoader,
  manifest: IndexManifest,
  { term, prefix, straddles = false }: { term: string; prefix: boolean; straddles?: boolean },
  typos: boolean,
): Promise<{ match: MatchTerm; postings: TermPostings; filler: boolean; straddles: boolean }> {
  const [direct, forms, synonyms, fuzzy] = await Promise.all([
    lookUp(loader, manifest, term, prefix),
    lookUpInflections(loader, manifest, term),
    lookUpSynonyms(loader, manifest, term),
    typos ? lookUpTypos(loader, manifest, term) : [],
  ]);
  const seen = new Set(direct.map((found) => found.term));
  const others = [...forms, ...synonyms, ...fuzzy].filter((found) => {
    if (seen.has(found.term)) return false;
    seen.add(found.term);
    return true;
  });
  // Other forms and synonyms are not the word as typed: `exact` false ranks them after it.
  return {
    match: { term, prefix, alternatives: others.map((found) => found.term) },
    postings: [
      ...direct.map(({ ids, exact, typos }) => ({ ids, exact, typos })),
      ...others.map(({ ids, typos }) => ({ ids, exact: false, typos })),
    ],
    filler: isFiller(term),
    straddles,
  };
}

interface Spellings {
  terms: string[];
  postings: TermPostings;
  /** Whether the index holds the parts written as one word. */
  joined: boolean;
}

/** Each identifier's other spellings, per index, as typo readings are kept (see above). */
const spellingsFound = new WeakMap<IndexManifest, Map<string, Spellings | null>>();

/**
 * An identifier's other spellings, as other forms of it:
 * - its parts held together by one record: `web-worker` finds the records that hold "web" and
 *   "worker" (or "workers"), as a heading "Web Workers" does. Each part is read as typed and in
 *   its other forms, not despite typos or as a synonym;
 * - its parts written as one word (`rs-build` finds `rsbuild`), as hosted DocSearch joins words.
 */
async function otherSpellings(
  loader: IndexLoader,
  manifest: IndexManifest,
  parts: readonly string[],
  prefix: boolean,
): Promise<Spellings | null> {
  const cache = spellingsFound.get(manifest) ?? new Map<string, Spellings | null>();
  spellingsFound.set(manifest, cache);
  const key = `${prefix ? '*' : ''}${parts.join(' ')}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const [found, joined] = await Promise.all([
    Promise.all(
      parts.map(async (part, k) => {
        const [direct, forms] = await Promise.all([
          lookUp(loader, manifest, part, prefix && k === parts.length - 1),
          lookUpInflections(loader, manifest, part),
        ]);
        return [...direct, ...forms];
      }),
    ),
    lookUp(loader, manifest, parts.join(''), false),
  ]);
  // How many parts, taken in order, each record holds so far: one pass over the postings, with
  // no set per part (a common part holds thousands of records at 10,000 pages).
  const held = new Uint8Array(manifest.records);
  const together: number[] = [];
  found.forEach((hits, k) => {
    for (const { ids } of hits) {
      for (const id of ids) {
        if (held[id] !== k) continue;
        held[id] = k + 1;
        if (k === parts.length - 1) together.push(id);
      }
    }
  });
  let spellings: Spellings | null = null;
  if (together.length > 0 || joined.length > 0) {
    const postings: TermPostings = joined.map(({ ids }) => ({ ids, exact: false, typos: 0 }));
    if (together.length > 0)
      postings.push({ ids: Int32Array.from(together).sort(), exact: false, typos: 0 });
    const terms = [...joined, ...(together.length > 0 ? found.flat() : [])].map((hit) => hit.term);
    spellings = {
      // Highlighted as the identifier's other forms; a one-letter part (`d` of `d.ts`) is not.
      terms: terms.filter((term) => term.length > 1),
      postings,
      joined: joined.length > 0,
    };
  }
  // A long session types many words: start over rather than grow without bound.
  if (cache.size >= MAX_CACHED_TYPO_WORDS) cache.clear();
  cache.set(key, spellings);
  return spellings;
}

/**
 * Each query term with the postings it matched, the order kept; with `typos`, also the words
 * each one reaches despite typos (see `fuzzy.ts`).
 */
export async function resolveQuery(
  loader: IndexLoader,
  manifest: IndexManifest,
  terms: readonly QueryTerm[],
  typos: boolean,
): Promise<ResolvedQuery> {
  const [whole, spellings] = await Promise.all([
    Promise.all(terms.map((term) => resolveTerm(loader, manifest, term, typos))),
    Promise.all(
      terms.map(({ parts, prefix }) =>
        parts.length > 1 ? otherSpellings(loader, manifest, parts, prefix) : null,
      ),
    ),
  ]);
  const resolved: ResolvedQuery = {
    terms: [],
    postings: [],
    fillers: [],
    straddles: [],
    pieces: [],
  };
  for (const [index, { prefix, parts }] of terms.entries()) {
    const found = whole[index];
    if (!found) continue;
    const spelt = spellings[index];
    // An identifier the index holds as one word reads as that word, not as its parts.
    if (found.postings.length > 0 || parts.length === 0 || spelt?.joined) {
      const { alternatives } = found.match;
      resolved.terms.push({
        ...found.match,
        alternatives: spelt ? [...new Set([...alternatives, ...spelt.terms])] : alternatives,
      });
      resolved.postings.push(spelt ? [...found.postings, ...spelt.postings] : found.postings);
      resolved.fillers.push(found.filler);
      resolved.straddles.push(found.straddles);
      continue;
    }
    // An identifier the index does not hold whole (`foo-bar` for "foo bar"): its parts. The
    // numbers of a version the index does not hold (`1.1.0`) say nothing on their own.
    const partsFound = await Promise.all(
      parts
        .flatMap((part, k) => (/^\d+$/.test(part) ? [] : [[part, k] as const]))
        .map(([part, k]) =>
          resolveTerm(
            loader,
            manifest,
            { term: part, prefix: prefix && k === parts.length - 1 },
            typos,
          ),
        ),
    );
    for (const part of partsFound) {
      resolved.terms.push(part.match);
      resolved.postings.push(part.postings);
      resolved.fillers.push(part.filler);
      resolved.straddles.push(part.straddles);
    }
  }
  resolved.terms = resolved.terms.slice(0, MAX_QUERY_TERMS);
  resolved.postings = resolved.postings.slice(0, MAX_QUERY_TERMS);
  resolved.fillers = resolved.fillers.slice(0, MAX_QUERY_TERMS);
  resolved.straddles = resolved.straddles.slice(0, MAX_QUERY_TERMS);
  resolved.pieces = resolved.terms.map(({ term }) => CJK_CHAR.test(term));
  return resolved;
}
