import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { homePath, withoutDefaultLangSegment } from '../../../src/locale-path';
import './index.css';

/**
 * The page for an unknown path: '404', 'PAGE NOT FOUND' and a link home in the page's language.
 * A path under the default language's segment (`/en/…`) is sent to the same path without it;
 * this runs after hydration, so the served HTML and the first render always agree.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();

  useEffect(() => {
    const target = withoutDefaultLangSegment(window.location.pathname, siteData.lang);
    if (target !== null)
      window.location.replace(`${target}${window.location.search}${window.location.hash}`);
  }, [siteData.lang]);

  const home = homePath({
    lang: page.lang,
    defaultLang: siteData.lang,
    version: page.version,
    defaultVersion: siteData.multiVersion.default,
  });

  return (
    <main className="rslib-not-found">
      <p className="rslib-not-found__code rslib-gradient-text" aria-hidden="true">
        404
      </p>
      <h1 className="rslib-not-found__title">
        <span className="rslib-visually-hidden">404 </span>
        {t('notFoundText')}
      </h1>
      <Link className="rslib-not-found__home" href={home}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
