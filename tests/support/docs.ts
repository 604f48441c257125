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

/** The source of `docs/<lang>/<file>` (`file` as `guide/advanced/css.md`). */
export const pageSource = (lang: Language, file: string): string =>
  readFileSync(path.join(DOCS_ROOT, lang, file), 'utf8');
