/**
 * Where a page lives: the language of a path, a language's home path, a page's route and its
 * Markdown twin. Every other part of the site asks these questions here (components ask for the
 * UI language through `theme/logic/useUiLanguage.ts`, which narrows Rspress's `useLang`).
 */

/** The site's languages: English at `/`, Chinese under `/zh/`. */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** A language code as one of the site's languages; anything else is the default language. */
export function languageOf(code: string | undefined): Language {
  return LANGUAGES.find((lang) => lang === code) ?? DEFAULT_LANGUAGE;
}

/**
 * The language of a site path. Rspress puts a language other than the default first, or second
 * after a version (`/zh/guide/`, `/v1/zh/`); a path without one is in the default language.
 */
export function languageOfPath(pathname: string): Language {
  const [first, second] = pathname.split('/').filter(Boolean);
  const found = [first, second].find(
    (segment) => segment !== DEFAULT_LANGUAGE && LANGUAGES.some((lang) => lang === segment),
  );
  return languageOf(found);
}

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
 * The route a file is served at, with clean URLs: `a/index.html` → `/a/`, `a/b.mdx` → `/a/b`.
 * The file is relative to a language's pages (`docs/zh`) or to the built site, whose files
 * already carry the language's folder; `lang` adds that folder to the first kind.
 */
export function routeForPage(relativeFile: string, lang: Language = DEFAULT_LANGUAGE): string {
  const tail = relativeFile
    .replace(/\\/g, '/')
    .replace(/\.(mdx?|html)$/, '')
    .replace(/(^|\/)index$/, '$1');
  const prefix = lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
  return `${prefix}/${tail}`;
}

/**
 * The Markdown twin the build writes for a route: `/a/` → `/a/index.md`, `/a` → `/a.md`. A built
 * file's path (`/a.html`), which Rspress's Markdown render gives the sidebar's links, names the
 * same twin.
 */
export function markdownTwinOf(route: string): string {
  if (route.endsWith('.html')) return `${route.slice(0, -'.html'.length)}.md`;
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The route a Markdown twin belongs to: the inverse of `markdownTwinOf`. */
export function routeOfMarkdownTwin(twin: string): string {
  return twin.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '');
}
