import type { UI_TEXT } from '../i18n';
import { SITE } from '../site';

/**
 * The DocSearch modal's texts in the reader's language, from the site's one UI-text table, read
 * through `text` (Rspress's `useI18n`, whose table is already in every page's script: importing
 * UI_TEXT here would put a second copy of it there).
 */
export function docSearchTranslations(text: (key: keyof typeof UI_TEXT) => string) {
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
