/**
 * Where the language and version menus point: the same page in the other language or version,
 * written the way the site's canonical URLs are (a folder index keeps its trailing slash, a
 * language's home is `/zh/`, not `/zh/index`), so the host never answers with a redirect.
 */

export interface SwitchContext {
  /** The path without the site's base, for example `/zh/config/` or `/guide/start/quick-start`. */
  pathname: string;
  /** The query string, kept as it is (`?sidebar=0`). */
  search?: string;
  /**
   * The anchor, kept as it is (`#create-a-project`): pages carry the same heading ids in every
   * language, so the reader stays at the same section. A not-found page's twin has none.
   */
  hash?: string;
  lang: string;
  defaultLang: string;
  version?: string;
  defaultVersion?: string;
  /** A not-found page has no twin: the menus lead to the other language's (or version's) home. */
  isNotFound?: boolean;
}

interface Parts {
  version: string;
  lang: string;
  rest: string[];
  folder: boolean;
}

function splitPath(context: SwitchContext): Parts {
  const { pathname, lang, defaultLang, version = '', defaultVersion = '' } = context;
  const segments = context.isNotFound ? [] : pathname.split('/').filter(Boolean);
  if (version && version !== defaultVersion && segments[0] === version) segments.shift();
  if (lang && lang !== defaultLang && segments[0] === lang) segments.shift();
  const last = segments.at(-1);
  // `/config/index` and `/config/` are the same page; the canonical form is the folder's.
  if (last === 'index' || last === 'index.html') segments.pop();
  const folder = pathname.endsWith('/') || last === 'index' || last === 'index.html';
  return { version, lang, rest: segments, folder };
}

function joinPath(version: string, lang: string, rest: string[], folder: boolean): string {
  const segments = [version, lang, ...rest].filter(Boolean);
  if (segments.length === 0) return '/';
  const trailing = folder || rest.length === 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/** The current page in `target` language, at the same section and with the same query. */
export function languageSwitchPath(context: SwitchContext, target: string): string {
  const { rest, folder } = splitPath(context);
  const { version = '', defaultVersion = '', defaultLang } = context;
  const versionPart = version !== defaultVersion ? version : '';
  const langPart = target !== defaultLang ? target : '';
  return joinPath(versionPart, langPart, rest, folder) + placeIn(context);
}

/**
 * The query string and anchor that follow the reader to the other page; none when they hold an
 * escaped `%` (`%25`, as src/shared/address-guard.ts writes a stray one). Rspress's `Link`
 * decodes its address once to show it and again to follow it, and the second decoding would
 * leave a bare `%`, which throws.
 */
function placeIn({ search = '', hash = '', isNotFound }: SwitchContext): string {
  const place = isNotFound || hash.length <= 1 ? search : `${search}${hash}`;
  return /%25/i.test(place) ? '' : place;
}

/** The current page in `target` version. */
export function versionSwitchPath(context: SwitchContext, target: string): string {
  const { rest, folder } = splitPath(context);
  const { lang, defaultLang, defaultVersion = '' } = context;
  const versionPart = target !== defaultVersion ? target : '';
  const langPart = lang !== defaultLang ? lang : '';
  return joinPath(versionPart, langPart, rest, folder) + placeIn(context);
}
