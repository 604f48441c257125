/**
 * The engines `bench/search.ts` compares, each behind one interface: build index files from
 * the same DocSearch-shaped records, then answer queries in a fresh "browser session" that
 * fetches those files. Every session returns the hit URLs after making what the modal shows:
 * up to 20 hits, one per URL, with escaped highlights (libraries get ours, as they would if
 * we switched; Pagefind makes its own excerpts).
 *
 * Shared set-up, so that only the engines differ:
 * - our tokenizer on both sides (Chinese as characters and pairs, identifiers whole and in
 *   parts), so every engine sees the same terms;
 * - every record searchable by its page title, its headings and its own text, as the hosted
 *   DocSearch records are; title above headings above text;
 * - typo tolerance at our budget (`typoBudget`: one typo in words of 4 to 7 letters, two in longer
 *   ones), the last word as a prefix.
 */
import { gzipSync } from 'node:zlib';
import { create, insertMultiple, load, search as oramaSearch, save } from '@orama/orama';
import MiniSearch from 'minisearch';
import { buildSearchIndex } from '#node/search/build-index';
import type { Language } from '#shared/locale-path';
import { SEARCH_HITS_PER_PAGE } from '#shared/search/constants';
import { createSearchClient } from '#shared/search/engine';
import { typoBudget } from '#shared/search/fuzzy';
import { highlightAttribute, type MatchTerm } from '#shared/search/highlight';
import { indexTerms, queryTerms } from '#shared/search/tokenize';
import { HIERARCHY_LEVELS, type SearchRecord } from '#shared/search/types';

/** Serves one index file by name, as the host would; the bench counts what it returns. */
export type FetchFile = (name: string) => Promise<Buffer>;

export interface EngineSession {
  /** Hit URLs, best first, once the hits the modal shows are made. */
  search(query: string): Promise<string[]>;
}

export interface Engine {
  name: string;
  build(records: SearchRecord[], lang: Language): Promise<Map<string, Buffer>>;
  open(fetchFile: FetchFile, lang: Language): Promise<EngineSession>;
}

/** Field weights for the libraries: a page title, then headings, then text. */
const BOOST = { title: 6, headings: 3, content: 1 };
/** Library results read to find 20 distinct URLs (records of one URL come in runs). */
const LIBRARY_RESULTS = 100;
const TAGS = { preTag: '<mark>', postTag: '</mark>', ellipsis: '…' };
const SNIPPET_WORDS = 10;

const toBuffer = (text: string) => Buffer.from(text, 'utf8');

/** A record as the libraries index it: one document with its three searchable fields. */
function libraryDocument(record: SearchRecord, id: number) {
  const headings = HIERARCHY_LEVELS.slice(2)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' ');
  return { id, title: record.hierarchy.lvl1, headings, content: record.content ?? '' };
}

/** What the modal shows for the best records: one hit per URL, highlighted. */
function showHits(best: Iterable<SearchRecord | undefined>, terms: MatchTerm[]): string[] {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const record of best) {
    if (!record || seen.has(record.url)) continue;
    seen.add(record.url);
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      if (text) highlightAttribute(text, terms, SNIPPET_WORDS, TAGS);
    }
    if (record.content) highlightAttribute(record.content, terms, SNIPPET_WORDS, TAGS);
    urls.push(record.url);
    if (urls.length === SEARCH_HITS_PER_PAGE) break;
  }
  return urls;
}

/** The query as our engine reads it: words (Chinese as pairs), the last one as a prefix. */
function readQuery(query: string) {
  const terms = queryTerms(query);
  return {
    words: terms.map((term) => term.term),
    prefixes: new Set(terms.filter((term) => term.prefix).map((term) => term.term)),
    budget: Math.max(0, ...terms.map((term) => typoBudget(term.term))),
  };
}

const matchTerms = (words: string[], matched: string[]): MatchTerm[] =>
  words.map((term) => ({ term, prefix: false, alternatives: matched }));

export const OURS: Engine = {
  name: 'ours',
  build: async (records, lang) => {
    const { files } = buildSearchIndex(records, { lang });
    return new Map(Object.entries(files).map(([name, text]) => [name, toBuffer(text)]));
  },
  open: async (fetchFile, lang) => {
    const client = createSearchClient({
      baseUrl: '/search',
      lang,
      fetch: async (url) => {
        const body = await fetchFile(url.replace(/^\/search\/[a-z]+\//, '')).catch(() => null);
        return { ok: body !== null, status: body ? 200 : 404, text: async () => String(body) };
      },
    });
    return {
      search: async (query) =>
        ((await client.search(query)).results[0]?.hits ?? []).map((hit) => hit.url),
    };
  },
};

/** The display fields of every record, which the libraries' sessions fetch with the index. */
const RECORDS_FILE = 'records.json';
const MINISEARCH_FILE = 'minisearch.json';
const MINISEARCH_OPTIONS = {
  fields: ['title', 'headings', 'content'],
  tokenize: (text: string) => [...indexTerms(text)],
  processTerm: (term: string) => term,
};

export const MINISEARCH: Engine = {
  name: 'MiniSearch',
  build: async (records) => {
    const index = new MiniSearch(MINISEARCH_OPTIONS);
    index.addAll(records.map(libraryDocument));
    return new Map([
      [MINISEARCH_FILE, toBuffer(JSON.stringify(index))],
      [RECORDS_FILE, toBuffer(JSON.stringify(records))],
    ]);
  },
  open: async (fetchFile) => {
    const [indexJson, recordsJson] = await Promise.all([
      fetchFile(MINISEARCH_FILE),
      fetchFile(RECORDS_FILE),
    ]);
    const records = JSON.parse(String(recordsJson)) as SearchRecord[];
    const index = MiniSearch.loadJSON(String(indexJson), MINISEARCH_OPTIONS);
    return {
      search: async (query) => {
        const { words, prefixes } = readQuery(query);
        if (words.length === 0) return [];
        const results = index.search(words.join(' '), {
          tokenize: () => words,
          prefix: (term) => prefixes.has(term),
          fuzzy: (term) => typoBudget(term),
          boost: { title: BOOST.title, headings: BOOST.headings },
          combineWith: 'AND',
        });
        const matched = [...new Set(results.slice(0, LIBRARY_RESULTS).flatMap((r) => r.terms))];
        const best = results.slice(0, LIBRARY_RESULTS).map((result) => records[Number(result.id)]);
        return showHits(best, matchTerms(words, matched));
      },
    };
  },
};

const ORAMA_FILE = 'orama.json';
const ORAMA_SCHEMA = { title: 'string', headings: 'string', content: 'string' } as const;

/** Orama asks one tokenizer for both sides; the query side is set before each search. */
function oramaDatabase(queryWords: { current: string[] | null }) {
  return create({
    schema: ORAMA_SCHEMA,
    components: {
      tokenizer: {
        language: 'english',
        normalizationCache: new Map(),
        tokenize: (raw: string) => queryWords.current ?? [...indexTerms(raw)],
      },
    },
  });
}

export const ORAMA: Engine = {
  name: 'Orama',
  build: async (records) => {
    const db = oramaDatabase({ current: null });
    // Orama stores whole documents and indexes only the schema's fields: the display fields
    // ride along in each document.
    await insertMultiple(
      db,
      records.map((record, id) => ({ ...record, ...libraryDocument(record, id), id: String(id) })),
    );
    return new Map([[ORAMA_FILE, toBuffer(JSON.stringify(save(db)))]]);
  },
  open: async (fetchFile) => {
    const queryWords: { current: string[] | null } = { current: null };
    const db = oramaDatabase(queryWords);
    load(db, JSON.parse(String(await fetchFile(ORAMA_FILE))) as Parameters<typeof load>[1]);
    return {
      search: async (query) => {
        const { words, budget } = readQuery(query);
        if (words.length === 0) return [];
        queryWords.current = words;
        const result = await oramaSearch(db, {
          term: words.join(' '),
          properties: ['title', 'headings', 'content'],
          boost: { title: BOOST.title, headings: BOOST.headings },
          // One tolerance for the whole query: the largest budget of its words.
          tolerance: budget,
          threshold: 0,
          limit: LIBRARY_RESULTS,
        });
        queryWords.current = null;
        const best = result.hits.map((hit) => hit.document as unknown as SearchRecord);
        return showHits(best, matchTerms(words, []));
      },
    };
  },
};

export const gzipBytes = (body: Buffer) => gzipSync(body, { level: 9 }).length;
