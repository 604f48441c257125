import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Language } from '#shared/locale-path';
import { searchTexts } from '#shared/search/texts';

export interface Suggested {
  query: string;
  queries: string[];
}

/** DocSearch's no-results screen, while it shows `query`. */
function useNoResultsScreen(query: string | undefined): Element | null {
  const [screen, setScreen] = useState<Element | null>(null);
  useEffect(() => {
    if (query === undefined) return setScreen(null);
    const find = () => {
      const found = document.querySelector('.DocSearch-NoResults');
      const shown = found?.querySelector('.DocSearch-Title strong')?.textContent;
      setScreen(found && shown === query ? found : null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [query]);
  return screen;
}

/** Types `query` into DocSearch's box, as a reader would, so that DocSearch runs it. */
function runQuery(query: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue) return;
  setValue.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * The suggested queries of the no-results screen, in DocSearch's own markup and styles. DocSearch
 * 4.7 keeps the sections of earlier results in a shape its screen never lists, so the list is
 * ours, placed into its screen. Suggestions are text, never markup.
 */
export function NoResultsSuggestions({
  suggested,
  lang,
}: {
  suggested: Suggested | null;
  lang: Language;
}) {
  const t = searchTexts(lang);
  const screen = useNoResultsScreen(suggested?.queries.length ? suggested.query : undefined);
  if (!screen || !suggested) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List rslib-search-suggestions">
      <p className="DocSearch-Help">{t('search.suggested')}:</p>
      <ul className="DocSearch-NoResults-Prefill-List-Items">
        {suggested.queries.map((query) => (
          <li key={query}>
            <button className="DocSearch-Prefill" type="button" onClick={() => runQuery(query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>,
    screen,
  );
}
