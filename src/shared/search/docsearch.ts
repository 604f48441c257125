import type { DocSearchTransformClient } from '@docsearch/react';
import { SITE } from '../site';
import type { SearchTextKey } from './texts';
import type { MultiSearchRequest, SearchHit, SearchResponse } from './types';

/** DocSearch's search call, typed as algoliasearch's `LiteClient.search`. */
type DocSearchSearch = DocSearchTransformClient['search'];

/**
 * The search call as the site reads it: DocSearch sends `{ requests }` (one request for the
 * modal's query), and the answer has the shape `types.ts` describes, from the local engine and
 * from the hosted service alike.
 */
export type SearchRequests = (params: {
  requests: MultiSearchRequest[];
}) => Promise<SearchResponse>;

/**
 * The hosted client's search call, read as ours. DocSearch types it as algoliasearch does: a
 * union of the current and legacy request shapes and a response generic over every Algolia
 * feature. The modal sends only the first shape and reads only what `types.ts` holds, so the two
 * views are the same objects at run time; the casts between them live here and in
 * `asDocSearchSearch`, nowhere else.
 */
export function hostedRequests(hosted: DocSearchTransformClient): SearchRequests {
  return (params) =>
    hosted.search(params as Parameters<DocSearchSearch>[0]) as unknown as Promise<SearchResponse>;
}

/** A search call of ours, handed to DocSearch as its client's (see `hostedRequests`). */
export function asDocSearchSearch(search: SearchRequests): DocSearchSearch {
  return search as unknown as DocSearchSearch;
}

/** The DocSearch modal's texts, read through `text` in the reader's language (`searchTexts`). */
export function docSearchTranslations(text: (key: SearchTextKey) => string) {
  return {
    searchBox: {
      placeholderText: text('search.placeholder'),
      searchInputLabel: text('search.inputLabel'),
      clearButtonTitle: text('search.clear'),
      clearButtonAriaLabel: text('search.clear'),
      closeButtonText: text('search.close'),
      closeButtonAriaLabel: text('search.closeLabel'),
    },
    startScreen: {
      recentSearchesTitle: text('search.recent'),
      noRecentSearchesText: text('search.noRecent'),
      saveRecentSearchButtonTitle: text('search.saveRecent'),
      removeRecentSearchButtonTitle: text('search.removeRecent'),
      favoriteSearchesTitle: text('search.favorites'),
      removeFavoriteSearchButtonTitle: text('search.removeFavorite'),
    },
    errorScreen: {
      titleText: text('search.errorTitle'),
      helpText: text('search.errorHelp'),
    },
    noResultsScreen: {
      noResultsText: text('search.noResults'),
      suggestedQueryText: text('search.suggested'),
      reportMissingResultsText: text('search.reportMissing'),
      reportMissingResultsLinkText: text('search.reportMissingLink'),
    },
    footer: {
      selectText: text('search.select'),
      navigateText: text('search.navigate'),
      closeText: text('search.closeKey'),
    },
  };
}

/** Where a reader reports a query that should have found something: a new issue, prefilled. */
export function missingResultsUrl(query: string): string {
  const title = `[Docs] Search finds nothing for "${query.slice(0, 100)}"`;
  return `${SITE.repository}/issues/new?${new URLSearchParams({ title, labels: 'documentation' })}`;
}

const LOCAL_SEARCH_FAILURE = Symbol.for('rslib-docs.search-failure');

/**
 * A search failure as DocSearch understands it: it shows its error screen only for errors named
 * `RetryError` (the hosted client's name when no host answers). Marked, so that the rejection
 * DocSearch rethrows can be recognised and kept out of the console (see isSearchFailure).
 */
export function toDocSearchError(error: unknown): Error {
  const failure = new Error(error instanceof Error ? error.message : String(error), {
    cause: error,
  });
  failure.name = 'RetryError';
  Object.defineProperty(failure, LOCAL_SEARCH_FAILURE, { value: true });
  return failure;
}

export function isSearchFailure(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && LOCAL_SEARCH_FAILURE in reason;
}

/**
 * A response as the modal shows it best: grouped by page. DocSearch groups hits by their
 * `hierarchy.lvl0` first (the top-nav section: Guide, Config, Blog), each group where its first
 * hit ranks, and by page title within a group; so a Config page ranked second showed after every
 * Guide hit, however weak. With each hit's group title set to its page title, the groups are the
 * pages, in the order of their best hits, as the engine ranks them (`rank.ts`). A hit without a
 * page title keeps its group.
 */
export function groupedByPage(response: SearchResponse): SearchResponse {
  const byPage = (hit: SearchHit): SearchHit => {
    const title = hit.hierarchy?.lvl1;
    if (!title) return hit;
    // DocSearch reads the group title from the highlighted `lvl0` when there is one, and shows
    // it as text: the plain title, not markup.
    const highlighted = hit._highlightResult?.hierarchy;
    return {
      ...hit,
      hierarchy: { ...hit.hierarchy, lvl0: title },
      ...(highlighted && {
        _highlightResult: {
          ...hit._highlightResult,
          hierarchy: {
            ...highlighted,
            lvl0: { value: title, matchLevel: 'none', matchedWords: [] },
          },
        },
      }),
    };
  };
  return {
    ...response,
    results: response.results.map((result) => ({ ...result, hits: result.hits.map(byPage) })),
  };
}
