/**
 * The files of a built search index, shared by the builder and the query engine.
 *
 * Under `search/<lang>/`:
 * - `manifest.json` (small, revalidated): counts, the build id, and the first term of each
 *   term shard, so a query knows which shards hold its terms.
 * - `structure.<build>.json`: one digit per record (`1`–`6` heading level, `0` content), in
 *   page order. A heading's section (the records its words also describe) and the record a
 *   hit is grouped under both follow from it, so postings need only record numbers.
 * - `terms/<n>.<build>.json`: `[terms, postings]`, terms sorted, each posting list the
 *   record numbers holding the term, delta-coded as base-64 varints (one character for a
 *   gap under 32).
 * - `docs/<n>.<build>.json`: display fields of `DOC_CHUNK_RECORDS` consecutive records.
 * - `words/<length>.<build>.json`: the index terms of that length that typo tolerance can
 *   reach (words of letters, see `fuzzy.ts`), sorted. A misspelt query word of length L
 *   reads the files for L-2 to L+2, then the term shards of the words within reach.
 * Files other than the manifest carry the build id, so they can be cached for good.
 */
import type { RecordType } from './types';

export const INDEX_FORMAT = 'rslib-search/2';
export const MANIFEST_FILE = 'manifest.json';

export interface IndexManifest {
  format: typeof INDEX_FORMAT;
  lang: string;
  build: string;
  records: number;
  docChunkSize: number;
  docChunks: number;
  /** First term of each term shard, ascending. */
  shards: string[];
  /** The lengths that have a `words/` file, ascending. */
  wordLengths: number[];
}

/** A term shard: terms ascending and, at the same positions, their encoded postings. */
export type TermShard = [terms: string[], postings: string[]];

/** One record's display fields; its type comes from the structure file. */
export type StoredRecord = [
  objectID: string,
  url: string,
  hierarchy: string[],
  content: string | null,
];

export const structureFile = (build: string) => `structure.${build}.json`;
export const termShardFile = (index: number, build: string) => `terms/${index}.${build}.json`;
export const docChunkFile = (index: number, build: string) => `docs/${index}.${build}.json`;
export const wordsFile = (length: number, build: string) => `words/${length}.${build}.json`;

/** Structure digit of a record type: heading level, or 0 for content. */
export function levelOfType(type: RecordType): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

export function typeOfLevel(level: number): RecordType {
  return level === 0 ? 'content' : (`lvl${level}` as RecordType);
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUES = new Map([...DIGITS].map((digit, value) => [digit, value]));
const MORE = 32;

/** Ascending, distinct record numbers → gaps as varints of 5 bits per JSON-safe character. */
export function encodePostings(ids: readonly number[]): string {
  const out: string[] = [];
  let previous = -1;
  for (const id of ids) {
    let gap = id - previous - 1;
    previous = id;
    while (gap >= MORE) {
      out.push(DIGITS.charAt((gap & (MORE - 1)) | MORE));
      gap = Math.floor(gap / MORE);
    }
    out.push(DIGITS.charAt(gap));
  }
  return out.join('');
}

/** Inverse of `encodePostings`; throws on characters it never writes. */
export function decodePostings(encoded: string): Int32Array {
  const ids = new Int32Array(encoded.length);
  let count = 0;
  let previous = -1;
  let gap = 0;
  let scale = 1;
  for (const char of encoded) {
    const value = DIGIT_VALUES.get(char);
    if (value === undefined) throw new Error(`Invalid character in search postings: ${char}`);
    gap += (value & (MORE - 1)) * scale;
    if (value & MORE) {
      scale *= MORE;
      continue;
    }
    previous += gap + 1;
    ids[count++] = previous;
    gap = 0;
    scale = 1;
  }
  return ids.subarray(0, count);
}

/** What the engine derives once from the structure file. */
export interface IndexStructure {
  /** Heading level per record, 0 for content. */
  level: Uint8Array;
  /** For a heading record: one past the last record of its section. */
  sectionEnd: Int32Array;
  /** The heading record each record shares its URL with (itself, for headings). */
  groupOf: Int32Array;
  /** The page title record (level 1) of each record's page. */
  pageOf: Int32Array;
  /** How many sections (heading records) there are: what a word's rarity is relative to. */
  sections: number;
}

export function deriveStructure(digits: string): IndexStructure {
  const count = digits.length;
  const level = new Uint8Array(count);
  const sectionEnd = new Int32Array(count);
  const groupOf = new Int32Array(count);
  const pageOf = new Int32Array(count);
  const open: number[] = [];
  let group = 0;
  let page = 0;
  let sections = 0;
  for (let id = 0; id < count; id++) {
    const value = digits.charCodeAt(id) - 48;
    level[id] = value;
    if (value > 0) {
      sections += 1;
      for (
        let top = open.at(-1);
        top !== undefined && (level[top] ?? 0) >= value;
        top = open.at(-1)
      ) {
        sectionEnd[top] = id;
        open.pop();
      }
      open.push(id);
      group = id;
      if (value === 1) page = id;
    }
    groupOf[id] = group;
    pageOf[id] = page;
    sectionEnd[id] ||= id + 1;
  }
  for (const id of open) sectionEnd[id] = count;
  return { level, sectionEnd, groupOf, pageOf, sections };
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isManifest(value: unknown): value is IndexManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<IndexManifest>;
  return (
    manifest.format === INDEX_FORMAT &&
    typeof manifest.build === 'string' &&
    Number.isInteger(manifest.records) &&
    Number.isInteger(manifest.docChunks) &&
    Number.isInteger(manifest.docChunkSize) &&
    isStringArray(manifest.shards) &&
    Array.isArray(manifest.wordLengths) &&
    manifest.wordLengths.every((length) => Number.isInteger(length) && length > 0)
  );
}

export function isTermShard(value: unknown): value is TermShard {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    isStringArray(value[0]) &&
    isStringArray(value[1]) &&
    value[0].length === value[1].length
  );
}

/** A `words/` file: terms of `length` characters. */
export function isWordList(value: unknown, length: number): value is string[] {
  return isStringArray(value) && value.every((word) => word.length === length);
}

export function isStoredRecord(value: unknown): value is StoredRecord {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    isStringArray(value[2]) &&
    value[2].length >= 2 &&
    (typeof value[3] === 'string' || value[3] === null)
  );
}
