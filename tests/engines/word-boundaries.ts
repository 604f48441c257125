/**
 * Chinese search with the word boundaries of the reader's engine. The query side of the search
 * runs in the browser, where `Intl.Segmenter`'s dictionary says which pairs of characters in a
 * Chinese query straddle two words and so count for less (`tokenize.ts`). Chromium shares ICU's
 * dictionary with Node, where the relevance set and the real questions are measured; Firefox and
 * WebKit ship their own. This asks the engine for the boundaries of every Chinese run those
 * queries hold, then ranks the queries with them in Node, over the built index.
 */
import { vi } from 'vitest';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { pageRank, QUESTION_HALVES } from '../search/questions';
import { RELEVANCE_SET, relevanceMisses } from '../search/relevance';
import { fetchFromBuild } from '../support/built-index';
import type { Session } from './session';

const SITE_DIR = process.env.E2E_SITE_DIR ?? 'doc_build';
const CASES = RELEVANCE_SET.filter((relevanceCase) => relevanceCase.lang === 'zh');
const QUESTIONS = QUESTION_HALVES.tuning.filter((question) => question.lang === 'zh');

/** Where a segmenter starts each word of `text`. */
type WordStarts = (text: string) => number[];

export interface ChineseRanking {
  /** The Chinese relevance cases whose page left the top 3. */
  misses: string[];
  /** Tuning questions whose page is in the top 3. */
  found: number;
}

/**
 * Ranks the Chinese queries with `Intl.Segmenter` replaced by `wordStarts`: the engine's modules
 * are loaded again, as the tokenizer makes its segmenter when it loads.
 */
async function rankWith(wordStarts: WordStarts): Promise<ChineseRanking> {
  const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
  class Replayed {
    segment(text: string) {
      return wordStarts(text).map((index) => ({ index }));
    }
  }
  Object.defineProperty(Intl, 'Segmenter', { value: Replayed, configurable: true, writable: true });
  vi.resetModules();
  try {
    const { createSearchClient } = await import('#shared/search/engine');
    const client = createSearchClient({
      baseUrl: SEARCH_INDEX_BASE,
      lang: 'zh',
      fetch: fetchFromBuild(SITE_DIR),
    });
    const search = async (query: string) =>
      ((await client.search(query)).results[0]?.hits ?? []).map((hit) => hit.url);
    const misses = await relevanceMisses((_, query) => search(query), CASES);
    let found = 0;
    for (const question of QUESTIONS)
      if (pageRank(question, await search(question.query)) > 0) found += 1;
    return { misses, found };
  } finally {
    if (original) Object.defineProperty(Intl, 'Segmenter', original);
    vi.resetModules();
  }
}

/** Node's ranking, and the engine's with the boundaries its own segmenter gives each run. */
export async function chineseRanking(
  session: Session,
): Promise<{ node: ChineseRanking; engine: ChineseRanking }> {
  const icu = new Intl.Segmenter('zh', { granularity: 'word' });
  const runs = new Set<string>();
  const node = await rankWith((text) => {
    runs.add(text);
    return [...icu.segment(text)].map(({ index }) => index);
  });
  const texts = [...runs];
  // No run asked for boundaries: the tokenizer kept a segmenter made before the replacement.
  if (texts.length === 0) throw new Error('the tokenizer did not use the replaced Intl.Segmenter');
  const starts = await session.evaluate((all: string[]) => {
    const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
    return all.map((text) => [...segmenter.segment(text)].map(({ index }) => index));
  }, texts);
  const byText = new Map(texts.map((text, index) => [text, starts[index] ?? []]));
  const engine = await rankWith((text) => {
    const known = byText.get(text);
    if (!known) throw new Error(`${session.engine} was not asked for the words of "${text}"`);
    return known;
  });
  return { node, engine };
}
