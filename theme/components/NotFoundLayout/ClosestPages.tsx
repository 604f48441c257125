import { useI18n, usePages } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { closestPages, type SitePageLink, titlesFromLlmsTxt } from '#shared/closest-pages';
import type { UI_TEXT } from '#shared/i18n';
import { Link } from '../Link';

export interface ClosestPagesProps {
  lang: string;
  defaultLang: string;
  /** The language's home, where its `llms.txt` is. */
  home: string;
  /** Called once the pages are known, or known to be none. */
  onSettled: () => void;
}

/** Page titles by route, from the language's `llms.txt`; none if it cannot be read. */
async function pageTitles(home: string): Promise<Map<string, string>> {
  try {
    const response = await fetch(`${home}llms.txt`);
    return titlesFromLlmsTxt(response.ok ? await response.text() : '');
  } catch {
    return new Map();
  }
}

/**
 * Up to three pages of the site closest to the missing address, in the page's language, with
 * their titles. Loaded by the 404 page only, after it shows.
 */
export function ClosestPages({ lang, defaultLang, home, onSettled }: ClosestPagesProps) {
  const t = useI18n<typeof UI_TEXT>();
  const { pages } = usePages();
  const [closest, setClosest] = useState<SitePageLink[]>([]);

  useEffect(() => {
    let current = true;
    const ofLanguage = pages
      .filter((record) => record.lang === lang && !/(^|\/)404$/.test(record.routePath))
      .map((record) => ({ path: record.routePath }));
    pageTitles(home)
      .then((titles) => {
        const titled = ofLanguage.map((page) => ({ ...page, title: titles.get(page.path) }));
        if (current)
          setClosest(closestPages(window.location.pathname, titled, { lang, defaultLang }));
      })
      .finally(() => current && onSettled());
    return () => {
      current = false;
    };
  }, [pages, lang, defaultLang, home, onSettled]);

  if (closest.length === 0) return null;
  return (
    <section className="rslib-not-found__suggestions" aria-labelledby="closest-pages">
      <h2 id="closest-pages" className="rslib-not-found__suggestions-title">
        {t('notFound.suggestions')}
      </h2>
      <ul>
        {closest.map((found) => (
          <li key={found.path}>
            <Link href={found.path}>{found.title ?? found.path}</Link>
            {found.title ? <span className="rslib-not-found__path">{found.path}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
