/**
 * A built site read from disk the way the static host serves it (src/node/static-host.ts): which
 * pages it has, where a link of a page leads, whether the element its `#fragment` names exists,
 * and what the HTML holds before any JavaScript runs. The whole-site browser sweep uses it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { parseRedirects, resolveRequest } from '#node/static-host';
import type { Language } from '#shared/locale-path';
import { languageOfPath } from '#shared/locale-path';

type DomElement = NonNullable<ReturnType<typeof DomUtils.findOne>>;

/** A path no site has: the host answers it with the not-found page of its language. */
export const UNKNOWN_PAGE = 'this-page-does-not-exist';
/** Redirects followed before a link counts as a loop. */
const MAX_REDIRECTS = 5;

export interface BuiltPage {
  /** The path to load: the page's route, or an unknown path for a not-found page. */
  path: string;
  lang: Language;
  /** The HTML file the host serves for `path`, relative to the build folder. */
  file: string;
  status: 200 | 404;
}

export type LinkTarget =
  | {
      kind: 'file';
      file: string /** Where the host first redirected the request, if it did. */;
      redirectedTo?: string;
    }
  | { kind: 'elsewhere'; location: string }
  | { kind: 'broken'; problem: string };

export interface BuiltSite {
  /** Every file of the build, relative to its folder, with `/` separators. */
  files: ReadonlySet<string>;
  /** Every HTML page, not-found pages last, each with the path that loads it. */
  pages: BuiltPage[];
  /** The file the host serves for a path after redirects, or why it serves none. */
  resolve(pathname: string): LinkTarget;
  /** The ids of a built HTML file (parsed once, then cached). */
  idsOf(file: string): ReadonlySet<string>;
}

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, base);
    return [path.relative(base, full).split(path.sep).join('/')];
  });
}

/**
 * The page a built HTML file is: `a/b.html` is served at `/a/b`, `a/index.html` at `/a/`, and
 * `a/404.html` for unknown paths under `/a/` (clean URLs, see `resolveRequest`).
 */
function pageOf(file: string): BuiltPage {
  const isNotFound = /(^|\/)404\.html$/.test(file);
  const route = `/${file.replace(/(^|\/)(index|404)\.html$/, '$1').replace(/\.html$/, '')}`;
  return {
    path: isNotFound ? `${route}${UNKNOWN_PAGE}` : route,
    lang: languageOfPath(route),
    file,
    status: isNotFound ? 404 : 200,
  };
}

export function openBuiltSite(root: string): BuiltSite {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run "pnpm build" first.`);
  }
  const files = new Set(listFiles(root));
  const redirectsFile = path.join(root, '_redirects');
  const redirects = parseRedirects(
    existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '',
  );
  const exists = (file: string) => files.has(file);
  const ids = new Map<string, ReadonlySet<string>>();
  const pages = [...files]
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map(pageOf)
    .sort((a, b) => a.status - b.status);

  const resolve = (pathname: string): LinkTarget => {
    let current = pathname;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = resolveRequest(current, exists, redirects);
      if (answer.kind === 'file') {
        return current === pathname
          ? { kind: 'file', file: answer.file }
          : { kind: 'file', file: answer.file, redirectedTo: current };
      }
      if (answer.kind === 'not-found') {
        return { kind: 'broken', problem: 'no such page (the host answers 404)' };
      }
      if (/^https?:\/\//.test(answer.location)) {
        return { kind: 'elsewhere', location: answer.location };
      }
      current = answer.location;
    }
    return { kind: 'broken', problem: `more than ${MAX_REDIRECTS} redirects` };
  };

  const idsOf = (file: string): ReadonlySet<string> => {
    let found = ids.get(file);
    if (!found) {
      found = elementIds(readFileSync(path.join(root, file), 'utf8'));
      ids.set(file, found);
    }
    return found;
  };

  return { files, pages, resolve, idsOf };
}

/** The ids of every element of an HTML document. */
export function elementIds(html: string): Set<string> {
  const elements = DomUtils.findAll((element) => 'id' in element.attribs, parseDocument(html));
  return new Set(elements.map((element) => element.attribs.id ?? ''));
}

function decodeFragment(fragment: string): string | null {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return null;
  }
}

/**
 * The broken links among `hrefs` (absolute URLs, as `a.href` gives them), one message each:
 * same-origin links whose target the host does not serve, that the host answers with a redirect
 * (not the canonical URL), or whose fragment names no element of the target page. Links to other hosts and other schemes (`mailto:`) are not checked.
 */
export function brokenLinks(site: BuiltSite, hrefs: readonly string[], origin: string): string[] {
  const problems = new Set<string>();
  for (const href of new Set(hrefs)) {
    const url = new URL(href, origin);
    if (url.origin !== origin) continue;
    const target = site.resolve(url.pathname);
    const link = `${url.pathname}${url.hash}`;
    if (target.kind === 'broken') problems.add(`${link}: ${target.problem}`);
    if (target.kind !== 'file') continue;
    // A reader following it waits for a round trip, and crawlers see a non-canonical URL.
    if (target.redirectedTo)
      problems.add(`${link}: the host redirects it to ${target.redirectedTo}`);
    if (url.hash.length < 2 || !target.file.endsWith('.html')) continue;
    const id = decodeFragment(url.hash.slice(1));
    if (id === null) problems.add(`${link}: the fragment is not valid percent-encoding`);
    else if (!site.idsOf(target.file).has(id)) {
      problems.add(`${link}: no element with id "${id}" in ${target.file}`);
    }
  }
  return [...problems];
}

/** Classes of the elements that hold a page's content: article, home hero and features, 404. */
export const MAIN_CONTENT_CLASSES: readonly string[] = [
  'rspress-doc',
  'rslib-hero',
  'rp-home-feature',
  'rslib-not-found',
];

export interface ServerContent {
  /** Text of every `h1`, whitespace collapsed. */
  h1: string[];
  /** Text of the main content elements (see MAIN_CONTENT_CLASSES), whitespace collapsed. */
  main: string;
}

export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function isMainContent(element: DomElement): boolean {
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return MAIN_CONTENT_CLASSES.some((name) => classes.includes(name));
}

/** What an HTML page shows before any script runs: its h1 and its main content's text. */
export function serverContent(html: string): ServerContent {
  const document = parseDocument(html);
  const text = (elements: DomElement[]) =>
    elements.map((element) => collapseSpace(DomUtils.textContent(element)));
  return {
    h1: text(DomUtils.findAll((element) => element.name === 'h1', document)),
    main: text(DomUtils.findAll(isMainContent, document)).join(' '),
  };
}
