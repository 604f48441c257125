/**
 * Builds the sharded search index of one language from its records (see `index-format.ts`
 * for the files). A query fetches the manifest, the structure, the shards of its terms and
 * the document chunks of its top hits, so what a browser loads grows with the query, not
 * with the site.
 */
import {
  DOC_CHUNK_RECORDS,
  MAX_INDEX_RECORDS,
  TERM_SHARD_TARGET_BYTES,
} from '#shared/search/constants';
import { isFuzzyTerm } from '#shared/search/fuzzy';
import {
  docChunkFile,
  encodePostings,
  INDEX_FORMAT,
  type IndexManifest,
  levelOfType,
  MANIFEST_FILE,
  type StoredRecord,
  structureFile,
  type TermShard,
  termShardFile,
  wordsFile,
} from '#shared/search/index-format';
import { indexTerms } from '#shared/search/tokenize';
import { HIERARCHY_LEVELS, type SearchRecord } from '#shared/search/types';

export interface BuiltSearchIndex {
  /** File contents by path relative to the index folder (e.g. `doc_build/search/en/`). */
  files: Record<string, string>;
}

export interface BuildIndexOptions {
  lang: string;
  /** How large a term shard may grow; tests set it small to spread a small site over many. */
  shardBytes?: number;
}

/** 32-bit FNV-1a: enough to tell builds apart in file names; not a security hash. */
function fnv1a(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function buildId(contents: string[]): string {
  const joined = contents.join('\u0000');
  const hex = (value: number) => value.toString(16).padStart(8, '0');
  return `${hex(fnv1a(joined, 0x811c9dc5))}${hex(fnv1a(joined, 0x050c5d1f))}`.slice(0, 12);
}

/** The text a record is found by: its own heading, or its content. */
function ownText(record: SearchRecord): string {
  return record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
}

function checkOrder(records: readonly SearchRecord[]): void {
  if (records.length > MAX_INDEX_RECORDS) {
    throw new Error(`A search index holds at most ${MAX_INDEX_RECORDS} records.`);
  }
  // A page title's words describe every record up to the next title, so records must come
  // page by page, each page led by its lvl1 record.
  let page: string | null = null;
  for (const record of records) {
    const route = record.url.split('#')[0] ?? '';
    if (record.type === 'lvl1') page = route;
    else if (route !== page) {
      throw new Error(
        `Search records must come page by page, each led by its lvl1 record: ${record.objectID}`,
      );
    }
  }
}

function storedRecord(record: SearchRecord): StoredRecord {
  const hierarchy = HIERARCHY_LEVELS.map((level) => record.hierarchy[level]);
  while (hierarchy.length > 2 && hierarchy.at(-1) === null) hierarchy.pop();
  // Levels skipped between headings (h2 then h4) are stored as empty strings.
  return [record.objectID, record.url, hierarchy.map((text) => text ?? ''), record.content];
}

function termShards(postings: Map<string, number[]>, shardBytes: number): TermShard[] {
  const shards: TermShard[] = [];
  let current: TermShard = [[], []];
  let size = 0;
  for (const term of [...postings.keys()].sort()) {
    const encoded = encodePostings(postings.get(term) ?? []);
    if (size > 0 && size + encoded.length > shardBytes) {
      shards.push(current);
      current = [[], []];
      size = 0;
    }
    current[0].push(term);
    current[1].push(encoded);
    size += term.length + encoded.length;
  }
  if (size > 0) shards.push(current);
  return shards;
}

/** The terms typo tolerance can reach, sorted, by length (ascending). */
function wordsByLength(terms: Iterable<string>): Map<number, string[]> {
  const byLength = new Map<number, string[]>();
  for (const term of terms) {
    if (!isFuzzyTerm(term)) continue;
    const list = byLength.get(term.length);
    if (list) list.push(term);
    else byLength.set(term.length, [term]);
  }
  const lengths = [...byLength.keys()].sort((a, b) => a - b);
  return new Map(lengths.map((length) => [length, (byLength.get(length) ?? []).sort()]));
}

/** The index files of one language; records in page order, each page led by its lvl1 record. */
export function buildSearchIndex(
  records: readonly SearchRecord[],
  { lang, shardBytes = TERM_SHARD_TARGET_BYTES }: BuildIndexOptions,
): BuiltSearchIndex {
  checkOrder(records);
  const postings = new Map<string, number[]>();
  records.forEach((record, id) => {
    for (const term of indexTerms(ownText(record))) {
      const ids = postings.get(term);
      if (ids) ids.push(id);
      else postings.set(term, [id]);
    }
  });
  const shards = termShards(postings, shardBytes);
  const structure = JSON.stringify(records.map((record) => levelOfType(record.type)).join(''));
  const chunks: string[] = [];
  for (let start = 0; start < records.length; start += DOC_CHUNK_RECORDS) {
    const chunk = records.slice(start, start + DOC_CHUNK_RECORDS).map(storedRecord);
    chunks.push(JSON.stringify(chunk));
  }
  const shardTexts = shards.map((shard) => JSON.stringify(shard));
  const words = wordsByLength(postings.keys());
  const wordTexts = [...words].map(([length, list]) => [length, JSON.stringify(list)] as const);
  const build = buildId([
    lang,
    structure,
    ...shardTexts,
    ...chunks,
    ...wordTexts.map(([, text]) => text),
  ]);
  const manifest: IndexManifest = {
    format: INDEX_FORMAT,
    lang,
    build,
    records: records.length,
    docChunkSize: DOC_CHUNK_RECORDS,
    docChunks: chunks.length,
    shards: shards.map(([terms]) => terms[0] ?? ''),
    wordLengths: [...words.keys()],
  };
  const files: Record<string, string> = {
    [MANIFEST_FILE]: JSON.stringify(manifest),
    [structureFile(build)]: structure,
  };
  shardTexts.forEach((text, index) => {
    files[termShardFile(index, build)] = text;
  });
  chunks.forEach((text, index) => {
    files[docChunkFile(index, build)] = text;
  });
  for (const [length, text] of wordTexts) files[wordsFile(length, build)] = text;
  return { files };
}
