import { DocSearchModal } from '@docsearch/react/modal';
import { useLinkNavigate } from '@rspress/core/theme-original';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { type ComponentProps, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { holdModalDialog } from '#client/modal-dialog';
import { watchSearchFailures } from '#client/search-failures';

// Re-exported so that the button's chunk, which loads this one, need not carry it.
export { focusOpenedPage } from '#client/focus-page';

import { linkNavigation, noteNavigation } from '#client/stale-build';
import type { Language } from '#shared/locale-path';
import { SEARCH_HITS_PER_PAGE } from '#shared/search/constants';
import {
  asDocSearchSearch,
  docSearchTranslations,
  groupedByPage,
  hostedRequests,
  missingResultsUrl,
  type SearchRequests,
  toDocSearchError,
} from '#shared/search/docsearch';
import { createSearchClient } from '#shared/search/engine';
import { languageFilter } from '#shared/search/hosted';
import { SEARCH_INDEX_BASE } from '#shared/search/location';
import { suggestQueries, withSectionsOf } from '#shared/search/suggestions';
import { searchTexts } from '#shared/search/texts';
import type { SearchResponse } from '#shared/search/types';
import { SITE } from '#shared/site';
import { Link } from '../Link';
import { NoResultsSuggestions, type Suggested } from './NoResultsSuggestions';
import './docsearch.css';

export interface SearchModalProps {
  lang: Language;
  initialQuery: string;
  /** `chosen`: the address of the result the reader opened, when that is what closed it. */
  onClose: (chosen?: string) => void;
}

/** Hosted DocSearch when the build was given credentials, else the site's own index. */
const HOSTED = __HOSTED_SEARCH__;

/**
 * The DocSearch modal. By default it asks the site's own index: DocSearch calls its search
 * client, and the local engine answers in the hosted response shape. With hosted credentials it
 * queries Algolia, filtered to the reader's language. Loaded on intent, never with the page.
 */
export default function SearchModal({ lang, initialQuery, onClose }: SearchModalProps) {
  const t = searchTexts(lang);
  const navigate = useLinkNavigate();
  // Watched from the first opening on, for the life of the page (`src/client/search-failures.ts`).
  const reportFailure = watchSearchFailures(window);
  const client = useMemo(
    () => (HOSTED ? null : createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang })),
    [lang],
  );
  // DocSearch 4.7 sets its error status and then resets it once the failed request settles,
  // so it would say "No results". We show its error screen ourselves while search fails.
  const [failed, setFailed] = useState(false);

  // The sections of every result list shown since the modal opened, and what the no-results
  // screen suggests for the latest query, when it found nothing. Requests are numbered as they
  // are made: an older answer arriving late suggests nothing.
  const sections = useRef<string[]>([]);
  const latest = useRef(0);
  const [suggested, setSuggested] = useState<Suggested | null>(null);
  const noteResponse = (request: number, query: string, response: SearchResponse) => {
    sections.current = withSectionsOf(sections.current, response);
    if (request !== latest.current) return;
    if (!query.trim() || (response.results[0]?.nbHits ?? 0) > 0) return;
    suggestQueries({
      query,
      sections: sections.current,
      closeWords: async (words) => (client ? client.closeWords(words) : []),
      finds: async (candidate) =>
        client
          ? ((await client.search(candidate, { hitsPerPage: 1 })).results[0]?.nbHits ?? 0) > 0
          : true,
    }).then(
      (queries) => request === latest.current && setSuggested({ query, queries }),
      () => {},
    );
  };

  // DocSearch's container is a `div` with `role="button"`: it becomes a modal dialog named in
  // the page's language, with the page behind it inert (`src/client/modal-dialog.ts`).
  const dialogLabel = t('search.dialogLabel');
  useLayoutEffect(() => {
    const container = document.querySelector<HTMLElement>('.DocSearch-Container');
    return container ? holdModalDialog(container, dialogLabel) : undefined;
  }, [dialogLabel]);

  useEffect(() => {
    // The local index is ours, not Algolia's: its modal shows no "Search by Algolia" logo.
    document.documentElement.dataset.search = HOSTED ? 'hosted' : 'local';
  }, []);

  // The error screen goes into DocSearch's result area, which may not exist yet when a failure
  // arrives (the modal is still opening): wait for it.
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!failed) return;
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [failed]);

  const errorScreen =
    failed && dropdown
      ? createPortal(
          <div className="DocSearch-ErrorScreen rslib-search-error" role="alert">
            <p className="DocSearch-Title">{t('search.errorTitle')}</p>
            <p className="DocSearch-Help">{t('search.errorHelp')}</p>
          </div>,
          dropdown,
        )
      : null;

  return createPortal(
    <>
      {errorScreen}
      <NoResultsSuggestions suggested={suggested} lang={lang} />
      <DocSearchModal
        appId={HOSTED?.appId ?? 'local'}
        apiKey={HOSTED?.apiKey ?? 'local'}
        indexName={HOSTED?.indexName ?? `rslib-docs-${lang}`}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        // DocSearch closes before it navigates; the navigation then tells the host which page
        // was chosen, so that focus moves there.
        onClose={() => onClose()}
        onAskAiToggle={() => {}}
        placeholder={t('search.placeholder')}
        translations={docSearchTranslations(t)}
        searchParameters={{
          hitsPerPage: SEARCH_HITS_PER_PAGE,
          ...(HOSTED ? { facetFilters: languageFilter(lang) } : {}),
        }}
        maxResultsPerGroup={SEARCH_HITS_PER_PAGE}
        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        // Both backends go through here, so a failure shows the error screen either way.
        transformSearchClient={(hosted) => {
          const ask: SearchRequests = client
            ? (params) => client.searchRequests(params)
            : hostedRequests(hosted);
          return {
            ...hosted,
            search: asDocSearchSearch((params) => {
              const request = ++latest.current;
              return ask(params).then(
                (response) => {
                  setFailed(false);
                  noteResponse(request, params.requests[0]?.query ?? '', response);
                  return groupedByPage(response);
                },
                async (error: unknown) => {
                  // The page is being left: nobody waits for the answer, so it never settles.
                  if (!(await reportFailure(error))) return new Promise<never>(() => {});
                  setFailed(true);
                  throw toDocSearchError(error);
                },
              );
            }),
          };
        }}
        navigator={{
          navigate: ({ itemUrl }) => {
            const href = itemUrl.replace(SITE.origin, '');
            noteNavigation(linkNavigation({ href }, window.location.href));
            navigate(href);
            onClose(href);
          },
        }}
        hitComponent={({ hit, children, ...rest }) => {
          const href = hit.url.replace(SITE.origin, '');
          // The result's option role, id, selection and handlers, which the patched DocSearch
          // hands here instead of putting them on its `li`: a link inside an option is an
          // interactive control nested in another, so the link itself is the option.
          const { onClick: choose, ...option } = (rest as { itemProps?: ComponentProps<'a'> })
            .itemProps ?? { onClick: undefined };
          return (
            <Link
              {...option}
              href={href}
              onClick={(event) => {
                // A click that opens a new tab or window leaves this page and the dialog as they are.
                const elsewhere = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
                if (!elsewhere && event.button === 0) onClose(href);
                choose?.(event);
              }}
            >
              {children}
            </Link>
          );
        }}
      />
    </>,
    document.body,
  );
}
