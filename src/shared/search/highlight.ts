/**
 * Highlights and snippets in the hosted service's form: HTML strings in which everything is
 * escaped except the caller's highlight tags, so neither a query nor page text can inject
 * markup into the results list (DocSearch renders these with `dangerouslySetInnerHTML`).
 */
import { CJK_CHARS_PER_SNIPPET_WORD } from './constants';
import { foldText, scanRuns, tokenize } from './tokenize';
import type { HighlightResult, MatchLevel, SnippetResult } from './types';

/** A query term as the highlighter looks for it. */
export interface MatchTerm {
  term: string;
  prefix: boolean;
  /** The index terms it matched despite a typo: marked as the word in the text is spelt. */
  alternatives: string[];
}

export interface HighlightTags {
  preTag: string;
  postTag: string;
  ellipsis: string;
}

interface Range {
  start: number;
  end: number;
}

/** What a query matched in one text, in positions of the original text. */
interface TextMatches {
  ranges: Range[];
  matchedWords: string[];
  matchLevel: MatchLevel;
  /** Snippet units: Latin words and identifiers, and single Han/kana characters. */
  units: (Range & { weight: number })[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function findMatches(text: string, terms: readonly MatchTerm[]): TextMatches {
  const folded = foldText(text);
  const found: Range[] = [];
  const matched = new Set<string>();
  for (const token of tokenize(folded)) {
    for (const { term, prefix, alternatives } of terms) {
      const exact = token.term === term || alternatives.includes(token.term);
      if (!exact && !(prefix && token.term.startsWith(term))) continue;
      matched.add(term);
      const end = exact ? token.end : token.start + term.length;
      found.push({
        start: folded.sourceStart[token.start] ?? 0,
        end: folded.sourceEnd[end - 1] ?? 0,
      });
    }
  }
  // Overlapping matches (a word and its camelCase piece, adjacent Chinese pairs) become one.
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const ranges: Range[] = [];
  for (const range of found) {
    const last = ranges.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else ranges.push({ ...range });
  }
  const units: TextMatches['units'] = [];
  for (const run of scanRuns(folded.text)) {
    const spans = run.kind === 'latin' ? [run] : run.chars;
    const weight = run.kind === 'latin' ? 1 : 1 / CJK_CHARS_PER_SNIPPET_WORD;
    for (const span of spans) {
      const start = folded.sourceStart[span.start] ?? 0;
      units.push({ start, end: folded.sourceEnd[span.end - 1] ?? start, weight });
    }
  }
  const matchedWords = terms.map(({ term }) => term).filter((term) => matched.has(term));
  const matchLevel: MatchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { ranges, matchedWords, matchLevel, units };
}

/** `text[from, to)` escaped, with the ranges inside it wrapped in the tags. */
function render(
  text: string,
  ranges: readonly Range[],
  from: number,
  to: number,
  tags: HighlightTags,
) {
  const out: string[] = [];
  let position = from;
  for (const range of ranges) {
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    if (end <= start) continue;
    out.push(escapeHtml(text.slice(position, start)), tags.preTag);
    out.push(escapeHtml(text.slice(start, end)), tags.postTag);
    position = end;
  }
  out.push(escapeHtml(text.slice(position, to)));
  return out.join('');
}

/**
 * The highlighted text, and a snippet: a window of about `words` words around the first
 * match (a third of them before it), with the ellipsis where text was cut; the start of
 * the text when nothing matched.
 */
export function highlightAttribute(
  text: string,
  terms: readonly MatchTerm[],
  words: number,
  tags: HighlightTags,
): { highlight: HighlightResult; snippet: SnippetResult } {
  const { ranges, matchedWords, matchLevel, units } = findMatches(text, terms);
  const highlight = { value: render(text, ranges, 0, text.length, tags), matchLevel, matchedWords };
  if (units.length === 0) return { highlight, snippet: { value: highlight.value, matchLevel } };
  const weight = (index: number) => units[index]?.weight ?? 1;
  const first = ranges[0];
  const matchUnit = first
    ? Math.max(
        0,
        units.findIndex((unit) => unit.end > first.start),
      )
    : 0;
  const budget = Math.max(1, words);
  const before = Math.floor((budget - 1) / 3);
  let from = matchUnit;
  let to = matchUnit;
  let used = weight(matchUnit);
  let usedBefore = 0;
  while (from > 0 && usedBefore + weight(from - 1) <= before) {
    from -= 1;
    usedBefore += weight(from);
    used += weight(from);
  }
  while (to + 1 < units.length && used + weight(to + 1) <= budget) {
    to += 1;
    used += weight(to);
  }
  // Near the end of the text, spend what is left on words before the match.
  while (from > 0 && used + weight(from - 1) <= budget) {
    from -= 1;
    used += weight(from);
  }
  const start = from === 0 ? 0 : (units[from]?.start ?? 0);
  const end = to === units.length - 1 ? text.length : (units[to]?.end ?? text.length);
  const ellipsis = escapeHtml(tags.ellipsis);
  const value = render(text, ranges, start, end, tags);
  return {
    highlight,
    snippet: {
      value: `${start > 0 ? ellipsis : ''}${value}${end < text.length ? ellipsis : ''}`,
      matchLevel,
    },
  };
}
