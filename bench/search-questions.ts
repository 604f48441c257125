/**
 * The real-question set (`tests/search/questions.ts`) through each engine over this site's
 * records (`pnpm bench:search --questions [--dir doc_build]`): top-1 and top-3 per half (tuning,
 * held-out) and language. The rule for replacing our engine is judged on the held-out half.
 */
import { collectSiteRecords } from '#node/search/records';
import { LANGUAGES } from '#shared/locale-path';
import { answerRank, QUESTION_HALVES, type Question } from '../tests/search/questions';
import { type Engine, type EngineSession, MINISEARCH, OURS } from './search-engines';
import { PAGEFIND } from './search-pagefind';

const ENGINES: Engine[] = [OURS, MINISEARCH, PAGEFIND];
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
  const misses: string[] = [];
  for (const question of questions) {
    const urls = await open.search(question.query);
    const rank = answerRank(question, urls);
    if (rank === 1) top1 += 1;
    if (rank > 0) top3 += 1;
    else misses.push(`"${question.query}": got ${urls.slice(0, 3).join(', ') || 'nothing'}`);
  }
  return { top1, top3, misses };
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
  console.log('| engine | half | lang | questions | top-1 | top-3 |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.engine} | ${row.half} | ${row.lang} | ${row.total} | ${row.top1} (${percent(row.top1, row.total)}) | ${row.top3} (${percent(row.top3, row.total)}) |`,
    );
  }
  for (const row of rows.filter((r) => r.engine === OURS.name && r.half === 'tuning')) {
    for (const miss of row.misses) console.log(`tuning miss, ${row.lang}: ${miss}`);
  }
}
