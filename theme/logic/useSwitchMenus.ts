import { removeBase, useLocation, usePage, useSite, useVersion } from '@rspress/core/runtime';
import { useSyncExternalStore } from 'react';
import { languageSwitchPath, type SwitchContext, versionSwitchPath } from '#shared/nav-links';

export interface SwitchItem {
  text: string;
  /** Empty for the current one, which links nowhere. */
  link: string;
  lang?: string;
}

export interface SwitchMenu {
  items: SwitchItem[];
  activeValue: string;
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The address's anchor. The router's location misses the anchors a reader reaches through a
 * heading's own link, which the browser follows without it; the server page has none.
 */
function useHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

function useSwitchContext(): SwitchContext & { site: ReturnType<typeof useSite>['site'] } {
  const { page } = usePage();
  const { site } = useSite();
  const version = useVersion();
  const { pathname, search } = useLocation();
  const hash = useHash();
  return {
    site,
    pathname: removeBase(pathname),
    search,
    hash,
    lang: page.lang,
    defaultLang: site.lang || '',
    version,
    defaultVersion: site.multiVersion.default || '',
    isNotFound: page.pageType === '404',
  };
}

/** The language menu: each locale, linking to this page in that language (src/shared/nav-links.ts). */
export function useLanguageMenu(): SwitchMenu {
  const { site, ...context } = useSwitchContext();
  const locales = site.locales ?? [];
  if (locales.length < 2) return { items: [], activeValue: '' };
  return {
    items: locales.map(({ lang, label }) => ({
      text: label,
      lang,
      link: lang === context.lang ? '' : languageSwitchPath(context, lang),
    })),
    activeValue: locales.find(({ lang }) => lang === context.lang)?.label ?? '',
  };
}

/** The version menu: each version, linking to this page in that version. */
export function useVersionMenu(): SwitchMenu {
  const { site, ...context } = useSwitchContext();
  const versions = site.multiVersion.versions ?? [];
  if (versions.length < 2) return { items: [], activeValue: '' };
  return {
    items: versions.map((version) => ({
      text: version,
      link: version === context.version ? '' : versionSwitchPath(context, version),
    })),
    activeValue: context.version ?? '',
  };
}
