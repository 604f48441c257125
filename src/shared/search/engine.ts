/**
 * The query side of the local search: answers in the hosted DocSearch response shape from a
 * sharded index (see `index-format.ts`) fetched on demand. Framework-free; the only outside
 * API is the `fetch` it is given.
 *
 * Every call is independent: it returns its own promise and shares only caches of files and
 * decoded postings, which never change, so a caller can drop the answers of older calls.
 */
import {
  HIGHLIGHT_POST_TAG,
  HIGHLIGHT_PRE_TAG,
  MIN_HITS_BEFORE_TYPOS,
  SEARCH_HITS_PER_PAGE,
  SEARCH_MAX_HITS_PER_PAGE,
  SEARCH_QUERY_MAX_CHARS,
  SNIPPET_ELLIPSIS,
  SNIPPET_WORDS,
} from './constants';
import { isFuzzyTerm } from './fuzzy';
import { type HighlightTags, highlightAttribute, type MatchTerm } from './highlight';
import { type IndexManifest, type IndexStructure, typeOfLevel } from './index-format';
import { createIndexLoader, type FetchLike, type IndexLoader } from './index-loader';
import { resolveQuery } from './lookup';
import { rankRecords } from './rank';
import { closestWords, lengthsToRead } from './suggestions';
import { queryTerms } from './tokenize';
import {
  HIERARCHY_LEVELS,
  type Hierarchy,
  type HierarchyResults,
  type HighlightResult,
  type MultiSearchRequest,
  type SearchHit,
  type SearchResponse,
  type SearchResult,
  type SnippetResult,
} from './types';

export { type FetchLike, SearchIndexError } from './index-loader';

export interface SearchClientOptions {
  /** Where the per-language index folders are served: `/search` → `/search/en/manifest.json`. */
  baseUrl: string;
  lang: string;
  /** Defaults to the global `fetch`. */
  fetch?: FetchLike;
}

/** The hosted service's parameters, as far as the local engine honours them. */
export interface SearchOptions {
  hitsPerPage?: number;
  /** Words in each snippet: `SNIPPET_WORDS`, or `SNIPPET_WORDS_NARROW` on narrow screens. */
  snippetWords?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchClient {
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** The `search({ requests })` call of the hosted client, which DocSearch makes. */
  searchRequests(params: { requests: MultiSearchRequest[] }): Promise<SearchResponse>;
  /** A query's words, each with the index words closest to it (see `suggestions.ts`). */
  closeWords(query: string): Promise<{ word: string; closest: string[] }[]>;
}

interface HitContext {
  manifest: IndexManifest;
  structure: IndexStructure;
  terms: MatchTerm[];
  words: number;
  tags: HighlightTags;
}

async function buildHits(
  loader: IndexLoader,
  ids: number[],
  context: HitContext,
): Promise<SearchHit[]> {
  const { manifest, structure, terms, words, tags } = context;
  const chunkOf = (id: number) => Math.floor(id / manifest.docChunkSize);
  const chunkIds = [...new Set(ids.map(chunkOf))];
  const chunks = await Promise.all(chunkIds.map((index) => loader.docs(manifest, index)));
  const chunkById = new Map(chunkIds.map((index, k) => [index, chunks[k] ?? []]));
  return ids.flatMap((id): SearchHit[] => {
    const stored = chunkById.get(chunkOf(id))?.[id % manifest.docChunkSize];
    if (!stored) return [];
    const [objectID, url, levels, content] = stored;
    // Levels skipped between headings are stored as empty strings.
    const below = (depth: number) => levels[depth] || null;
    const hierarchy: Hierarchy = {
      lvl0: levels[0] ?? '',
      lvl1: levels[1] ?? '',
      lvl2: below(2),
      lvl3: below(3),
      lvl4: below(4),
      lvl5: below(5),
      lvl6: below(6),
    };
    const highlights: HierarchyResults<HighlightResult> = {};
    const snippets: HierarchyResults<SnippetResult> = {};
    for (const level of HIERARCHY_LEVELS) {
      const text = hierarchy[level];
      if (!text) continue;
      const result = highlightAttribute(text, terms, words, tags);
      highlights[level] = result.highlight;
      snippets[level] = result.snippet;
    }
    const contentResult = content ? highlightAttribute(content, terms, words, tags) : null;
    const hash = url.indexOf('#');
    return [
      {
        objectID,
        url,
        url_without_anchor: hash === -1 ? url : url.slice(0, hash),
        anchor: hash === -1 ? null : url.slice(hash + 1),
        type: typeOfLevel(structure.level[id] ?? 0),
        hierarchy,
        content,
        lang: manifest.lang,
        _highlightResult: {
          hierarchy: highlights,
          ...(contentResult && { content: contentResult.highlight }),
        },
        _snippetResult: {
          hierarchy: snippets,
          ...(contentResult && { content: contentResult.snippet }),
        },
      },
    ];
  });
}

function newQueryId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  if (uuid) return uuid.replace(/-/g, '');
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

async function runSearch(
  loader: IndexLoader,
  lang: string,
  rawQuery: unknown,
  options: SearchOptions,
): Promise<SearchResult> {
  const started = Date.now();
  const query = typeof rawQuery === 'string' ? rawQuery.slice(0, SEARCH_QUERY_MAX_CHARS) : '';
  const requested = Math.floor(Number(options.hitsPerPage ?? SEARCH_HITS_PER_PAGE));
  const hitsPerPage = Number.isFinite(requested)
    ? Math.min(Math.max(requested, 0), SEARCH_MAX_HITS_PER_PAGE)
    : SEARCH_HITS_PER_PAGE;
  const answer = (hits: SearchHit[], nbHits: number): SearchResult => ({
    hits,
    nbHits,
    page: 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({ query, hitsPerPage: String(hitsPerPage) }).toString(),
    index: `local:${lang}`,
    processingTimeMS: Date.now() - started,
    queryID: newQueryId(),
  });
  const terms = queryTerms(query);
  // Nothing searchable (empty, spaces, only punctuation or emoji): no index needed.
  if (terms.length === 0) return answer([], 0);
  const manifest = await loader.manifest();
  if (manifest.records === 0) return answer([], 0);
  const [structure, asTyped] = await Promise.all([
    loader.structure(manifest),
    resolveQuery(loader, manifest, terms, false),
  ]);
  let resolved = asTyped;
  let ranked = rankRecords(structure, resolved.postings, hitsPerPage, resolved);
  // Typo tolerance where the words as typed find too little (see `fuzzy.ts`): the widened
  // search ranks the records that hold the words as typed first, so they keep their place.
  if (!ranked.allWords || ranked.nbHits < MIN_HITS_BEFORE_TYPOS) {
    resolved = await resolveQuery(loader, manifest, terms, true);
    ranked = rankRecords(structure, resolved.postings, hitsPerPage, resolved);
  }
  const tags: HighlightTags = {
    preTag: options.highlightPreTag ?? HIGHLIGHT_PRE_TAG,
    postTag: options.highlightPostTag ?? HIGHLIGHT_POST_TAG,
    ellipsis: options.snippetEllipsisText ?? SNIPPET_ELLIPSIS,
  };
  const words = options.snippetWords ?? SNIPPET_WORDS;
  const context = { manifest, structure, terms: resolved.terms, words, tags };
  return answer(await buildHits(loader, ranked.ids, context), ranked.nbHits);
}

async function closeWordsOf(
  loader: IndexLoader,
  query: string,
): Promise<{ word: string; closest: string[] }[]> {
  const terms = queryTerms(query.slice(0, SEARCH_QUERY_MAX_CHARS));
  if (terms.length === 0) return [];
  const manifest = await loader.manifest();
  return Promise.all(
    terms.map(async ({ term }) => {
      if (!isFuzzyTerm(term)) return { word: term, closest: [] };
      const lengths = lengthsToRead(term).filter((length) => manifest.wordLengths.includes(length));
      const lists = await Promise.all(lengths.map((length) => loader.words(manifest, length)));
      const byLength = new Map(lengths.map((length, k) => [length, lists[k] ?? []]));
      return { word: term, closest: closestWords(term, (length) => byLength.get(length) ?? []) };
    }),
  );
}

/** Snippet length of a request: the number in `content:N` (else the first `attribute:N`). */
function snippetWordsOf(attributes: readonly string[] | undefined): number | undefined {
  const lengths = (attributes ?? []).map((entry) => entry.split(':'));
  const chosen =
    lengths.find(([name]) => name === 'content') ?? lengths.find((parts) => parts.length === 2);
  const words = Number(chosen?.[1]);
  return Number.isFinite(words) && words > 0 ? words : undefined;
}

export function createSearchClient({ baseUrl, lang, fetch }: SearchClientOptions): SearchClient {
  const indexUrl = `${baseUrl.replace(/\/+$/, '')}/${lang}`;
  const fetchFile: FetchLike = fetch ?? ((url) => globalThis.fetch(url));
  const loader = createIndexLoader(indexUrl, fetchFile);
  return {
    search: async (query, options = {}) => ({
      results: [await runSearch(loader, lang, query, options)],
    }),
    searchRequests: async ({ requests }) => ({
      results: await Promise.all(
        requests.map((request) =>
          runSearch(loader, lang, request.query ?? '', {
            hitsPerPage: request.hitsPerPage,
            snippetWords: snippetWordsOf(request.attributesToSnippet),
            highlightPreTag: request.highlightPreTag,
            highlightPostTag: request.highlightPostTag,
            snippetEllipsisText: request.snippetEllipsisText,
          }),
        ),
      ),
    }),
    closeWords: (query) => closeWordsOf(loader, query),
  };
}
