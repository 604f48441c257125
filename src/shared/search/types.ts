/**
 * The shapes the local search shares with hosted Algolia DocSearch (a hit's fields, and the
 * response's `results[0].hits`, `nbHits`, `queryID`), so one UI serves both backends.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/** `lvl0` is the top-nav section, `lvl1` the page title, `lvl2`… the enclosing headings. */
export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export type HeadingType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type RecordType = HeadingType | 'content';

/** One searchable unit: a heading, or one block of text under its headings. */
export interface SearchRecord {
  objectID: string;
  /** Route path, plus `#heading-id` below the page title; no origin. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Whitespace-collapsed text of a content record; `null` for heading records. */
  content: string | null;
  lang: string;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  /** HTML: the text escaped, matches wrapped in the highlight tags. */
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

export interface SnippetResult {
  /** HTML: an escaped window of the text around the first match, with ellipses. */
  value: string;
  matchLevel: MatchLevel;
}

/** Present for every level that is not `null` in the hit's hierarchy. */
export type HierarchyResults<T> = Partial<Record<HierarchyLevel, T>>;

export interface SearchHit extends SearchRecord {
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: HierarchyResults<HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: HierarchyResults<SnippetResult>; content?: SnippetResult };
}

/** One entry of the hosted response's `results`. */
export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: boolean;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID: string;
}

export interface SearchResponse {
  results: SearchResult[];
}

/** One request of the hosted multi-query call, as DocSearch sends it. */
export interface MultiSearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  /** `['hierarchy.lvl1:10', …, 'content:10']`: the number is the snippet length in words. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}
