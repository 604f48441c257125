/**
 * The real-question set (`tests/search/questions.ts`) through each engine over this site's
 * records (`pnpm bench:search --questions [--dir doc_build]`): top-1 and top-3 per half (tuning,
 * held-out) and language, and how often the top 3 hold the answering page, whatever section of
 * it they show. The rule for replacing our engine is judged on the held-out half.
 *
 * Each library runs as the engine benchmark sets it up, and again reading the question as ours
 * does, as far as it allows: MiniSearch gets the query's words without fillers, each or-ed with
 * its synonyms and (as a prefix) its stem, combined with OR and ranked by its BM25 with the same
 * field weights; Pagefind, which has its own tokenizer, gets the query without its English
 * fillers.
 */
import MiniSearch from 'minisearch';
import { collectSiteRecords } from '#node/search/records';
import { LANGUAGES } from '#shared/locale-path';
import { isFiller, stemOf } from '#shared/search/question';
import { synonymsOf } from '#shared/search/synonyms';
import { indexTerms, queryTerms } from '#shared/search/tokenize';
import type { SearchRecord } from '#shared/search/types';
import { answerRank, pageRank, QUESTION_HALVES, type Question } from '../tests/search/questions';
import { type Engine, type EngineSession, MINISEARCH, OURS } from './search-engines';
import { PAGEFIND } from './search-pagefind';

/** The words of a question that count (all of them when they are all fillers). */
function askedWords(query: string): string[] {
  const words = queryTerms(query).map((term) => term.term);
  const asked = words.filter((word) => !isFiller(word));
  return asked.length > 0 ? asked : words;
}

/** The same field weights as the engine benchmark gives the libraries. */
const BOOST = { title: 6, headings: 3 };
const tokenizeAsIs = (text: string) => [text];

/** MiniSearch over the benchmark's own index files, reading the question as ours does. */
const MINISEARCH_QUESTIONS: Engine = {
  name: 'MiniSearch, question',
  build: MINISEARCH.build,
  open: async (fetchFile) => {
    const [indexJson, recordsJson] = await Promise.all([
      fetchFile('minisearch.json'),
      fetchFile('records.json'),
    ]);
    const records = JSON.parse(String(recordsJson)) as SearchRecord[];
    const index = MiniSearch.loadJSON(String(indexJson), {
      fields: ['title', 'headings', 'content'],
      tokenize: (text: string) => [...indexTerms(text)],
      processTerm: (term: string) => term,
    });
    return {
      search: async (query) => {
        const queries = askedWords(query).map((word) => ({
          combineWith: 'OR' as const,
          queries: [
            { queries: [word, ...synonymsOf(word)], tokenize: tokenizeAsIs },
            { queries: [stemOf(word)], prefix: true, tokenize: tokenizeAsIs },
          ],
        }));
        if (queries.length === 0) return [];
        const results = index.search(
          { combineWith: 'OR', queries },
          { boost: BOOST, tokenize: tokenizeAsIs },
        );
        const urls = new Set<string>();
        for (const result of results) {
          const url = records[Number(result.id)]?.url;
          if (url) urls.add(url);
        }
        return [...urls];
      },
    };
  },
};

/** The raw query without its English fillers. */
const stripFillers = (query: string) =>
  query
    .split(/\s+/)
    .filter((word) => {
      const folded = word.toLowerCase().replace(/[^a-z]/g, '');
      return folded === '' || !isFiller(folded);
    })
    .join(' ');

/** Pagefind with the English fillers taken out of the query. */
const PAGEFIND_QUESTIONS: Engine = {
  name: 'Pagefind, question',
  build: PAGEFIND.build,
  open: async (fetchFile, lang) => {
    const session = await PAGEFIND.open(fetchFile, lang);
    return { search: (query) => session.search(stripFillers(query) || query) };
  },
};

const ENGINES: Engine[] = [OURS, MINISEARCH, MINISEARCH_QUESTIONS, PAGEFIND, PAGEFIND_QUESTIONS];

const HALVES = [
  ['tuning', QUESTION_HALVES.tuning],
  ['held-out', QUESTION_HALVES.heldOut],
] as const;

interface QuestionRow {
  engine: string;
  half: string;
  lang: string;
  total: number;
  top1: number;
  top3: number;
  /** The answering page in the top 3, in any of its sections. */
  pageTop3: number;
  misses: string[];
}

async function session(engine: Engine, dir: string, lang: (typeof LANGUAGES)[number]) {
  const files = await engine.build(collectSiteRecords(dir)[lang], lang);
  return engine.open(async (file) => {
    const body = files.get(file);
    if (!body) throw new Error(`no file ${file}`);
    return body;
  }, lang);
}

async function score(open: EngineSession, questions: Question[]) {
  let top1 = 0;
  let top3 = 0;
  let pageTop3 = 0;
  const misses: string[] = [];
  for (const question of questions) {
    const urls = await open.search(question.query);
    const rank = answerRank(question, urls);
    if (rank === 1) top1 += 1;
    if (rank > 0) top3 += 1;
    else misses.push(`"${question.query}": got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
    if (pageRank(question, urls) > 0) pageTop3 += 1;
  }
  return { top1, top3, pageTop3, misses };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`;

/** Prints the table, then our misses on the tuning half (the held-out ones are not for tuning). */
export async function runQuestions(dir: string): Promise<void> {
  const rows: QuestionRow[] = [];
  for (const engine of ENGINES) {
    for (const lang of LANGUAGES) {
      const open = await session(engine, dir, lang);
      for (const [half, questions] of HALVES) {
        const own = questions.filter((question) => question.lang === lang);
        rows.push({
          engine: engine.name,
          half,
          lang,
          total: own.length,
          ...(await score(open, own)),
        });
      }
    }
  }
  console.log('| engine | half | lang | questions | top-1 | top-3 | page in top 3 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const cell = (part: number, whole: number) => `${part} (${percent(part, whole)})`;
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.half} | ${row.lang} | ${row.total} | ${cell(row.top1, row.total)} | ${cell(row.top3, row.total)} | ${cell(row.pageTop3, row.total)} |`,
    );
  }
  for (const row of rows.filter((r) => r.engine === OURS.name && r.half === 'tuning')) {
    for (const miss of row.misses) console.log(`tuning miss, ${row.lang}: ${miss}`);
  }
}
