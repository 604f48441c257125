import { useI18n, usePageData } from '@rspress/core/runtime';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { homePath } from '#shared/locale-path';
import { Link } from '../Link';
import { MAIN_CONTENT_ID } from '../SkipLink';
import type { ClosestPagesProps } from './ClosestPages';
import './index.css';

/**
 * The page for an unknown path: '404', 'PAGE NOT FOUND', up to three pages of the site closest
 * to the address, and a link home, in the page's language. The closest pages are a chunk of
 * their own, loaded after the page shows, so no other page's first load carries them.
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const [ClosestPages, setClosestPages] = useState<ComponentType<ClosestPagesProps> | null>(null);
  // Busy until the closest pages are known (or known to be none).
  const [looking, setLooking] = useState(true);
  const settled = useCallback(() => setLooking(false), []);

  const home = homePath({
    lang: page.lang,
    defaultLang: siteData.lang,
    version: page.version,
    defaultVersion: siteData.multiVersion.default,
  });

  useEffect(() => {
    let current = true;
    import('./ClosestPages').then(
      (module) => current && setClosestPages(() => module.ClosestPages),
      () => current && setLooking(false),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <main id={MAIN_CONTENT_ID} className="rslib-not-found" aria-busy={looking}>
      <p className="rslib-not-found__code rslib-gradient-text" aria-hidden="true">
        404
      </p>
      <h1 className="rslib-not-found__title">
        <span className="rslib-visually-hidden">404 </span>
        {t('notFoundText')}
      </h1>
      {ClosestPages ? (
        <ClosestPages
          lang={page.lang}
          defaultLang={siteData.lang}
          home={home}
          onSettled={settled}
        />
      ) : null}
      <Link className="rslib-not-found__home" href={home}>
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
