/**
 * The pages as written, for the suites that read them: where they are, which pages there are
 * (as the build routes them), and a page's source.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listSitePages } from '#node/routes';
import type { Language } from '#shared/locale-path';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../../docs');

/** Every page of both languages: its language, its file under `docs/<lang>` and its route. */
export const SITE_PAGES = listSitePages(DOCS_ROOT);

/**
 * One page of each kind, by its English route (its Chinese twin is the same under `/zh`): home, a
 * guide with package-manager tabs, a config page with config keys, an overview, the blog index and
 * a post. What renders on a page before and after hydration, in any browser, is the template's
 * and its components', the same on every page of a kind.
 */
const PAGE_KINDS = new Set([
  '/',
  '/guide/start/quick-start',
  '/config/lib/dts',
  '/config/lib/',
  '/blog/',
  '/blog/introducing-rslib',
]);

/** Whether a route (of either language) is its kind's sample (`PAGE_KINDS`). */
export const samplesItsKind = (route: string): boolean =>
  PAGE_KINDS.has(route.replace(/^\/zh(?=\/)/, ''));

/** The pages that sample their kind, in both languages. */
export const KIND_SAMPLES = SITE_PAGES.filter((page) => samplesItsKind(page.route));

/** The source of `docs/<lang>/<file>` (`file` as `guide/advanced/css.md`). */
export const pageSource = (lang: Language, file: string): string =>
  readFileSync(path.join(DOCS_ROOT, lang, file), 'utf8');
