import { useI18n, usePageData, usePages } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import type { SitePageLink } from '../../../src/closest-pages';
import type { UI_TEXT } from '../../../src/i18n';
import { homePath, withoutDefaultLangSegment } from '../../../src/locale-path';
import { MAIN_CONTENT_ID } from '../SkipLink';
import './index.css';

/**
 * The pages closest to the address, with their titles from the language's `llms.txt` (without
 * them if it cannot be read). The ranking and the file load only on a 404 page, after it shows.
 */
async function findClosestPages(
  pages: readonly SitePageLink[],
  context: { lang: string; defaultLang: string; home: string },
): Promise<SitePageLink[]> {
  const { closestPages, titlesFromLlmsTxt } = await import('../../../src/closest-pages');
  const titles = await fetch(`${context.home}llms.txt`)
    .then((response) => (response.ok ? response.text() : ''))
    .then(titlesFromLlmsTxt, () => new Map<string, string>());
  const titled = pages.map((page) => ({ ...page, title: titles.get(page.path) }));
  return closestPages(window.location.pathname, titled, context);
}

/**
 * The page for an unknown path: '404', 'PAGE NOT FOUND', up to three pages of the site closest
 * to the address, and a link home, in the page's language.
 * A path under the default language's segment (`/en/…`) is sent to the same path without it;
 * this runs after hydration, so the served HTML and the first render always agree.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const { pages } = usePages();
  const t = useI18n<typeof UI_TEXT>();
  const [closest, setClosest] = useState<SitePageLink[]>([]);
  // Busy until the closest pages are known (or known to be none).
  const [looking, setLooking] = useState(true);

  const home = homePath({
    lang: page.lang,
    defaultLang: siteData.lang,
    version: page.version,
    defaultVersion: siteData.multiVersion.default,
  });

  useEffect(() => {
    const target = withoutDefaultLangSegment(window.location.pathname, siteData.lang);
    if (target !== null) {
      window.location.replace(`${target}${window.location.search}${window.location.hash}`);
      return;
    }
    let current = true;
    const ofLanguage = pages
      .filter((record) => record.lang === page.lang && !/(^|\/)404$/.test(record.routePath))
      .map((record) => ({ path: record.routePath }));
    findClosestPages(ofLanguage, { lang: page.lang, defaultLang: siteData.lang, home })
      .then(
        (found) => current && setClosest(found),
        () => {},
      )
      .finally(() => current && setLooking(false));
    return () => {
      current = false;
    };
  }, [siteData.lang, page.lang, pages, home]);

  return (
    <main id={MAIN_CONTENT_ID} className="rslib-not-found" aria-busy={looking}>
      <p className="rslib-not-found__code rslib-gradient-text" aria-hidden="true">
        404
      </p>
      <h1 className="rslib-not-found__title">
        <span className="rslib-visually-hidden">404 </span>
        {t('notFoundText')}
      </h1>
      {closest.length > 0 ? (
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
      ) : null}
      <Link className="rslib-not-found__home" href={home}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
