/**
 * The queries the no-results screen suggests (up to 3): the sections DocSearch groups
 * earlier results under, and, where those run short, the query with a word replaced by the
 * closest word the index holds. Each suggestion is checked to find something before it is shown.
 * Suggestions are plain text; the modal renders them as text, never as markup.
 */
import { editDistance } from './edit-distance';
import type { SearchResponse } from './types';

export const MAX_SUGGESTED_QUERIES = 3;

/** Candidates checked against the index per no-results screen, at most. */
const MAX_CHECKED_CANDIDATES = 12;

/** Index words proposed per query word, at most. */
const MAX_CLOSE_WORDS = 4;

/** Shortest index word that counts as the start of a longer typed word (`format` in `formatz`). */
const MIN_PREFIX_WORD_CHARS = 4;

/**
 * The sections (top-nav sections, DocSearch's group titles) of a response's hits, added to those
 * already seen, first seen first.
 */
export function withSectionsOf(seen: readonly string[], response: SearchResponse): string[] {
  const sections = [...seen];
  for (const result of response.results) {
    for (const hit of result.hits) {
      const section = hit.hierarchy?.lvl0?.trim();
      if (section && !sections.includes(section)) sections.push(section);
    }
  }
  return sections;
}

/** Edits allowed between a typed word of `length` letters and an index word. */
function editBudget(length: number): number {
  if (length <= 4) return 1;
  return length <= 7 ? 2 : 3;
}

/** Which word lengths `closestWords` reads for `word`. */
export function lengthsToRead(word: string): number[] {
  const budget = editBudget(word.length);
  const lengths: number[] = [];
  for (let length = MIN_PREFIX_WORD_CHARS; length <= word.length + budget; length++)
    lengths.push(length);
  return lengths;
}

/**
 * The index words closest to a typed word, closest first: within a few edits, or the longest
 * index word the typed one starts with (the reader typed on past a word). `wordsOfLength` gives
 * the index's words of one length.
 */
export function closestWords(
  word: string,
  wordsOfLength: (length: number) => readonly string[],
): string[] {
  const budget = editBudget(word.length);
  const found: { word: string; cost: number }[] = [];
  for (const length of lengthsToRead(word)) {
    for (const candidate of wordsOfLength(length)) {
      if (candidate === word) continue;
      const edits =
        Math.abs(length - word.length) <= budget
          ? editDistance(word, candidate, budget)
          : Number.POSITIVE_INFINITY;
      // Typing on past a word costs half an edit per extra letter.
      const typedOn =
        length < word.length && word.startsWith(candidate)
          ? (word.length - length) / 2
          : Number.POSITIVE_INFINITY;
      const cost = Math.min(edits <= budget ? edits : Number.POSITIVE_INFINITY, typedOn);
      if (Number.isFinite(cost)) found.push({ word: candidate, cost });
    }
  }
  found.sort(
    (a, b) => a.cost - b.cost || b.word.length - a.word.length || (a.word < b.word ? -1 : 1),
  );
  return found.slice(0, MAX_CLOSE_WORDS).map((entry) => entry.word);
}

export interface SuggestionSources {
  /** The query that found nothing. */
  query: string;
  /** Sections of earlier results, first seen first (`withSectionsOf`). */
  sections: readonly string[];
  /** The query's words, each with the index words closest to it. */
  closeWords(query: string): Promise<{ word: string; closest: string[] }[]>;
  /** Whether a query finds something. */
  finds(query: string): Promise<boolean>;
}

/**
 * Up to `MAX_SUGGESTED_QUERIES` queries that find something: the sections of earlier results
 * first, then the query with one word replaced by a close index word (the last word first),
 * then those words alone.
 */
export async function suggestQueries(sources: SuggestionSources): Promise<string[]> {
  const query = sources.query.trim().toLowerCase();
  const candidates: string[] = [...sources.sections];
  if (query) {
    const words = await sources.closeWords(query);
    const typed = words.map((entry) => entry.word);
    for (let index = words.length - 1; index >= 0; index--) {
      for (const close of words[index]?.closest ?? []) {
        const replaced = typed.map((word, k) => (k === index ? close : word)).join(' ');
        candidates.push(replaced);
      }
    }
    for (const entry of [...words].reverse()) candidates.push(...entry.closest);
  }
  const suggestions: string[] = [];
  const checked = new Set<string>();
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (suggestions.length >= MAX_SUGGESTED_QUERIES || checked.size >= MAX_CHECKED_CANDIDATES)
      break;
    if (checked.has(key) || key === query) continue;
    checked.add(key);
    if (await sources.finds(candidate)) suggestions.push(candidate);
  }
  return suggestions;
}
