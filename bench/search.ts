/**
 * Search benchmark (`pnpm bench:search`): prints figures, asserts nothing.
 *
 * For this site (records from `doc_build/`) and a generated 10,000-page bilingual corpus it
 * reports, per language: records, index size, the bytes a browser fetches before it can show
 * the first result, and query latency (cold, then warm p50/p95). Then the same for
 * flexsearch 0.8 set up the way Rspress's own local search uses it, run in a child process
 * with a capped heap, since at 10k pages it may not fit.
 * Targets: p95 < 5 ms here, < 50 ms at 10k pages, first result ≤ 300 kB gzip at 10k pages.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '../src/search/build-index';
import { createSearchClient, type FetchLike } from '../src/search/engine';
import { collectSiteRecords } from '../src/search/records';
import type { SearchRecord } from '../src/search/types';
import type { Language } from '../src/site';
import { generateCorpus, SAMPLE_QUERIES as QUERIES } from '../tests/unit/search/corpus';

const OUT_DIR = 'doc_build';
const LANGS = ['en', 'zh'] as const;
const WARM_ROUNDS = 10;
const KB = 1024;
/** Heap and time the flexsearch child gets: about what one browser tab can spend. */
const FLEX_HEAP_MB = 2048;
const FLEX_TIMEOUT_MS = 180_000;
const FLEX_CHILD_ENV = 'SEARCH_BENCH_FLEXSEARCH';

type Corpus = 'site' | '10k pages';

const gzipSize = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => (bytes / KB).toFixed(0);
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Warm-up pass over the queries, then `WARM_ROUNDS` timed passes. */
async function timeQueries(lang: Language, run: (query: string) => unknown): Promise<number[]> {
  for (const query of QUERIES[lang]) await run(query);
  const times: number[] = [];
  for (let round = 0; round < WARM_ROUNDS; round++) {
    for (const query of QUERIES[lang]) {
      const start = performance.now();
      await run(query);
      times.push(performance.now() - start);
    }
  }
  return times;
}

function memoryFetch(files: Record<string, string>, log?: string[]): FetchLike {
  return async (url) => {
    const name = url.replace(/^\/search\/[a-z]+\//, '');
    log?.push(name);
    const text = files[name];
    return {
      ok: text !== undefined,
      status: text === undefined ? 404 : 200,
      text: async () => text ?? '',
    };
  };
}

async function measureLocal(
  corpus: Corpus,
  lang: Language,
  records: SearchRecord[],
): Promise<string[]> {
  const buildStart = performance.now();
  const { files } = buildSearchIndex(records, { lang });
  const buildMs = performance.now() - buildStart;
  const sizes = new Map(
    Object.entries(files).map(([name, text]) => [name, [Buffer.byteLength(text), gzipSize(text)]]),
  );
  const sum = (names: string[], k: number) =>
    names.reduce((total, name) => total + (sizes.get(name)?.[k] ?? 0), 0);
  const firstRaw: number[] = [];
  const firstGz: number[] = [];
  const cold: number[] = [];
  for (const query of QUERIES[lang]) {
    const fetched: string[] = [];
    const client = createSearchClient({
      baseUrl: '/search',
      lang,
      fetch: memoryFetch(files, fetched),
    });
    const start = performance.now();
    await client.search(query);
    cold.push(performance.now() - start);
    firstRaw.push(sum(fetched, 0));
    firstGz.push(sum(fetched, 1));
  }
  const client = createSearchClient({ baseUrl: '/search', lang, fetch: memoryFetch(files) });
  const warm = await timeQueries(lang, (query) => client.search(query));
  const all = [...sizes.keys()];
  return [
    corpus,
    lang,
    String(records.length),
    `${kb(sum(all, 0))} / ${kb(sum(all, 1))}`,
    `${kb(percentile(firstRaw, 0.5))} / ${kb(percentile(firstGz, 0.5))} (max ${kb(Math.max(...firstGz))} gz)`,
    buildMs.toFixed(0),
    percentile(cold, 0.5).toFixed(1),
    percentile(warm, 0.5).toFixed(2),
    percentile(warm, 0.95).toFixed(2),
  ];
}

/** The minimal flexsearch 0.8 Document API this comparison uses. */
interface FlexDocument {
  add(id: string, doc: object): void;
  search(query: string, options: object): unknown[];
}
type FlexDocumentClass = new (options: object) => FlexDocument;

/** Page data in the shape of the index file Rspress ships (`static/search_index.<lang>.*.json`). */
interface RspressPage {
  routePath: string;
  title: string;
  content: string;
  toc: { text: string }[];
}

function rspressIndexText(corpus: Corpus, lang: Language): string | null {
  if (corpus === 'site') {
    const dir = path.join(OUT_DIR, 'static');
    const file = readdirSync(dir).find((name) => name.startsWith(`search_index.${lang}.`));
    return file ? readFileSync(path.join(dir, file), 'utf8') : null;
  }
  const pages = new Map<string, RspressPage>();
  for (const record of generateCorpus(lang)) {
    const routePath = record.url.split('#')[0] ?? '';
    const page = pages.get(routePath) ?? {
      routePath,
      title: record.hierarchy.lvl1,
      content: '',
      toc: [],
    };
    pages.set(routePath, page);
    if (record.type === 'content') page.content += `${record.content}\n\n`;
    else if (record.type !== 'lvl1') page.toc.push({ text: record.hierarchy[record.type] ?? '' });
  }
  return JSON.stringify([...pages.values()]);
}

const CJK_CHARS = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]/gu;

/**
 * Rspress's LocalProvider set-up: Documents over title, headers and content with
 * `tokenize: 'full'`, a second one reading CJK text character by character; the whole page
 * index is fetched, then built in the browser.
 */
async function measureFlexsearch(corpus: Corpus, lang: Language): Promise<string[]> {
  const rspress = realpathSync('node_modules/@rspress/core/package.json');
  const entry = createRequire(rspress).resolve('flexsearch');
  const { default: flexsearch } = (await import(entry)) as {
    default: { Document: FlexDocumentClass };
  };
  const text = rspressIndexText(corpus, lang);
  if (!text) return [corpus, lang, 'no Rspress search index in doc_build/static'];
  const pages = JSON.parse(text) as RspressPage[];
  const buildStart = performance.now();
  const document = { id: 'id', store: true, index: ['title', 'headers', 'content'] };
  const cjk = {
    finalize: (terms: string[]) => terms.flatMap((term) => term.match(CJK_CHARS) ?? []),
  };
  const indexes = [
    new flexsearch.Document({ tokenize: 'full', document, encoder: { maxlength: 64 } }),
    new flexsearch.Document({ tokenize: 'full', document, encoder: cjk }),
  ];
  for (const page of pages) {
    const headers = page.toc.map((header) => header.text).join(' ');
    const doc = { id: page.routePath, title: page.title, headers, content: page.content };
    for (const index of indexes) index.add(page.routePath, doc);
  }
  const buildMs = performance.now() - buildStart;
  const options = { enrich: true, limit: 20, index: document.index };
  const run = (query: string) =>
    indexes.reduce((found, index) => found + index.search(query, options).length, 0);
  const found = QUERIES[lang].filter((query) => run(query) > 0).length;
  const times = await timeQueries(lang, run);
  return [
    corpus,
    lang,
    String(pages.length),
    `${kb(Buffer.byteLength(text))} / ${kb(gzipSize(text))}`,
    buildMs.toFixed(0),
    percentile(times, 0.5).toFixed(2),
    percentile(times, 0.95).toFixed(2),
    `${found}/${QUERIES[lang].length}`,
  ];
}

/** Runs `measureFlexsearch` in a child with a capped heap; reports what stopped it, if anything. */
function flexsearchRow(corpus: Corpus, lang: Language): string[] {
  const script = fileURLToPath(import.meta.url);
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, `--max-old-space-size=${FLEX_HEAP_MB}`, script],
    {
      env: { ...process.env, [FLEX_CHILD_ENV]: JSON.stringify([corpus, lang]) },
      encoding: 'utf8',
      timeout: FLEX_TIMEOUT_MS,
    },
  );
  const lastLine = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status === 0) return JSON.parse(lastLine) as string[];
  if (child.error) return [corpus, lang, `gave up after ${FLEX_TIMEOUT_MS / 1000} s`];
  if (child.stderr.includes('heap out of memory'))
    return [corpus, lang, `out of memory (${FLEX_HEAP_MB} MB heap)`];
  return [corpus, lang, `failed: ${child.stderr.trim().split('\n').at(-1)}`];
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, k) =>
    Math.max(title.length, ...rows.map((row) => row[k]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    values.map((value, k) => value.padEnd(widths[k] ?? 0)).join('  ');
  console.log(
    [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join(
      '\n',
    ),
  );
}

async function main(): Promise<void> {
  const hasSite = existsSync(OUT_DIR);
  if (!hasSite) console.log(`${OUT_DIR}/ not found: build the site first for its figures.`);
  const corpora: Corpus[] = hasSite ? ['site', '10k pages'] : ['10k pages'];
  const site = hasSite ? collectSiteRecords(OUT_DIR) : null;
  const local: string[][] = [];
  for (const corpus of corpora) {
    for (const lang of LANGS) {
      const records = corpus === 'site' ? (site?.[lang] ?? []) : generateCorpus(lang);
      local.push(await measureLocal(corpus, lang, records));
    }
  }
  console.log(
    `Local index: ${QUERIES.en.length} queries per language, warm p50/p95 over ${WARM_ROUNDS} rounds.`,
  );
  console.log(
    'cold = first query on a fresh client (files from memory: parse, decode, rank, highlight).\n',
  );
  printTable(
    [
      'corpus',
      'lang',
      'records',
      'index kB raw / gz',
      'first result kB raw / gz (median)',
      'build ms',
      'cold ms',
      'p50 ms',
      'p95 ms',
    ],
    local,
  );
  console.log(
    '\nflexsearch 0.8 as Rspress uses it (whole page index fetched, then built in the browser):\n',
  );
  const flex = corpora.flatMap((corpus) => LANGS.map((lang) => flexsearchRow(corpus, lang)));
  printTable(
    [
      'corpus',
      'lang',
      'pages',
      'fetched kB raw / gz',
      'browser build ms',
      'p50 ms',
      'p95 ms',
      'queries found',
    ],
    flex,
  );
}

const child = process.env[FLEX_CHILD_ENV];
if (child) {
  const [corpus, lang] = JSON.parse(child) as [Corpus, Language];
  console.log(JSON.stringify(await measureFlexsearch(corpus, lang)));
} else {
  await main();
}
