import { DocSearchModal } from '@docsearch/react/modal';
import { useI18n } from '@rspress/core/runtime';
import { Link, useLinkNavigate } from '@rspress/core/theme-original';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { UI_TEXT } from '../../../src/i18n';
import { SEARCH_HITS_PER_PAGE } from '../../../src/search/constants';
import {
  docSearchTranslations,
  isSearchFailure,
  missingResultsUrl,
  toDocSearchError,
} from '../../../src/search/docsearch';
import { createSearchClient } from '../../../src/search/engine';
import { SEARCH_INDEX_BASE } from '../../../src/search/location';
import './docsearch.css';

export interface LocalDocSearchProps {
  lang: 'en' | 'zh';
  initialQuery: string;
  onClose: () => void;
}

let warned = false;
/** One clear warning per visit when the index cannot be loaded, however many keys are typed. */
function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(`Search is unavailable: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * The DocSearch modal over the site's own index: DocSearch asks its search client, and we answer
 * from the local engine in the hosted response shape. Loaded on intent, never with the page.
 */
export default function LocalDocSearch({ lang, initialQuery, onClose }: LocalDocSearchProps) {
  const t = useI18n<typeof UI_TEXT>();
  const navigate = useLinkNavigate();
  const client = useMemo(() => createSearchClient({ baseUrl: SEARCH_INDEX_BASE, lang }), [lang]);
  // DocSearch 4.7 sets its error status and then resets it once the failed request settles,
  // so it would say "No results". We show its error screen ourselves while the index fails.
  const [failed, setFailed] = useState(false);

  // DocSearch shows its error screen, then rethrows; the warning above has said what happened.
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isSearchFailure(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => window.removeEventListener('unhandledrejection', onRejection);
  }, []);

  const dropdown = failed ? document.querySelector('.DocSearch-Dropdown') : null;
  return createPortal(
    <>
      {dropdown
        ? createPortal(
            <div className="DocSearch-ErrorScreen rslib-search-error" role="alert">
              <p className="DocSearch-Title">{t('search.errorTitle')}</p>
              <p className="DocSearch-Help">{t('search.errorHelp')}</p>
            </div>,
            dropdown,
          )
        : null}
      <DocSearchModal
        appId="local"
        apiKey="local"
        indexName={`rslib-docs-${lang}`}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        onAskAiToggle={() => {}}
        placeholder={t('search.placeholder')}
        translations={docSearchTranslations(lang)}
        searchParameters={{ hitsPerPage: SEARCH_HITS_PER_PAGE }}
        maxResultsPerGroup={SEARCH_HITS_PER_PAGE}
        getMissingResultsUrl={({ query }) => missingResultsUrl(query)}
        // DocSearch only calls `search({ requests })`; the local client answers it.
        transformSearchClient={(hosted) => ({
          ...hosted,
          search: ((params: Parameters<typeof client.searchRequests>[0]) =>
            client.searchRequests(params).then(
              (response) => {
                setFailed(false);
                return response;
              },
              (error: unknown) => {
                warnOnce(error);
                setFailed(true);
                throw toDocSearchError(error);
              },
            )) as unknown as typeof hosted.search,
        })}
        navigator={{
          navigate: ({ itemUrl }) => {
            navigate(itemUrl);
          },
        }}
        hitComponent={({ hit, children }) => <Link href={hit.url}>{children}</Link>}
      />
    </>,
    document.body,
  );
}
