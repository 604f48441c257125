import { UI_TEXT } from '../i18n';
import { SITE } from '../site';

type Lang = 'en' | 'zh';
const text = (key: keyof typeof UI_TEXT, lang: Lang): string => UI_TEXT[key][lang];

/** The DocSearch modal's texts in the reader's language, from the site's one UI-text table. */
export function docSearchTranslations(lang: Lang) {
  return {
    searchBox: {
      placeholderText: text('search.placeholder', lang),
      searchInputLabel: text('search.inputLabel', lang),
      clearButtonTitle: text('search.clear', lang),
      clearButtonAriaLabel: text('search.clear', lang),
      closeButtonText: text('search.close', lang),
      closeButtonAriaLabel: text('search.closeLabel', lang),
    },
    startScreen: {
      recentSearchesTitle: text('search.recent', lang),
      noRecentSearchesText: text('search.noRecent', lang),
      saveRecentSearchButtonTitle: text('search.saveRecent', lang),
      removeRecentSearchButtonTitle: text('search.removeRecent', lang),
      favoriteSearchesTitle: text('search.favorites', lang),
      removeFavoriteSearchButtonTitle: text('search.removeFavorite', lang),
    },
    errorScreen: {
      titleText: text('search.errorTitle', lang),
      helpText: text('search.errorHelp', lang),
    },
    noResultsScreen: {
      noResultsText: text('search.noResults', lang),
      suggestedQueryText: text('search.suggested', lang),
      reportMissingResultsText: text('search.reportMissing', lang),
      reportMissingResultsLinkText: text('search.reportMissingLink', lang),
    },
    footer: {
      selectText: text('search.select', lang),
      navigateText: text('search.navigate', lang),
      closeText: text('search.closeKey', lang),
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
