/** Where the site's language and version prefixes go in a path. */

export interface PathContext {
  lang: string;
  defaultLang: string;
  version?: string;
  defaultVersion?: string;
}

/** The home page of a language and version: `/`, `/zh/`, `/v2/zh/`. */
export function homePath({
  lang,
  defaultLang,
  version = '',
  defaultVersion = '',
}: PathContext): string {
  let path = '/';
  if (version && version !== defaultVersion) path += `${version}/`;
  if (lang && lang !== defaultLang) path += `${lang}/`;
  return path;
}

/**
 * The path without the default language's segment, for a path that carries it
 * (`/en/guide/x` → `/guide/x`, `/en` → `/`); `null` when there is nothing to strip.
 */
export function withoutDefaultLangSegment(pathname: string, defaultLang: string): string | null {
  const segment = `/${defaultLang}`;
  if (pathname === segment || pathname === `${segment}/`) return '/';
  if (pathname.startsWith(`${segment}/`)) return pathname.slice(segment.length);
  return null;
}

/** The UI language for a path: Chinese when a path segment is `zh`, else English. */
export function uiLanguageOf(pathname: string): 'en' | 'zh' {
  return pathname.split('/').includes('zh') ? 'zh' : 'en';
}
