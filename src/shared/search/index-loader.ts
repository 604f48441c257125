/**
 * Fetches and checks the files of a search index, once each per client. Every failure (no
 * network, a 404, a truncated or foreign file) rejects with a `SearchIndexError` naming the
 * file, so the search UI can show its error screen instead of wrong results.
 */
import {
  deriveStructure,
  docChunkFile,
  type IndexManifest,
  type IndexStructure,
  isManifest,
  isStoredRecord,
  isTermShard,
  isWordList,
  MANIFEST_FILE,
  type StoredRecord,
  structureFile,
  termShardFile,
  wordsFile,
} from './index-format';

/** The part of `fetch` the loader uses, so tests and the benchmark can serve files from memory. */
export interface FetchResponseLike {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}
export type FetchLike = (url: string) => Promise<FetchResponseLike>;

export class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** A term shard as loaded; decoded posting lists are kept, as queries reuse their terms. */
export interface LoadedShard {
  terms: string[];
  postings: string[];
  decoded: Map<string, Int32Array>;
}

export interface IndexLoader {
  manifest(): Promise<IndexManifest>;
  structure(manifest: IndexManifest): Promise<IndexStructure>;
  shard(manifest: IndexManifest, index: number): Promise<LoadedShard>;
  docs(manifest: IndexManifest, index: number): Promise<StoredRecord[]>;
  /** The sorted index terms of one length that typo tolerance can reach. */
  words(manifest: IndexManifest, length: number): Promise<string[]>;
}

const STRUCTURE_DIGITS = /^(1[0-6]*)?$/;

async function fetchText(url: string, fetchFile: FetchLike): Promise<string> {
  let response: FetchResponseLike;
  try {
    response = await fetchFile(url);
  } catch (error) {
    throw new SearchIndexError(`Search index file ${url} could not be fetched.`, { cause: error });
  }
  if (!response.ok) {
    throw new SearchIndexError(
      `Search index file ${url} could not be loaded (HTTP ${response.status}).`,
    );
  }
  try {
    return await response.text();
  } catch (error) {
    throw new SearchIndexError(`Search index file ${url} could not be read.`, { cause: error });
  }
}

function parseJson<T>(url: string, text: string, isValid: (value: unknown) => value is T): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SearchIndexError(`Search index file ${url} is truncated or not valid JSON.`, {
      cause: error,
    });
  }
  if (!isValid(value)) {
    throw new SearchIndexError(
      `Search index file ${url} does not hold what the manifest promises; rebuild the site.`,
    );
  }
  return value;
}

export function createIndexLoader(indexUrl: string, fetchFile: FetchLike): IndexLoader {
  const cache = new Map<string, Promise<unknown>>();
  const manifestUrl = `${indexUrl}/${MANIFEST_FILE}`;

  function load<T>(file: string, read: (url: string, text: string) => T): Promise<T> {
    const url = `${indexUrl}/${file}`;
    const cached = cache.get(url) as Promise<T> | undefined;
    if (cached) return cached;
    const pending = fetchText(url, fetchFile).then((text) => read(url, text));
    cache.set(url, pending);
    // A failed file is asked for again next time, with a fresh manifest: the site may have
    // been redeployed under a new build id since the manifest was read.
    pending.catch(() => {
      cache.delete(url);
      cache.delete(manifestUrl);
    });
    return pending;
  }

  return {
    manifest: () => load(MANIFEST_FILE, (url, text) => parseJson(url, text, isManifest)),
    structure: (manifest) =>
      load(structureFile(manifest.build), (url, text) => {
        const isDigits = (value: unknown): value is string =>
          typeof value === 'string' &&
          value.length === manifest.records &&
          STRUCTURE_DIGITS.test(value);
        return deriveStructure(parseJson(url, text, isDigits));
      }),
    shard: (manifest, index) =>
      load(termShardFile(index, manifest.build), (url, text) => {
        const [terms, postings] = parseJson(url, text, isTermShard);
        return { terms, postings, decoded: new Map() };
      }),
    docs: (manifest, index) =>
      load(docChunkFile(index, manifest.build), (url, text) => {
        const expected = Math.min(
          manifest.docChunkSize,
          manifest.records - index * manifest.docChunkSize,
        );
        const isChunk = (value: unknown): value is StoredRecord[] =>
          Array.isArray(value) && value.length === expected && value.every(isStoredRecord);
        return parseJson(url, text, isChunk);
      }),
    words: (manifest, length) =>
      load(wordsFile(length, manifest.build), (url, text) => {
        const isWords = (value: unknown): value is string[] => isWordList(value, length);
        return parseJson(url, text, isWords);
      }),
  };
}
